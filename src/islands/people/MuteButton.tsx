/** Mute or unmute someone: one-sided and silent (they are not told), so no confirmation is asked. */
import { useState } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

export default function MuteButton({
  userId,
  name,
  initiallyMuted,
}: {
  userId: string;
  name: string;
  initiallyMuted: boolean;
}) {
  const hydrated = useHydrated();
  const [muted, setMuted] = useState(initiallyMuted);
  const { busy, run } = useSubmit();
  const toggle = () =>
    run(async () => {
      const res = await call(api.user["toggle-mute"].$post({ json: { userId } }));
      setMuted(res.data.isMuted);
      // What the API's English message says, in the reader's language.
      void notify("success", res.data.isMuted ? m.people_muted_done() : m.people_unmuted_done());
    });
  return (
    <button
      type="button"
      className="btn"
      aria-pressed={muted}
      disabled={!hydrated || busy}
      onClick={() => void toggle()}
    >
      {muted ? m.people_muted() : m.people_mute()}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
