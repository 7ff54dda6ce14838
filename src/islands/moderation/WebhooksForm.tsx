/** Admins: the webhooks, each with its events and last delivery; add one (its secret is shown once) or remove one. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { WEBHOOK_EVENTS } from "../../shared/moderation";
import { Field, FieldMessage } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

interface Hook {
  _id: string;
  url: string;
  events: string[];
  last?: { event: string; status: string; lastStatus: number | null; lastError: string | null; createdAt: string };
  pending: number;
  failed: number;
}

const lastSaid = (h: Hook) =>
  !h.last
    ? "Nothing sent yet"
    : `Last: ${h.last.event}, ${h.last.status}${h.last.lastStatus ? ` (HTTP ${h.last.lastStatus})` : ""}${
        h.last.lastError && h.last.status !== "delivered" ? `: ${h.last.lastError}` : ""
      }`;

export default function WebhooksForm({ initial }: { initial: Hook[] }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [hooks, setHooks] = useState(initial);
  const [secret, setSecret] = useState<string | null>(null);
  const reload = async () => setHooks((await call(api.moderation.webhooks.$get())).data.webhooks);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const events = WEBHOOK_EVENTS.filter((e) => data.getAll("events").includes(e));
    await run(async () => {
      const res = await call(api.moderation.webhooks.$post({ json: { url: formText(data, "url"), events } }));
      setSecret(res.data.secret);
      void notify("success", res.message ?? "Webhook added");
      form.reset();
      await reload();
    });
  }
  const remove = (id: string) =>
    run(async () => {
      if (!window.confirm("Remove this webhook? Its queued deliveries go with it.")) return;
      const res = await call(api.moderation.webhooks[":webhookId"].$delete({ param: { webhookId: id } }));
      void notify("success", res.message ?? "Webhook removed");
      await reload();
    });

  return (
    <div className="max-w-2xl space-y-6">
      {hooks.length === 0 ? (
        <p className="text-muted">No webhooks yet.</p>
      ) : (
        <ul className="space-y-3">
          {hooks.map((h) => (
            <li key={h._id} className="card p-4" data-webhook={h.url}>
              <p className="font-mono text-sm break-all">{h.url}</p>
              <p className="text-sm">{h.events.join(", ")}</p>
              <p className="text-sm text-muted">
                {lastSaid(h)} · {h.pending} waiting · {h.failed} failed
              </p>
              <button
                type="button"
                className="btn mt-2"
                disabled={!hydrated || busy}
                onClick={() => void remove(h._id)}
              >
                Remove<span className="sr-only"> the webhook to {h.url}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {secret && (
        <p className="card p-4 text-sm" role="status">
          Its secret (shown once; receivers check the <code>X-Inkwell-Signature</code> header with it):{" "}
          <code className="break-all">{secret}</code>
        </p>
      )}
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="card p-4">
        <Field label="Address that receives the events" name="url" type="url" autoComplete="off" error={errors.url} />
        <fieldset className="mb-4">
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {WEBHOOK_EVENTS.map((e) => (
            <label key={e} className="mr-4 inline-flex items-center gap-1 text-sm">
              <input type="checkbox" name="events" value={e} defaultChecked={e === "post.published"} /> {e}
            </label>
          ))}
          <FieldMessage error={errors.events ?? errors["events.0"]} />
        </fieldset>
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          Add the webhook
        </button>
      </form>
    </div>
  );
}
