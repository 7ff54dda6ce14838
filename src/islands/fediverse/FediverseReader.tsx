/**
 * The Following view of the fediverse: a follow form (a handle or profile address), the people
 * followed (unfollow), their posts with like, boost and reply, and the servers the reader blocked.
 */
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { counted, formatDate } from "../../i18n/format";
import { m } from "../../i18n/m";
import type { FediversePost, RemoteAccount } from "../../shared/fediverse";
import { useSubmit } from "../forms/use-submit";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import BlockButton from "../people/BlockButton";
import DomainBlocksForm from "./DomainBlocksForm";
import { Handle } from "../ui/Handle";

interface Props {
  accounts: RemoteAccount[];
  feed: { posts: FediversePost[]; next?: string };
  domains: { domain: string; createdAt: string }[];
}

const when = (iso: string) => formatDate(iso, { year: "numeric", month: "short", day: "numeric" });

function Post({ post }: { post: FediversePost }) {
  const hydrated = useHydrated();
  const [liked, setLiked] = useState(!!post.liked);
  const [boosted, setBoosted] = useState(!!post.boosted);
  // The reply is read from its field, not kept in state (a controlled field is emptied when React
  // takes over the page's HTML, losing what was typed before); `filled` only enables the button.
  const replyField = useRef<HTMLTextAreaElement>(null);
  const [filled, setFilled] = useState(false);
  useEffect(() => setFilled(!!replyField.current?.value.trim()), []);
  const sending = useSubmit();
  const params = { param: { id: post.id } };

  async function toggle(kind: "like" | "boost") {
    const on = kind === "like" ? !liked : !boosted;
    const post = api.fediverse.posts[":id"];
    if (kind === "like") {
      await call(on ? post.like.$post(params) : post.like.$delete(params));
      setLiked(on);
    } else {
      await call(on ? post.boost.$post(params) : post.boost.$delete(params));
      setBoosted(on);
    }
  }
  async function onReply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = replyField.current!;
    await sending.run(async () => {
      await call(api.fediverse.posts[":id"].replies.$post({ ...params, json: { content: field.value } }));
      field.value = "";
      setFilled(false);
      void notify("success", m.fedi_reply_sent({ name: post.author.name }));
    });
  }
  return (
    <li className="card p-4" data-fediverse-post={post.id}>
      <p className="text-sm">
        <a className="font-semibold" href={post.author.url ?? post.uri} rel="nofollow noopener">
          {post.author.name}
        </a>{" "}
        <span className="text-muted">
          <Handle username={post.author.handle} />
        </span>{" "}
        ·{" "}
        <time className="text-muted" dateTime={post.publishedAt}>
          {when(post.publishedAt)}
        </time>
      </p>
      {post.name && <h3 className="mt-2 text-lg font-bold">{post.name}</h3>}
      <div className="prose-post prose-comment mt-2" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <button
          type="button"
          className="btn"
          aria-pressed={liked}
          disabled={!hydrated}
          onClick={() => void toggle("like")}
        >
          {liked ? m.liked() : m.like()}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={boosted}
          disabled={!hydrated}
          onClick={() => void toggle("boost")}
        >
          {boosted ? m.fedi_boosted() : m.fedi_boost()}
        </button>
        <a className="btn" href={post.url ?? post.uri} rel="nofollow noopener">
          {m.fedi_open_remote()}
        </a>
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => void onReply(e)}>
        <label className="flex-1 text-sm">
          <span className="mb-1 block font-medium">{m.fedi_reply_to({ name: post.author.name })}</span>
          <textarea
            ref={replyField}
            className="field w-full"
            name="content"
            rows={2}
            maxLength={2000}
            onChange={(e) => setFilled(!!e.target.value.trim())}
            required
          />
        </label>
        <button type="submit" className="btn-primary" disabled={!hydrated || sending.busy || !filled}>
          {sending.busy ? m.cm_sending() : m.cm_reply()}
        </button>
      </form>
    </li>
  );
}

