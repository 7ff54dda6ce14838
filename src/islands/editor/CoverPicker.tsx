/** The cover image: upload with a progress bar, alt text, remove. */
import type { ChangeEvent } from "react";
import { useImageUpload } from "../forms/use-image-upload";
import { POST_LIMITS } from "../../shared/limits";
import { m } from "../../i18n/m";

type Cover = { url: string; alt: string } | null;

export function CoverPicker({ cover, onChange }: { cover: Cover; onChange: (c: Cover) => void }) {
  const { progress, upload } = useImageUpload();
  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    const url = file && (await upload(file));
    if (url) onChange({ url, alt: cover?.alt ?? "" });
  }
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-medium">{m.rich_cover_image()}</legend>
      {cover && <img src={cover.url} alt={cover.alt} className="mb-2 max-h-56 rounded-ui object-cover" />}
      <div className="flex flex-wrap items-center gap-2">
        <label className="btn cursor-pointer">
          {progress !== null ? m.ed_uploading() : cover ? m.ed_change_cover() : m.ed_add_cover()}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            onChange={(e) => void onFile(e)}
            disabled={progress !== null}
            data-testid="cover-input"
          />
        </label>
        {cover && (
          <button type="button" className="btn" onClick={() => onChange(null)}>
            {m.ed_remove_cover()}
          </button>
        )}
      </div>
      {progress !== null && (
        <progress className="mt-2 block w-full" max={1} value={progress} aria-label={m.rich_cover_progress()} />
      )}
      {cover && (
        <div className="mt-2">
          <label htmlFor="cover-alt" className="mb-1 block text-sm">
            {m.ed_cover_alt()}
          </label>
          <input
            id="cover-alt"
            className="field"
            maxLength={POST_LIMITS.coverAltMax}
            value={cover.alt}
            onChange={(e) => onChange({ ...cover, alt: e.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
