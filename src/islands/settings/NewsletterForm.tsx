/**
 * E-mail subscribers: what they get of each new story (all of it or a summary), the list as CSV, and
 * an import from another service's CSV (confirmed only when the author says these people agreed).
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { setUser } from "../../stores/auth";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { checkboxBefore, radioBefore } from "../forms/chosen-before";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";

type Content = "full" | "summary";

export default function NewsletterForm({ content: initial }: { content: Content }) {
  const hydrated = useHydrated();
  const save = useSubmit();
  const upload = useSubmit();
  // What the reader set before this script ran is kept (hydration would set it back).
  const [content, setContent] = useState<Content>(() => radioBefore("content", ["full", "summary"], initial));
  const [consented, setConsented] = useState(() => checkboxBefore("consent", false));

  async function onSave(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(async () => {
      const res = await call(api.user.me.$patch({ json: { newsletterContent: content } }));
      setUser(res.data);
      void notify("success", m.st_newsletter_saved());
    });
  }
  async function onImport(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("csv") as HTMLInputElement).files?.[0];
    if (!file) return void notify("error", m.st_choose_csv());
    await upload.run(async () => {
      const res = await call(api.user.subscribers.import.$post({ json: { csv: await file.text(), consented } }));
      form.reset();
      setConsented(false);
      const { imported, alreadyThere, invalid } = res.data;
      void notify(
        "success",
        m.st_imported({ imported: counted(imported).n, already: counted(alreadyThere).n, invalid: counted(invalid).n }),
      );
    });
  }

  return (
    <div className="max-w-xl space-y-8">
      <form method="post" onSubmit={(e) => void onSave(e)} className="card space-y-4 p-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{m.st_newsletter_what()}</legend>
          <div className="flex flex-wrap gap-2">
            {(["full", "summary"] as const).map((c) => (
              <label key={c} className="btn has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
                <input type="radio" name="content" value={c} checked={content === c} onChange={() => setContent(c)} />
                {c === "full" ? m.st_newsletter_full() : m.st_newsletter_summary()}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={save.busy || !hydrated}>
          {save.busy ? m.st_saving() : m.save()}
        </button>
      </form>
      <section className="card space-y-3 p-6" aria-labelledby="subscribers-list-title">
        <h3 id="subscribers-list-title" className="text-lg font-bold">
          {m.st_your_list()}
        </h3>
        <p className="text-sm">
          <a className="btn" href="/api/user/subscribers/export" download>
            {m.st_export_csv()}
          </a>
        </p>
        <form method="post" onSubmit={(e) => void onImport(e)} className="space-y-3">
          <label htmlFor="subscribers-csv" className="block text-sm font-medium">
            {m.st_import_csv()}
          </label>
          <input id="subscribers-csv" name="csv" type="file" accept=".csv,text/csv" className="field" />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="consent"
              checked={consented}
              onChange={(e) => setConsented(e.target.checked)}
            />
            <span>{m.st_consent()}</span>
          </label>
          <button type="submit" className="btn" disabled={upload.busy || !hydrated}>
            {upload.busy ? m.st_importing() : m.st_import()}
          </button>
        </form>
      </section>
    </div>
  );
}
