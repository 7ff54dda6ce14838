/** The choice a writer makes when the story changed elsewhere, or this device kept older unsaved text. */
import type { EditorFields } from "./local-copy";
import type { Banner } from "./use-post-session";
import { m } from "../../i18n/m";

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
        <p className="mb-3">{m.ed_conflict_elsewhere()}</p>
      ) : (
        <p className="mb-3">{m.ed_conflict_local()}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void keepMine(banner.kind === "older-local-copy" ? banner.local.fields : undefined)}
        >
          {m.ed_keep_mine()}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => (banner.kind === "older-local-copy" ? dismiss() : void useServerCopy())}
        >
          {banner.kind === "changed-elsewhere" ? m.ed_load_newer() : m.ed_discard()}
        </button>
      </div>
    </div>
  );
}
