/**
 * Import stories: Markdown files (front matter welcome), Medium's HTML posts, or a zip of either (a
 * Medium export, our own data download). Every story becomes a draft; the answer lists what came in
 * and why anything did not.
 */
import { useId, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { FieldMessage } from "../forms/Field";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";

/** 8 MB: what the server takes of one archive. */
const MAX_BYTES = 8 * 1024 * 1024;

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface Outcome {
  imported: { file: string; post: { _id: string; title: string } }[];
  skipped: { file: string; reason: string }[];
}

export default function ImportForm() {
  const hydrated = useHydrated();
  const inputId = useId();
  const { busy, errors, setErrors, run } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("files") as HTMLInputElement;
    const chosen = [...(input.files ?? [])];
    if (chosen.length === 0) return setErrors({ files: m.ed_import_choose() });
    const big = chosen.find((f) => f.size > MAX_BYTES);
    if (big) return setErrors({ files: m.ed_import_too_big({ name: big.name }) });
    await run(async () => {
      const files = await Promise.all(
        chosen.map(async (f) =>
          /\.zip$/i.test(f.name)
            ? { name: f.name, base64: base64(await f.arrayBuffer()) }
            : { name: f.name, text: await f.text() },
        ),
      );
      const res = await call(api.post.import.$post({ json: { files } }));
      setOutcome(res.data);
      // The API speaks English (clients rely on it); the reader gets its sentence in their language.
      const count = res.data.imported.length;
      void notify(count ? "success" : "error", count ? m.ed_import_done(counted(count)) : m.ed_import_nothing());
    });
  }

  return (
    <details className="card mb-6 p-4">
      <summary className="cursor-pointer font-semibold">{m.ed_import_title()}</summary>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-3">
        <p className="text-sm">{m.ed_import_intro()}</p>
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {m.ed_import_files()}
          </label>
          <input
            id={inputId}
            name="files"
            type="file"
            multiple
            accept=".md,.markdown,.html,.htm,.zip"
            aria-invalid={errors.files ? true : undefined}
            className="text-sm"
          />
          <FieldMessage error={errors.files} />
        </div>
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          {busy ? m.ed_importing() : m.ed_import()}
        </button>
      </form>
      {outcome && (
        <div className="mt-4 text-sm" role="status">
          {outcome.imported.length > 0 && (
            <>
              <p className="font-semibold">{m.ed_imported_as_drafts()}</p>
              <ul className="mb-2 list-disc pl-6">
                {outcome.imported.map((i) => (
                  <li key={i.post._id}>
                    <a href={`/edit-post?id=${i.post._id}`}>{i.post.title || i.file}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {outcome.skipped.length > 0 && (
            <>
              <p className="font-semibold">{m.ed_import_left_out()}</p>
              <ul className="list-disc pl-6">
                {outcome.skipped.map((s) => (
                  <li key={s.file}>
                    {s.file}: {s.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </details>
  );
}
