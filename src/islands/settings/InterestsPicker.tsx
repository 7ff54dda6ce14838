/** Onboarding: choose at least three topics from the catalogue, saved to the account, then home (or `next`). */
import { useState } from "react";
import { api, call, reportApiError } from "../../client/api";
import { notifyAfterNavigation } from "../../client/toast";
import { setUser } from "../../stores/auth";
import type { Topic } from "../../shared/post";
import { useHydrated } from "../forms/use-hydrated";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";

export const INTERESTS_MIN = 3;

export default function InterestsPicker({
  topics,
  chosen,
  next = "/",
}: {
  topics: Topic[];
  chosen: string[];
  /** Where to go afterwards: a path on this site the page checked. */
  next?: string;
}) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<string[]>(chosen);
  const [busy, setBusy] = useState(false);
  const toggle = (slug: string) => setPicked((p) => (p.includes(slug) ? p.filter((s) => s !== slug) : [...p, slug]));

  async function save() {
    setBusy(true);
    try {
      const res = await call(api.user.me.$patch({ json: { interests: picked } }));
      setUser(res.data);
      notifyAfterNavigation("success", m.st_interests_saved());
      location.assign(next);
    } catch (err) {
      reportApiError(err);
      setBusy(false);
    }
  }
  const missing = Math.max(0, INTERESTS_MIN - picked.length);
  return (
    <div>
      <fieldset disabled={!hydrated}>
        <legend className="sr-only">{m.st_topics()}</legend>
        <ul className="flex flex-wrap justify-center gap-2">
          {topics.map((t) => (
            <li key={t.slug}>
              <label className="btn cursor-pointer rounded-full has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={picked.includes(t.slug)}
                  onChange={() => toggle(t.slug)}
                />
                {picked.includes(t.slug) ? "✓ " : ""}
                {t.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {missing > 0 ? m.st_choose_more(counted(missing)) : m.st_chosen(counted(picked.length))}
      </p>
      <button
        type="button"
        className="btn-primary mt-4"
        disabled={missing > 0 || busy || !hydrated}
        onClick={() => void save()}
      >
        {busy ? m.st_saving() : m.st_continue()}
      </button>
      <a href={next} className="btn ms-2 mt-4">
        {m.st_skip()}
      </a>
    </div>
  );
}
