/**
 * Which site a link on its own line comes from, for the editor's embed card. The editor never asks
 * that site anything: the name comes from the address alone.
 */
const PROVIDERS: [RegExp, string][] = [
  [/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/, "YouTube"],
  [/(^|\.)vimeo\.com$/, "Vimeo"],
  [/^gist\.github\.com$/, "GitHub Gist"],
  [/(^|\.)codepen\.io$/, "CodePen"],
];

/** A fediverse post's address: /@user/123 (Mastodon and kin) or /notes/…, /objects/… */
const FEDIVERSE_PATH = /^\/(@[\w.-]+\/\d+|users\/[\w.-]+\/statuses\/\d+|notes\/\w+|objects\/[\w-]+)\/?$/;

export function embedProvider(url: string): string {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return "Link";
  }
  const host = address.hostname.toLowerCase();
  for (const [pattern, name] of PROVIDERS) if (pattern.test(host)) return name;
  if (FEDIVERSE_PATH.test(address.pathname)) return "Fediverse post";
  return host.replace(/^www\./, "");
}

/**
 * A bare http(s) address that reads back as the same link when written alone on a line: a host
 * name with a dot, no spaces, escapes or character references, no trailing punctuation (GFM leaves
 * that out of the link), and parentheses that pair up.
 */
export function isEmbeddable(url: string): boolean {
  const address = /^https?:\/\/[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#][^\s<>\\`"]*)?$/i;
  if (!address.test(url) || /&#?\w+;/.test(url) || /[.,:;!?*_~'"]$/.test(url)) return false;
  let depth = 0;
  for (const ch of url) {
    if (ch === "(") depth++;
    else if (ch === ")" && --depth < 0) return false;
  }
  return depth === 0;
}
