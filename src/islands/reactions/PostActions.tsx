/** Like, share and report for a signed-in reader. The like shows at once and rolls back if refused. */
import { useStore } from "@nanostores/react";
import { countOf } from "../../shared/plural";
import LineIcon from "../ui/LineIcon";
import SaveButton from "../bookmarks/SaveButton";
import { useMemo, useRef, useState, type SubmitEvent } from "react";
import { api, call, reportApiError } from "../../client/api";
import { ApiError } from "../../client/api-client";
import { notify } from "../../client/toast";
import { postStore, type PostState } from "../../stores/post";
import { REPORT_REASONS, type ReportReason } from "../../shared/schemas/reaction-options";
import { SHARE_TARGETS, shareUrl, type SharePlatform } from "../../shared/share-links";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { SOCIAL_LIMITS } from "../../shared/limits";

interface Props {
  initial: PostState;
  url: string;
  title: string;
  isAuthor: boolean;
  /** On the reader's reading list. */
  saved?: boolean;
}

export default function PostActions({ initial, url, title, isAuthor, saved = false }: Props) {
  const hydrated = useHydrated();
  const store = useMemo(() => postStore(initial), [initial]);
  const post = useStore(store.$post);
  const report = useRef<HTMLDialogElement>(null);
  const shareMenu = useRef<HTMLDetailsElement>(null);
  const [reported, setReported] = useState(false);
  const [sending, setSending] = useState(false);

  async function like() {
    try {
      await store.toggleLike(async (postId) => (await call(api.post.likes.toggle.$post({ json: { postId } }))).data);
    } catch (err) {
      reportApiError(err);
    }
  }
  async function record(platform: SharePlatform | "copy" | "native") {
    try {
      const res = await call(api.post.shares.$post({ json: { postId: post.postId, platform } }));
      store.shared(res.data.stats);
    } catch (err) {
      reportApiError(err);
    }
  }
  async function copyLink() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    void notify("success", "Link copied");
    await record("copy");
  }
  async function nativeShare() {
    try {
      await navigator.share({ title, url });
      await record("native");
    } catch {
      // Dismissed: nothing was shared.
    }
  }
  async function sendReport(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      const res = await call(
        api["post-report"][":postId"].$post({
          param: { postId: post.postId },
          json: { reason: formText(form, "reason") as ReportReason, description: formText(form, "description") },
        }),
      );
      report.current?.close();
      setReported(true);
      void notify("success", res.message ?? "Thank you. The report was sent.");
    } catch (err) {
      // Already reported: say so outside the dialog (a toast under a modal's backdrop is dimmed).
      if (err instanceof ApiError && err.status === 409) {
        report.current?.close();
        setReported(true);
      }
      reportApiError(err);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="post-actions">
      <button
        type="button"
        className="btn aria-pressed:border-accent aria-pressed:bg-accent-soft"
        aria-pressed={post.iLiked}
        disabled={!hydrated}
        onClick={() => void like()}
      >
        <LineIcon name="heart" filled={post.iLiked} /> {post.iLiked ? "Liked" : "Like"}
        <span data-testid="like-count">{post.stats.totalLikes}</span>
      </button>
      <SaveButton postId={post.postId} title={title} initial={saved} />
      <span className="text-sm text-muted" data-testid="comment-count">
        {countOf(post.stats.totalComments, "comment")}
      </span>
      <details className="relative" ref={shareMenu}>
        <summary className="btn">
          Share <span data-testid="share-count">{post.stats.totalShares}</span>
        </summary>
        <ul className="card absolute z-30 mt-2 w-48 p-2 shadow-lg">
          {SHARE_TARGETS.map((t) => (
            <li key={t.platform}>
              <a
                className="block rounded-ui px-3 py-2 text-sm no-underline hover:bg-surface-2"
                href={shareUrl(t.platform, url, title)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => void record(t.platform)}
              >
                {t.label}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="block w-full rounded-ui px-3 py-2 text-left text-sm hover:bg-surface-2"
              onClick={() => void copyLink()}
            >
              Copy link
            </button>
          </li>
          {typeof navigator !== "undefined" && "share" in navigator && (
            <li>
              <button
                type="button"
                className="block w-full rounded-ui px-3 py-2 text-left text-sm hover:bg-surface-2"
                onClick={() => void nativeShare()}
              >
                More…
              </button>
            </li>
          )}
        </ul>
      </details>
      {!isAuthor && (
        <button
          type="button"
          className="btn ml-auto"
          disabled={!hydrated || reported}
          onClick={() => {
            // One thing at a time: the share menu closes when the report dialog opens.
            if (shareMenu.current) shareMenu.current.open = false;
            report.current?.showModal();
          }}
        >
          {reported ? "Reported" : "Report"}
        </button>
      )}
      <dialog
        ref={report}
        className="card m-auto w-full max-w-md p-6 text-fg backdrop:bg-black/50"
        aria-labelledby="report-title"
      >
        <form method="dialog" onSubmit={(e) => void sendReport(e)}>
          <h2 id="report-title" className="mb-4 text-xl font-bold">
            Report this story
          </h2>
          <label htmlFor="report-reason" className="mb-1 block text-sm font-medium">
            Reason
          </label>
          <select id="report-reason" name="reason" className="field mb-4" required defaultValue="spam">
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {r[0]!.toUpperCase() + r.slice(1)}
              </option>
            ))}
          </select>
          <label htmlFor="report-description" className="mb-1 block text-sm font-medium">
            What is wrong? (optional)
          </label>
          <textarea
            id="report-description"
            name="description"
            className="field mb-4 min-h-24"
            maxLength={SOCIAL_LIMITS.reportDescriptionMax}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn" onClick={() => report.current?.close()}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              Send report
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
