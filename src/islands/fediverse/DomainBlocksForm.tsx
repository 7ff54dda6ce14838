/**
 * Servers the whole site blocks (admins): nothing from there is accepted, their follows of our authors
 * end, their likes and boosts stop counting and their comments go.
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";

type Blocked = { domain: string; createdAt: string };

export default function DomainBlocksForm({ initial }: { initial: Blocked[] }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [domain, setDomain] = useState("");
  const [domains, setDomains] = useState(initial);

  async function onBlock(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const res = await call(api.moderation["domain-blocks"].$post({ json: { domain } }));
      setDomains(res.data.domains);
      setDomain("");
      void notify("success", `${domain} is blocked for the whole site`);
    });
  }
  async function unblock(name: string) {
    const res = await call(api.moderation["domain-blocks"][":domain"].$delete({ param: { domain: name } }));
    setDomains(res.data.domains);
    void notify("success", `${name} is no longer blocked`);
  }

  return (
    <div className="max-w-xl space-y-4">
      <p className="text-sm text-muted">
        A blocked server can no longer follow, like, boost or reply to anyone here; what its people wrote here goes.
      </p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void onBlock(e)}>
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">Server to block</span>
          <input
            className="field w-full"
            name="domain"
            placeholder="spam.example"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            required
          />
        </label>
        <button type="submit" className="btn-primary" disabled={!hydrated || submit.busy}>
          Block server
        </button>
      </form>
      {domains.length === 0 ? (
        <p className="text-sm text-muted">No server is blocked.</p>
      ) : (
        <ul className="divide-y divide-border">
          {domains.map((d) => (
            <li key={d.domain} className="flex items-center gap-3 py-2">
              <span className="font-mono">{d.domain}</span>
              <button type="button" className="btn ml-auto" disabled={!hydrated} onClick={() => void unblock(d.domain)}>
                Unblock<span className="sr-only"> {d.domain}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
