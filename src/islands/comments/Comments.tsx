/**
 * Comments for a signed-in reader: write (Markdown, @mentions), reply (one level), edit and delete one's
 * own, load more. The first
 * page comes from the server (it is in the HTML); later pages append (spec section 4).
 */
import { useStore } from "@nanostores/react";
import { useMemo, useState, type SubmitEvent } from "react";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import { createPagedList } from "../../stores/paged-list";
import { countersStore, type CountersState } from "../../stores/post-counters";
import type { Comment } from "../../shared/comment";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { SOCIAL_LIMITS } from "../../shared/limits";
import ReportButton from "../reports/ReportButton";
import { m } from "../../i18n/m";
import { counted, formatDate } from "../../i18n/format";
import { Handle } from "../ui/Handle";

interface Props {
  post: CountersState;
  initial: { comments: Comment[]; meta: { page: number; limit: number; total: number } };
  meId: string;
  /** Moderators and admins may remove anyone's comment, saying why. */
  moderator?: boolean;
}

function CommentForm({
  label,
  onSend,
  compact = false,
  initial,
  submitLabel,
  onCancel,
}: {
  label: string;
  onSend: (text: string) => Promise<boolean>;
  compact?: boolean;
  /** Editing: the text as it is, a Save button and a way back. */
  initial?: string;
  submitLabel?: string;
  onCancel?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const text = formText(new FormData(formEl), "content").trim();
    if (!text) return;
    setBusy(true);
    if (await onSend(text)) formEl.reset();
    setBusy(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} className={compact ? "mt-2" : "mb-6"}>
      <label className={compact ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
        <textarea
          name="content"
          required
          maxLength={SOCIAL_LIMITS.commentMax}
          className="field mt-1 min-h-20"
          defaultValue={initial}
          aria-describedby="comment-markdown-hint"
        />
      </label>
      <div className="mt-2 flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !hydrated}>
          {busy ? m.cm_sending() : (submitLabel ?? (compact ? m.cm_reply() : m.cm_comment()))}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {m.cancel()}
          </button>
        )}
      </div>
    </form>
  );
}

