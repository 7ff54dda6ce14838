/**
 * Pictures in the size they are shown. Every stored image (`/uploads/<key>`) also answers at a few
 * fixed widths (`/uploads/w<width>/<key>`, made once with sharp on first request and kept), so a
 * 40 px avatar or a 160 px card cover does not download a 1,200 px file; pages name them in `srcset`.
 */
export const RESIZED_WIDTHS = [64, 128, 320, 640, 960] as const;
export type ResizedWidth = (typeof RESIZED_WIDTHS)[number];
const UPLOADS = "/uploads/";

/** A story's column is at most 48rem wide (`max-w-3xl`); narrower screens show its pictures full width. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** A wide picture (`#wide`) takes up to 72rem, a full one (`#full`) the whole window (global.css). */
export const WIDE_IMAGE_SIZES = "(min-width: 74rem) 72rem, 100vw";
export const FULL_IMAGE_SIZES = "100vw";

export const isResizedWidth = (n: number): n is ResizedWidth => (RESIZED_WIDTHS as readonly number[]).includes(n);

/** The stored key of an uploaded image's address, or null for anything else (another site, a data: URL). */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS)) return null;
  const key = url.slice(UPLOADS.length);
  return key && !key.includes("..") && !/^w\d+\//.test(key) ? key : null;
}

/** The address of `url` at `width` pixels wide (an image from elsewhere is left as it is). */
export function resizedUrl(url: string, width: ResizedWidth): string {
  const key = uploadKeyOf(url);
  return key ? `${UPLOADS}w${width}/${key}` : url;
}

/** A square picture shown `size` CSS pixels wide: one file for ordinary screens, one for dense ones. */
export function avatarSources(url: string, size: number): { src: string; srcset?: string } {
  const fit = (px: number) => RESIZED_WIDTHS.find((w) => w >= px);
  const one = fit(size);
  const two = fit(size * 2);
  if (!uploadKeyOf(url) || !one) return { src: url };
  return { src: resizedUrl(url, one), srcset: `${resizedUrl(url, one)} 1x, ${resizedUrl(url, two ?? one)} 2x` };
}

/**
 * A picture whose shown width depends on the layout (`sizes`, the CSS width it takes): the resized widths
 * below the original's own, and the original itself. Without the original's width only the resized
 * ones are offered; a picture too small to have any keeps its one address.
 */
export function responsiveSources(
  url: string,
  sizes: string,
  naturalWidth?: number,
): { src: string; srcset?: string; sizes?: string } {
  if (!uploadKeyOf(url)) return { src: url };
  const widths = RESIZED_WIDTHS.filter((w) => w >= 320 && (!naturalWidth || w < naturalWidth));
  // No smaller copy worth offering: the original alone.
  if (widths.length === 0) return { src: url };
  const entries = widths.map((w) => `${resizedUrl(url, w)} ${w}w`);
  if (naturalWidth) entries.push(`${url} ${naturalWidth}w`);
  return { src: naturalWidth ? url : resizedUrl(url, widths.at(-1)!), srcset: entries.join(", "), sizes };
}
