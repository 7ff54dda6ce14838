/**
 * Whole servers blocked: the site's (admins, at /moderation: nothing from there is accepted, their
 * follows of our authors end, their likes and boosts stop counting and their comments go), or one
 * reader's own (the Fediverse view: nobody from there reaches them).
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { useSubmit } from "../forms/use-submit";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";

type Blocked = { domain: string; createdAt: string };
type Scope = "site" | "mine";

const WORDS = {
  site: {
    about: m.fedi_site_about,
    label: m.fedi_site_label,
    blocked: (domain: string) => m.domain_blocked_site({ domain }),
  },
  mine: {
    about: m.fedi_mine_about,
    label: m.fedi_mine_label,
    blocked: (domain: string) => m.domain_blocked_mine({ domain }),
  },
} as const;

const calls = (scope: Scope) => (scope === "site" ? api.moderation["domain-blocks"] : api.fediverse["domain-blocks"]);

export default function DomainBlocksForm({ initial, scope = "site" }: { initial: Blocked[]; scope?: Scope }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [domains, setDomains] = useState(initial);
  const words = WORDS[scope];

  async function onBlock(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed before the script ran is kept (a
    // controlled field is emptied when React takes over the page's HTML).
    const form = event.currentTarget;
    const domain = formText(new FormData(form), "domain");
    await submit.run(async () => {
      const res = await call(calls(scope).$post({ json: { domain } }));
      setDomains(res.data.domains);
      form.reset();
      void notify("success", words.blocked(domain));
    });
  }
  async function unblock(name: string) {
    const res = await call(calls(scope)[":domain"].$delete({ param: { domain: name } }));
    setDomains(res.data.domains);
    void notify("success", m.domain_unblocked({ domain: name }));
  }

  return (
    <div className="max-w-xl space-y-4">
      <p className="text-sm text-muted">{words.about()}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void onBlock(e)}>
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">{words.label()}</span>
          <input className="field w-full" name="domain" placeholder="spam.example" required />
        </label>
        <button type="submit" className="btn-primary" disabled={!hydrated || submit.busy}>
          {m.fedi_block_server()}
        </button>
      </form>
      {domains.length === 0 ? (
        <p className="text-sm text-muted">{m.fedi_no_server_blocked()}</p>
      ) : (
        <ul className="divide-y divide-border">
          {domains.map((d) => (
            <li key={d.domain} className="flex items-center gap-3 py-2">
              <span className="font-mono">{d.domain}</span>
              <button type="button" className="btn ml-auto" disabled={!hydrated} onClick={() => void unblock(d.domain)}>
                {m.fedi_unblock()}
                <span className="sr-only"> {d.domain}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
