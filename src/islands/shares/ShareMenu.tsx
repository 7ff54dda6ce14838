/** The share menu: plain links to each platform, a copied link and the device's share sheet, each recorded. */
import { m } from "../../i18n/m";
import { useStore } from "@nanostores/react";
import type { Ref } from "react";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import type { CountersStore } from "../../stores/post-counters";
import { SHARE_TARGETS, shareUrl, type SharePlatform } from "../../shared/share-links";

interface Props {
  store: CountersStore;
  url: string;
  title: string;
  /** The menu's element, so a dialog opening elsewhere can close it. */
  menu?: Ref<HTMLDetailsElement>;
}

export default function ShareMenu({ store, url, title, menu }: Props) {
  const post = useStore(store.$counters);
  async function record(platform: SharePlatform | "copy" | "native") {
    try {
      const res = await call(api.post.shares.$post({ json: { postId: post.postId, platform } }));
      store.shared(res.data.stats);
    } catch (err) {
      reportApiError(err);
    }
  }
  async function copyLink() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    void notify("success", m.link_copied());
    await record("copy");
  }
  async function nativeShare() {
    try {
      await navigator.share({ title, url });
      await record("native");
    } catch {
      // Dismissed: nothing was shared.
    }
  }
  return (
    <details className="relative" ref={menu}>
      <summary className="btn">
        {m.share()} <span data-testid="share-count">{post.stats.totalShares}</span>
      </summary>
      <ul className="card absolute z-30 mt-2 w-48 p-2 shadow-lg">
        {SHARE_TARGETS.map((t) => (
          <li key={t.platform}>
            <a
              className="block rounded-ui px-3 py-2 text-sm no-underline hover:bg-surface-2"
              href={shareUrl(t.platform, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void record(t.platform)}
            >
              {t.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="block w-full rounded-ui px-3 py-2 text-start text-sm hover:bg-surface-2"
            onClick={() => void copyLink()}
          >
            {m.copy_link()}
          </button>
        </li>
        {typeof navigator !== "undefined" && "share" in navigator && (
          <li>
            <button
              type="button"
              className="block w-full rounded-ui px-3 py-2 text-start text-sm hover:bg-surface-2"
              onClick={() => void nativeShare()}
            >
              {m.share_more()}
            </button>
          </li>
        )}
      </ul>
    </details>
  );
}
