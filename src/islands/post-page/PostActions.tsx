/** The signed-in reader's bar under a story: like, save, the comment count, share and report. */
import { useMemo, useRef } from "react";
import { useStore } from "@nanostores/react";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";
import SaveButton from "../bookmarks/SaveButton";
import LikeButton from "../likes/LikeButton";
import ReportButton from "../reports/ReportButton";
import ShareMenu from "../shares/ShareMenu";
import { countersStore, type CountersState } from "../../stores/post-counters";

interface Props {
  initial: CountersState;
  url: string;
  title: string;
  isAuthor: boolean;
  /** On the reader's reading list. */
  saved?: boolean;
}

export default function PostActions({ initial, url, title, isAuthor, saved = false }: Props) {
  const store = useMemo(() => countersStore(initial), [initial]);
  const post = useStore(store.$counters);
  const shareMenu = useRef<HTMLDetailsElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="post-actions">
      <LikeButton store={store} />
      <SaveButton postId={post.postId} title={title} initial={saved} />
      <span className="text-sm text-muted" data-testid="comment-count">
        {m.count_comments(counted(post.stats.totalComments))}
      </span>
      <ShareMenu store={store} url={url} title={title} menu={shareMenu} />
      {!isAuthor && (
        <ReportButton
          postId={post.postId}
          // One thing at a time: the share menu closes when the report dialog opens.
          onOpen={() => {
            if (shareMenu.current) shareMenu.current.open = false;
          }}
        />
      )}
    </div>
  );
}
