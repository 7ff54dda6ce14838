/** Save a story to the reading list, or take it off: shows at once, rolls back if refused. */
import { m } from "../../i18n/m";
import { useState } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import LineIcon from "../ui/LineIcon";
import { useSubmit } from "../forms/use-submit";

interface Props {
  postId: string;
  title: string;
  initial: boolean;
  /** On cards: the icon only, named for screen readers. */
  compact?: boolean;
}

export default function SaveButton({ postId, title, initial, compact = false }: Props) {
  const [saved, setSaved] = useState(initial);
  const { busy, run } = useSubmit();

  async function toggle() {
    const before = saved;
    setSaved(!before);
    const done = await run(async () => {
      const res = await call(api.user.bookmarks.toggle.$post({ json: { postId } }));
      setSaved(res.data.saved);
      void notify("success", res.data.saved ? m.page_fix_bookmark_saved() : m.page_fix_bookmark_removed());
      return true;
    });
    if (!done) setSaved(before);
  }

  return (
    <button
      type="button"
      className={`btn aria-pressed:border-accent aria-pressed:bg-accent-soft ${compact ? "px-2.5" : ""}`}
      aria-pressed={saved}
      aria-label={compact ? m.save_title({ title }) : undefined}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <LineIcon name="bookmark" filled={saved} />
      {!compact && ` ${saved ? m.saved() : m.save()}`}
    </button>
  );
}
