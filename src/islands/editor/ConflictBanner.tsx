/** The choice a writer makes when the story changed elsewhere, or this device kept older unsaved text. */
import type { EditorFields } from "./local-copy";
import type { Banner } from "./use-post-session";

interface Props {
  banner: NonNullable<Banner>;
  keepMine: (local?: EditorFields) => Promise<void>;
  dismiss: () => void;
  useServerCopy: () => Promise<void>;
}

export function ConflictBanner({ banner, keepMine, dismiss, useServerCopy }: Props) {
  return (
    <div className="mb-4 rounded-ui border border-danger bg-surface p-4 text-sm" role="alert">
      {banner.kind === "changed-elsewhere" ? (
        <p className="mb-3">
          This story was changed on another device or tab since you opened it. Your text is still here and on this
          device.
        </p>
      ) : (
        <p className="mb-3">This device has writing you had not saved, from before this story was changed elsewhere.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void keepMine(banner.kind === "older-local-copy" ? banner.local.fields : undefined)}
        >
          Keep my version
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => (banner.kind === "older-local-copy" ? dismiss() : void useServerCopy())}
        >
          {banner.kind === "changed-elsewhere" ? "Load the newer version" : "Discard it"}
        </button>
      </div>
    </div>
  );
}
