/** Where each share platform sends the reader (plain links: they work without JavaScript). */
/** Every platform a share is recorded for: the links below, a copied link and the device's own share sheet. */
export const SHARE_PLATFORMS = ["x", "facebook", "linkedin", "reddit", "whatsapp", "email", "copy", "native"] as const;

export type SharePlatform = "x" | "facebook" | "linkedin" | "reddit" | "whatsapp" | "email";

export const SHARE_TARGETS: { platform: SharePlatform; label: string }[] = [
  { platform: "x", label: "X" },
  { platform: "facebook", label: "Facebook" },
  { platform: "linkedin", label: "LinkedIn" },
  { platform: "reddit", label: "Reddit" },
  { platform: "whatsapp", label: "WhatsApp" },
  { platform: "email", label: "E-mail" },
];

export function shareUrl(platform: SharePlatform, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (platform) {
    case "x":
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "reddit":
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "email":
      return `mailto:?subject=${t}&body=${u}`;
  }
}