export default function FediverseReader({ accounts: initialAccounts, feed, domains: initialDomains }: Props) {
  const hydrated = useHydrated();
  const follow = useSubmit();
  const [accounts, setAccounts] = useState(initialAccounts);
  const [posts, setPosts] = useState(feed.posts);
  const [next, setNext] = useState(feed.next);

  async function onFollow(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not kept in state: what was typed before the script ran is kept (a
    // controlled field is emptied when React takes over the page's HTML).
    const form = event.currentTarget;
    const handle = formText(new FormData(form), "handle");
    await follow.run(async () => {
      const res = await call(api.fediverse.following.$post({ json: { handle } }));
      setAccounts((list) => [res.data.account, ...list.filter((a) => a.id !== res.data.account.id)]);
      form.reset();
      void notify("success", m.fedi_follow_sent({ handle: res.data.account.handle }));
    });
  }
  async function unfollow(account: RemoteAccount) {
    await call(api.fediverse.following[":id"].$delete({ param: { id: account.id } }));
    setAccounts((list) => list.filter((a) => a.id !== account.id));
    setPosts((list) => list.filter((p) => p.author.id !== account.id));
    void notify("success", m.fedi_unfollowed({ handle: account.handle }));
  }
  async function more() {
    if (!next) return;
    const res = await call(api.fediverse.feed.$get({ query: { before: next } }));
    setPosts((list) => [...list, ...res.data.posts]);
    setNext(res.data.next);
  }
  return (
    <div className="space-y-10">
      <form className="card flex max-w-xl flex-wrap items-end gap-2 p-4" onSubmit={(e) => void onFollow(e)}>
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">{m.fedi_follow_label()}</span>
          <input
            className="field w-full"
            name="handle"
            placeholder="@someone@example.social"
            required
            aria-describedby="follow-hint"
          />
        </label>
        <button type="submit" className="btn-primary" disabled={!hydrated || follow.busy}>
          {follow.busy ? m.fedi_looking_up() : m.follow()}
        </button>
        <p id="follow-hint" className="w-full text-xs text-muted">
          {m.fedi_follow_hint()}
        </p>
      </form>

      <section aria-labelledby="following-heading">
        <h2 id="following-heading" className="mb-3 text-xl font-bold">
          {m.fedi_following_heading({ n: counted(accounts.length).n })}
        </h2>
        {accounts.length === 0 ? (
          <p className="text-muted">{m.fedi_following_none()}</p>
        ) : (
          <ul className="divide-y divide-border">
            {accounts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 py-2">
                <a className="font-semibold" href={a.url} rel="nofollow noopener">
                  {a.name}
                </a>
                <span className="text-sm text-muted">
                  <Handle username={a.handle} />
                </span>
                {a.state === "requested" && <span className="text-xs text-muted">{m.fedi_request_sent()}</span>}
                <span className="ml-auto flex gap-2">
                  <button type="button" className="btn" disabled={!hydrated} onClick={() => void unfollow(a)}>
                    {m.fedi_unfollow()}
                    <span className="sr-only"> @{a.handle}</span>
                  </button>
                  <BlockButton userId={a.id} name={`@${a.handle}`} initiallyBlocked={false} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="mb-3 text-xl font-bold">
          {m.fedi_posts_heading()}
        </h2>
        {posts.length === 0 ? (
          <p className="text-muted">{m.fedi_posts_none()}</p>
        ) : (
          <ul className="space-y-4">
            {posts.map((p) => (
              <Post key={p.id} post={p} />
            ))}
          </ul>
        )}
        {next && (
          <button type="button" className="btn mt-4" disabled={!hydrated} onClick={() => void more()}>
            {m.load_more()}
          </button>
        )}
      </section>

      <section aria-labelledby="servers-heading">
        <h2 id="servers-heading" className="mb-3 text-xl font-bold">
          {m.fedi_blocked_servers()}
        </h2>
        <DomainBlocksForm scope="mine" initial={initialDomains} />
      </section>
    </div>
  );
}
