/** Mute or unmute someone: one-sided and silent (they are not told), so no confirmation is asked. */
import { useState } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
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
      void notify("success", res.message ?? "Done");
    });
  return (
    <button
      type="button"
      className="btn"
      aria-pressed={muted}
      disabled={!hydrated || busy}
      onClick={() => void toggle()}
    >
      {muted ? "Muted" : "Mute"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