export default function Comments({ post, initial, meId, moderator = false }: Props) {
  const store = useMemo(() => countersStore(post), [post]);
  const list = useMemo(() => {
    const l = createPagedList<Comment>();
    l.received(1, initial.comments, initial.meta.total);
    return l;
  }, [initial]);
  const state = useStore(list.$list);
  // Replies count too, as on the cards and beside the like button.
  const counters = useStore(store.$counters);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  async function create(content: string, parentId?: string): Promise<boolean> {
    try {
      const res = await call(api.post.comments.create.$post({ json: { postId: post.postId, content, parentId } }));
      if (parentId) {
        list.$list.setKey(
          "items",
          list.$list
            .get()
            .items.map((c) => (c._id === parentId ? { ...c, replies: [...(c.replies ?? []), res.data.comment] } : c)),
        );
        setReplyTo(null);
      } else {
        list.prepend(res.data.comment);
      }
      store.commentAdded(res.data.stats);
      return true;
    } catch (err) {
      reportApiError(err);
      return false;
    }
  }
  function dropFromList(comment: Comment) {
    if (comment.parentId) {
      list.$list.setKey(
        "items",
        list.$list
          .get()
          .items.map((c) =>
            c._id === comment.parentId ? { ...c, replies: (c.replies ?? []).filter((r) => r._id !== comment._id) } : c,
          ),
      );
    } else {
      list.remove((c) => c._id === comment._id);
    }
  }
  async function remove(comment: Comment) {
    if (!window.confirm(m.cm_delete_confirm())) return;
    try {
      const res = await call(api.post.comments[":id"].$delete({ param: { id: comment._id } }));
      dropFromList(comment);
      store.commentsRemoved(res.data.stats);
      void notify("success", m.cm_deleted());
    } catch (err) {
      reportApiError(err);
    }
  }
  async function moderate(comment: Comment) {
    const reason = window.prompt(m.cm_remove_why())?.trim();
    if (!reason) return;
    try {
      const res = await call(
        api.moderation.comments[":commentId"].remove.$post({ param: { commentId: comment._id }, json: { reason } }),
      );
      dropFromList(comment);
      store.commentsRemoved(res.data.stats);
      void notify("success", m.cm_removed());
    } catch (err) {
      reportApiError(err);
    }
  }
  async function edit(comment: Comment, content: string): Promise<boolean> {
    try {
      const res = await call(api.post.comments[":id"].$patch({ param: { id: comment._id }, json: { content } }));
      list.$list.setKey(
        "items",
        list.$list
          .get()
          .items.map((c) =>
            c._id === comment._id
              ? { ...res.data.comment, replies: c.replies }
              : c._id === comment.parentId
                ? { ...c, replies: (c.replies ?? []).map((r) => (r._id === comment._id ? res.data.comment : r)) }
                : c,
          ),
      );
      setEditing(null);
      void notify("success", m.cm_updated());
      return true;
    } catch (err) {
      reportApiError(err);
      return false;
    }
  }
  async function more() {
    list.setLoading(true);
    try {
      const page = state.page + 1;
      const res = await call(api.post.comments.$get({ query: { postId: post.postId, page: String(page) } }));
      list.received(page, res.data.comments, res.data.meta.total);
    } catch (err) {
      list.setLoading(false);
      reportApiError(err);
    }
  }

  const one = (c: Comment) => (
    <li key={c._id} className="py-3" data-comment={c._id}>
      <p className="text-sm">
        {c.deleted ? (
          <span className="font-semibold text-muted">
            {c.author.firstName} {c.author.lastName}
          </span>
        ) : (
          <a
            className="font-semibold no-underline hover:underline"
            href={c.author.profileUrl ?? `/profile?id=${encodeURIComponent(c.author.username)}`}
            {...(c.author.profileUrl
              ? { rel: "nofollow noopener", title: m.cm_on_fediverse({ username: c.author.username }) }
              : {})}
          >
            {c.author.firstName} {c.author.lastName}
          </a>
        )}
        {c.author.profileUrl && (
          <span className="text-muted">
            {" "}
            <Handle username={c.author.username} />
          </span>
        )}{" "}
        <time className="text-muted" dateTime={c.createdAt}>
          {formatDate(c.createdAt, { month: "short", day: "numeric" })}
        </time>
        {c.editedAt && (
          <span
            className="text-muted"
            title={m.cm_edited_at({ when: formatDate(c.editedAt, { dateStyle: "medium", timeStyle: "short" }) })}
          >
            {m.edited()}
          </span>
        )}
      </p>
      {editing === c._id ? (
        <CommentForm
          label={m.cm_edit_yours()}
          compact
          initial={c.content}
          submitLabel={m.save()}
          onSend={(t) => edit(c, t)}
          onCancel={() => setEditing(null)}
        />
      ) : c.contentHtml ? (
        <div className="prose-post prose-comment mt-1" dangerouslySetInnerHTML={{ __html: c.contentHtml }} />
      ) : (
        <p className={`mt-1 whitespace-pre-line${c.deleted ? " text-muted italic" : ""}`}>{c.content}</p>
      )}
      <div className="mt-1 flex gap-3 text-sm">
        {!c.parentId && (
          <button
            type="button"
            className="text-accent underline"
            onClick={() => setReplyTo(replyTo === c._id ? null : c._id)}
          >
            {m.cm_reply()}
          </button>
        )}
        {c.author._id === meId && editing !== c._id && (
          <button type="button" className="text-accent underline" onClick={() => setEditing(c._id)}>
            {m.cm_edit()}
          </button>
        )}
        {c.author._id === meId && (
          <button type="button" className="text-danger underline" onClick={() => void remove(c)}>
            {m.cm_delete()}
          </button>
        )}
        {c.author._id !== meId && !c.deleted && (
          <ReportButton commentId={c._id} about={`${c.author.firstName} ${c.author.lastName}`} />
        )}
        {moderator && c.author._id !== meId && !c.deleted && (
          <button type="button" className="text-danger underline" onClick={() => void moderate(c)}>
            {m.cm_remove()}
            <span className="sr-only">{m.cm_remove_by({ name: `${c.author.firstName} ${c.author.lastName}` })}</span>
          </button>
        )}
      </div>
      {replyTo === c._id && (
        <CommentForm label={m.cm_reply_to({ name: c.author.firstName })} compact onSend={(t) => create(t, c._id)} />
      )}
      {c.replies && c.replies.length > 0 && (
        <ul className="mt-2 border-s-2 border-border ps-4">{c.replies.map(one)}</ul>
      )}
    </li>
  );

  return (
    <section aria-labelledby="comments-heading" className="mx-auto mt-10 max-w-3xl">
      <h2 id="comments-heading" className="mb-4 text-2xl font-bold">
        {m.comments_heading({ n: counted(counters.stats.totalComments).n })}
      </h2>
      <CommentForm label={m.cm_add()} onSend={(t) => create(t)} />
      <p id="comment-markdown-hint" className="-mt-4 mb-6 text-xs text-muted">
        {m.cm_markdown_hint()}
      </p>
      <ul className="divide-y divide-border">{state.items.map(one)}</ul>
      {list.hasMore() && (
        <button type="button" className="btn mt-4" disabled={state.loading} onClick={() => void more()}>
          {state.loading ? m.loading() : m.cm_more()}
        </button>
      )}
    </section>
  );
}
