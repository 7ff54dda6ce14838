/**
 * The editor's History: a story's earlier states, newest first. Choosing one shows how it differs from
 * the text in the editor now (line by line) and can restore it; restoring is itself a save, so the text
 * it replaces stays in the history too.
 */
import { useRef, useState } from "react";
import type { Change } from "diff";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import type { Post } from "../../shared/post";
import type { Revision, RevisionSummary } from "../../shared/revision";
import { ActionLabel } from "./ActionLabel";
import { m } from "../../i18n/m";
import { counted, formatDate } from "../../i18n/format";

interface Props {
  postId: string;
  /** What the editor holds now, to compare a revision with. */
  current: { title: string; content: string };
  /** The story's version the restore builds on. */
  version: number | null;
  /** Saves what the editor holds first (drafts), so it is in the history before anything replaces it. */
  beforeOpen: () => Promise<void>;
  /** Why restoring is not possible now (unsaved changes to a published story, a conflict), if it is not. */
  blocked: string | null;
  onRestored: (post: Post) => void;
}

const when = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

export function HistoryPanel({ postId, current, version, beforeOpen, blocked, onRestored }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [list, setList] = useState<RevisionSummary[] | null>(null);
  const [chosen, setChosen] = useState<{ revision: Revision; changes: Change[] } | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    setChosen(null);
    setList(null);
    dialog.current?.showModal();
    try {
      await beforeOpen();
      const res = await call(api.post[":id"].revisions.$get({ param: { id: postId }, query: { limit: "50" } }));
      setList(res.data.revisions);
    } catch (err) {
      dialog.current?.close();
      reportApiError(err);
    }
  }

  async function choose(summary: RevisionSummary) {
    try {
      const [res, { diffLines }] = await Promise.all([
        call(api.post[":id"].revisions[":revisionId"].$get({ param: { id: postId, revisionId: summary._id } })),
        import("diff"),
      ]);
      const revision = res.data.revision;
      setChosen({ revision, changes: diffLines(current.content, revision.content) });
    } catch (err) {
      reportApiError(err);
    }
  }

  async function restore() {
    if (!chosen) return;
    setBusy(true);
    try {
      const res = await call(
        api.post[":id"].revisions[":revisionId"].restore.$post({
          param: { id: postId, revisionId: chosen.revision._id },
          json: version !== null ? { baseVersion: version } : {},
        }),
      );
      dialog.current?.close();
      onRestored(res.data.post);
      void notify("success", m.ed_restored());
    } catch (err) {
      reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  const unchanged = chosen && chosen.changes.every((c) => !c.added && !c.removed);
  const sameTitle = chosen && chosen.revision.title === current.title;

  return (
    <>
      <button type="button" className="btn" aria-haspopup="dialog" title={m.ed_history()} onClick={() => void open()}>
        <ActionLabel icon="history" label={m.ed_history()} />
      </button>
      <dialog
        ref={dialog}
        className="card m-auto max-h-[85vh] open:flex w-full max-w-4xl flex-col p-0 text-fg backdrop:bg-black/50"
        aria-labelledby="history-title"
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-3">
          <h2 id="history-title" className="text-xl font-bold">
            {m.ed_earlier_versions()}
          </h2>
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {m.close()}
          </button>
        </div>
        <div className="grid min-h-0 flex-1 gap-0 sm:grid-cols-[16rem_1fr]">
          <nav
            aria-label={m.ed_revisions()}
            className="overflow-y-auto border-b border-border p-3 sm:border-e sm:border-b-0"
          >
            {list === null ? (
              <p className="text-sm text-muted" role="status">
                {m.ed_loading_history()}
              </p>
            ) : (
              <ol className="space-y-1">
                {list.map((r, i) => (
                  <li key={r._id}>
                    <button
                      type="button"
                      className="w-full rounded-ui px-2 py-1.5 text-start text-sm hover:bg-accent-soft aria-[current=true]:bg-accent-soft"
                      aria-current={chosen?.revision._id === r._id ? "true" : undefined}
                      onClick={() => void choose(r)}
                    >
                      <span className="block font-medium">
                        {when(r.updatedAt)}
                        {i === 0 && <span className="text-muted"> {m.ed_history_latest()}</span>}
                      </span>
                      <span className="block truncate text-muted">
                        {r.title || m.untitled()} · {m.count_words(counted(r.words))}
                      </span>
                      {r.editor && (
                        <span className="block truncate text-xs text-muted">
                          {m.rich_history_by({ name: r.editor.name || r.editor.username })}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </nav>
          <section className="flex min-h-0 flex-col p-4" aria-live="polite">
            {!chosen ? (
              <p className="text-sm text-muted">{m.ed_history_choose()}</p>
            ) : (
              <>
                <h3 className="mb-1 font-heading text-lg font-bold">{chosen.revision.title || m.untitled()}</h3>
                <p className="mb-3 text-sm text-muted">
                  {m.ed_history_saved({ when: when(chosen.revision.updatedAt) })}{" "}
                  {unchanged && sameTitle
                    ? m.ed_history_same()
                    : `${m.ed_history_compared()}${sameTitle ? "" : ` ${m.ed_history_title_was({ title: chosen.revision.title })}`}`}
                </p>
                <pre
                  className="min-h-0 flex-1 overflow-auto rounded-ui border border-border bg-bg p-3 text-sm whitespace-pre-wrap"
                  data-testid="revision-diff"
                  tabIndex={0}
                  aria-label={m.ed_differences()}
                >
                  {chosen.changes.map((c, i) =>
                    c.added ? (
                      <ins key={i} className="block bg-accent-soft no-underline" aria-label={m.ed_only_in_version()}>
                        {prefixed(c.value, "+ ")}
                      </ins>
                    ) : c.removed ? (
                      <del key={i} className="block bg-danger/15 no-underline" aria-label={m.ed_only_in_editor()}>
                        {prefixed(c.value, "− ")}
                      </del>
                    ) : (
                      <span key={i} className="block text-muted">
                        {prefixed(c.value, "  ")}
                      </span>
                    ),
                  )}
                </pre>
                <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
                  {blocked && <p className="mr-auto text-sm text-muted">{blocked}</p>}
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={busy || Boolean(blocked) || Boolean(unchanged && sameTitle)}
                    onClick={() => void restore()}
                  >
                    {m.ed_restore_version()}
                  </button>
                </div>
              </>
            )}
          </section>
        </div>
      </dialog>
    </>
  );
}

/** Each line of a diff part with its mark, so the difference does not rest on colour alone. */
function prefixed(value: string, mark: string) {
  return value
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => mark + line)
    .join("\n");
}
