/**
 * Admins: the webhooks, each with its events and last delivery and, on demand, its recent deliveries
 * with their status; add one (its secret is shown once) or remove one.
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { WEBHOOK_EVENTS } from "../../shared/webhooks";
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

interface Delivery {
  _id: string;
  event: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

const when = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
const deliverySaid = (d: Delivery) =>
  [
    `${d.event}: ${d.status}`,
    d.lastStatus ? `HTTP ${d.lastStatus}` : null,
    `${d.attempts} ${d.attempts === 1 ? "attempt" : "attempts"}`,
    d.lastError && d.status !== "delivered" ? d.lastError : null,
    d.nextAttemptAt ? `next try ${when(d.nextAttemptAt)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** The hook's 20 latest deliveries, fetched when opened. */
function Deliveries({ hook }: { hook: Hook }) {
  const [list, setList] = useState<Delivery[] | null>(null);
  const [open, setOpen] = useState(false);
  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    try {
      const res = await call(
        api.moderation.webhooks[":webhookId"].deliveries.$get({
          param: { webhookId: hook._id },
          query: { limit: "20" },
        }),
      );
      setList(res.data.deliveries);
    } catch {
      setList(null);
      setOpen(false);
      void notify("error", m.wh_deliveries_failed());
    }
  }
  const id = `deliveries-${hook._id}`;
  return (
    <div className="mt-2">
      <button type="button" className="btn" aria-expanded={open} aria-controls={id} onClick={() => void toggle()}>
        {open ? "Hide deliveries" : "Show deliveries"}
        <span className="sr-only"> to {hook.url}</span>
      </button>
      {open && (
        <div id={id} className="mt-2">
          {list === null ? (
            <p className="text-sm text-muted">Loading…</p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted">Nothing sent yet.</p>
          ) : (
            <ol className="space-y-1 text-sm" aria-label={`Latest deliveries to ${hook.url}`}>
              {list.map((d) => (
                <li key={d._id}>
                  <time dateTime={d.createdAt} className="text-muted">
                    {when(d.createdAt)}
                  </time>{" "}
                  {deliverySaid(d)}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
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
              <Deliveries hook={h} />
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
