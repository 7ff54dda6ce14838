/** Block or unblock someone, after confirming; "Success!" (spec section 8). */
import { useState } from "react";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
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
    const question = blocked ? m.people_confirm_unblock({ name }) : m.people_confirm_block({ name });
    if (!window.confirm(question)) return;
    try {
      const res = await call(api.user["toggle-block"].$post({ json: { userId } }));
      setBlocked(res.data.isBlocked);
      // The API's "Success!" in the reader's language.
      void notify("success", m.people_block_done());
    } catch (err) {
      reportApiError(err);
    }
  }
  return (
    <button type="button" className="btn text-danger" disabled={!hydrated} onClick={() => void toggle()}>
      {blocked ? m.people_unblock() : m.people_block()}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
