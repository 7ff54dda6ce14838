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

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

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
      void notify("success", res.message ?? "Restored");
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
      <button type="button" className="btn" onClick={() => void open()}>
        History
      </button>
      <dialog
        ref={dialog}
        className="card m-auto max-h-[85vh] open:flex w-full max-w-4xl flex-col p-0 text-fg backdrop:bg-black/50"
        aria-labelledby="history-title"
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-3">
          <h2 id="history-title" className="text-xl font-bold">
            Earlier versions
          </h2>
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div className="grid min-h-0 flex-1 gap-0 sm:grid-cols-[16rem_1fr]">
          <nav aria-label="Revisions" className="overflow-y-auto border-b border-border p-3 sm:border-r sm:border-b-0">
            {list === null ? (
              <p className="text-sm text-muted" role="status">
                Loading the history…
              </p>
            ) : (
              <ol className="space-y-1">
                {list.map((r, i) => (
                  <li key={r._id}>
                    <button
                      type="button"
                      className="w-full rounded-ui px-2 py-1.5 text-left text-sm hover:bg-accent-soft aria-[current=true]:bg-accent-soft"
                      aria-current={chosen?.revision._id === r._id ? "true" : undefined}
                      onClick={() => void choose(r)}
                    >
                      <span className="block font-medium">
                        {when(r.updatedAt)}
                        {i === 0 && <span className="text-muted"> (latest)</span>}
                      </span>
                      <span className="block truncate text-muted">
                        {r.title || "Untitled"} · {r.words} {r.words === 1 ? "word" : "words"}
                      </span>
                      {r.editor && (
                        <span className="block truncate text-xs text-muted">
                          by {r.editor.name || r.editor.username}
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
              <p className="text-sm text-muted">Choose a version to compare it with the text in the editor.</p>
            ) : (
              <>
                <h3 className="mb-1 font-heading text-lg font-bold">{chosen.revision.title || "Untitled"}</h3>
                <p className="mb-3 text-sm text-muted">
                  Saved {when(chosen.revision.updatedAt)}.{" "}
                  {unchanged && sameTitle
                    ? "It is the same as the text in the editor."
                    : `Compared with the editor: marked + is only in this version, marked − only in the editor.${sameTitle ? "" : ` The title was “${chosen.revision.title}”.`}`}
                </p>
                <pre
                  className="min-h-0 flex-1 overflow-auto rounded-ui border border-border bg-bg p-3 text-sm whitespace-pre-wrap"
                  data-testid="revision-diff"
                  tabIndex={0}
                  aria-label="Differences"
                >
                  {chosen.changes.map((c, i) =>
                    c.added ? (
                      <ins key={i} className="block bg-accent-soft no-underline" aria-label="only in this version">
                        {prefixed(c.value, "+ ")}
                      </ins>
                    ) : c.removed ? (
                      <del key={i} className="block bg-danger/15 no-underline" aria-label="only in the editor">
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
                    Restore this version
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
