/** From the log: show a hidden story again, or lift a suspension still running, saying why. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

export default function UndoAction({ undo, id }: { undo: "restore" | "unsuspend"; id: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), "reason");
    await run(async () => {
      if (undo === "restore")
        await call(api.moderation.posts[":postId"].restore.$post({ param: { postId: id }, json: { reason } }));
      else await call(api.moderation.users[":userId"].unsuspend.$post({ param: { userId: id }, json: { reason } }));
      // What the API's English message says, in the reader's language.
      const said = undo === "restore" ? m.mod_restored() : m.mod_unsuspended();
      setDone(said);
      void notify("success", said);
    });
  }

  if (done) return <p role="status">{done}</p>;
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-2 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field label={m.mod_undo_reason()} name="reason" maxLength={500} autoComplete="off" error={errors.reason} />
      </div>
      <button type="submit" className="btn mb-4" disabled={!hydrated || busy}>
        {undo === "restore" ? m.mod_show_again() : m.mod_lift_suspension()}
      </button>
    </form>
  );
}
