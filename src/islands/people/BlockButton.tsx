/** Block or unblock someone, after confirming; "Success!" (spec section 8). */
import { useState } from "react";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import { useHydrated } from "../forms/use-hydrated";

export default function BlockButton({
  userId,
  name,
  initiallyBlocked,
}: {
  userId: string;
  name: string;
  initiallyBlocked: boolean;
}) {
  const hydrated = useHydrated();
  const [blocked, setBlocked] = useState(initiallyBlocked);
  async function toggle() {
    const question = blocked
      ? `Unblock ${name}?`
      : `Block ${name}? You will stop following each other, neither of you can react to the other's stories, and you will no longer see theirs.`;
    if (!window.confirm(question)) return;
    try {
      const res = await call(api.user["toggle-block"].$post({ json: { userId } }));
      setBlocked(res.data.isBlocked);
      void notify("success", res.message ?? "Success!");
    } catch (err) {
      reportApiError(err);
    }
  }
  return (
    <button type="button" className="btn text-danger" disabled={!hydrated} onClick={() => void toggle()}>
      {blocked ? `Unblock` : "Block"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
