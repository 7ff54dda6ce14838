/**
 * Admins: the webhooks, each with its events and last delivery and, on demand, its recent deliveries
 * with their status; add one (its secret is shown once) or remove one.
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { aroundSlot, counted, formatDate, SLOT } from "../../i18n/format";
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

const when = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
/** A delivery's status in the reader's language (the API says the English keyword). */
const STATUS_SAID: Record<string, (() => string) | undefined> = {
  pending: m.lefta_wh_status_pending,
  delivered: m.lefta_wh_status_delivered,
  failed: m.lefta_wh_status_failed,
};
const statusSaid = (status: string) => STATUS_SAID[status]?.() ?? status;
const deliverySaid = (d: Delivery) =>
  [
    `${d.event}: ${statusSaid(d.status)}`,
    d.lastStatus ? `HTTP ${d.lastStatus}` : null,
    m.lefta_wh_attempts(counted(d.attempts)),
    d.lastError && d.status !== "delivered" ? d.lastError : null,
    d.nextAttemptAt ? m.lefta_wh_next_try({ when: when(d.nextAttemptAt) }) : null,
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
        {open ? m.lefta_wh_hide() : m.lefta_wh_show()}
        <span className="sr-only"> {m.lefta_wh_to({ url: hook.url })}</span>
      </button>
      {open && (
        <div id={id} className="mt-2">
          {list === null ? (
            <p className="text-sm text-muted">{m.loading()}</p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted">{m.lefta_wh_nothing_sent()}</p>
          ) : (
            <ol className="space-y-1 text-sm" aria-label={m.lefta_wh_latest({ url: hook.url })}>
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

const number = (n: number) => counted(n).n;
const lastSaid = (h: Hook) =>
  !h.last
    ? m.lefta_wh_never_sent()
    : `${m.lefta_wh_last({ event: h.last.event, status: statusSaid(h.last.status) })}${h.last.lastStatus ? ` (HTTP ${h.last.lastStatus})` : ""}${
        h.last.lastError && h.last.status !== "delivered" ? `: ${h.last.lastError}` : ""
      }`;

export default function WebhooksForm({ initial }: { initial: Hook[] }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [hooks, setHooks] = useState(initial);
  const [secret, setSecret] = useState<string | null>(null);
  // The header's name is code inside the sentence, wherever the language puts it.
  const [secretBefore, secretAfter] = aroundSlot(m.lefta_wh_secret({ header: SLOT }));
  const reload = async () => setHooks((await call(api.moderation.webhooks.$get())).data.webhooks);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const events = WEBHOOK_EVENTS.filter((e) => data.getAll("events").includes(e));
    await run(async () => {
      const res = await call(api.moderation.webhooks.$post({ json: { url: formText(data, "url"), events } }));
      setSecret(res.data.secret);
      // Said in the page's language, not the API's English message.
      void notify("success", m.lefta_wh_added());
      form.reset();
      await reload();
    });
  }
  const remove = (id: string) =>
    run(async () => {
      if (!window.confirm(m.lefta_wh_confirm_remove())) return;
      await call(api.moderation.webhooks[":webhookId"].$delete({ param: { webhookId: id } }));
      void notify("success", m.lefta_wh_removed());
      await reload();
    });

  return (
    <div className="max-w-2xl space-y-6">
      {hooks.length === 0 ? (
        <p className="text-muted">{m.lefta_wh_none()}</p>
      ) : (
        <ul className="space-y-3">
          {hooks.map((h) => (
            <li key={h._id} className="card p-4" data-webhook={h.url}>
              <p className="font-mono text-sm break-all">{h.url}</p>
              <p className="text-sm">{h.events.join(", ")}</p>
              <p className="text-sm text-muted">
                {lastSaid(h)} · {m.lefta_wh_waiting({ n: number(h.pending) })} ·{" "}
                {m.lefta_wh_failed({ n: number(h.failed) })}
              </p>
              <button
                type="button"
                className="btn mt-2"
                disabled={!hydrated || busy}
                onClick={() => void remove(h._id)}
              >
                {m.lefta_wh_remove()}
                <span className="sr-only"> {m.lefta_wh_remove_which({ url: h.url })}</span>
              </button>
              <Deliveries hook={h} />
            </li>
          ))}
        </ul>
      )}
      {secret && (
        <p className="card p-4 text-sm" role="status">
          {secretBefore}
          <code>X-Inkwell-Signature</code>
          {secretAfter} <code className="break-all">{secret}</code>
        </p>
      )}
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="card p-4">
        <Field label={m.lefta_wh_address()} name="url" type="url" autoComplete="off" error={errors.url} />
        <fieldset className="mb-4">
          <legend className="mb-1 text-sm font-medium">{m.lefta_wh_events()}</legend>
          {WEBHOOK_EVENTS.map((e) => (
            <label key={e} className="mr-4 inline-flex items-center gap-1 text-sm">
              <input type="checkbox" name="events" value={e} defaultChecked={e === "post.published"} /> {e}
            </label>
          ))}
          <FieldMessage error={errors.events ?? errors["events.0"]} />
        </fieldset>
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          {m.lefta_wh_add()}
        </button>
      </form>
    </div>
  );
}
