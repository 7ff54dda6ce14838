/**
 * What a moderator's decision on a reported story or comment shares: a reason, the decision buttons
 * (each a submit button whose value names the decision), a toast, and then the row saying what was
 * decided. `decide` makes the call and answers what to say (in the reader's language), or null when
 * nothing was done.
 */
import { useState, type ReactNode, type SubmitEvent } from "react";
import { notify } from "../../client/toast";
import { Field } from "../forms/Field";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit, type FieldErrors } from "../forms/use-submit";

export function DecisionForm({
  reasonLabel,
  decide,
  children,
}: {
  reasonLabel: string;
  decide: (decision: string, form: FormData) => Promise<string | null>;
  children: (state: { disabled: boolean; errors: FieldErrors }) => ReactNode;
}) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const decision = (event.nativeEvent.submitter as HTMLButtonElement | null)?.value;
    if (!decision) return;
    const form = new FormData(event.currentTarget);
    await run(async () => {
      const message = await decide(decision, form);
      if (message === null) return;
      setDone(message);
      void notify("success", message);
    });
  }

  if (done) {
    return (
      <p className="mt-3 text-sm font-semibold" role="status">
        {done}
      </p>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-3">
      <Field label={reasonLabel} name="reason" maxLength={500} autoComplete="off" error={errors.reason} />
      {children({ disabled: !hydrated || busy, errors })}
    </form>
  );
}
