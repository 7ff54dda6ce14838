/**
 * A story as an e-mail: HTML that reads well in common mail clients (one centred column, inline
 * styles, absolute links and images, the cover on top) and a plain-text part, each with the way out.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Relative links and pictures in the story's (already sanitised) HTML, made absolute, with inline styles. */
function forMail(html: string, origin: string): string {
  return html
    .replace(/(href|src)="\//g, `$1="${origin}/`)
    .replace(/<img /g, '<img style="max-width:100%;height:auto;border:0" ')
    .replace(/<pre>/g, '<pre style="white-space:pre-wrap;background:#f4f4f5;padding:12px;border-radius:6px">')
    .replace(/<blockquote>/g, '<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #d4d4d8">')
    .replace(/<a /g, '<a style="color:#2563eb" ');
}

/** Plain text from the story's HTML: paragraphs kept, tags gone, entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre)[^>]*>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<[^>]+>/g, "")
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " })[e]!,
    )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface StoryMail {
  siteName: string;
  origin: string;
  author: { firstName: string; lastName: string; username: string };
  story: {
    slug: string;
    title: string;
    subtitle: string | null;
    excerpt: string;
    contentHtml: string;
    coverUrl: string | null;
    coverAlt: string | null;
  };
  /** full: the whole story; summary: its subtitle or opening and a link. */
  content: "full" | "summary";
  unsubscribeUrl: string;
}

export function storyMail(m: StoryMail): { subject: string; html: string; text: string } {
  const byline = `${m.author.firstName} ${m.author.lastName}`.trim();
  const url = `${m.origin}/post/${encodeURIComponent(m.story.slug)}`;
  const authorUrl = `${m.origin}/@${encodeURIComponent(m.author.username)}`;
  const summary = m.story.subtitle || m.story.excerpt;
  const cover = m.story.coverUrl
    ? `<img src="${escapeHtml(m.story.coverUrl.startsWith("/") ? m.origin + m.story.coverUrl : m.story.coverUrl)}" alt="${escapeHtml(m.story.coverAlt ?? "")}" width="600" style="width:100%;max-width:600px;height:auto;border:0;border-radius:8px;margin-bottom:16px">`
    : "";
  const body =
    m.content === "full"
      ? forMail(m.story.contentHtml, m.origin)
      : `<p>${escapeHtml(summary)}</p><p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Read the story</a></p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.story.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#18181b">
<p style="margin:0 0 8px;font-family:Arial,sans-serif;font-size:13px;color:#52525b"><a href="${escapeHtml(authorUrl)}" style="color:#52525b">${escapeHtml(byline)}</a> on ${escapeHtml(m.siteName)}</p>
<h1 style="margin:0 0 8px;font-size:28px;line-height:1.25"><a href="${escapeHtml(url)}" style="color:#18181b;text-decoration:none">${escapeHtml(m.story.title)}</a></h1>
${m.story.subtitle && m.content === "full" ? `<p style="margin:0 0 16px;color:#52525b">${escapeHtml(m.story.subtitle)}</p>` : ""}
${cover}
${body}
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#52525b;max-width:600px;margin:16px auto 0">You get this because you subscribed to ${escapeHtml(byline)} on ${escapeHtml(m.siteName)}. <a href="${escapeHtml(m.unsubscribeUrl)}" style="color:#52525b">Unsubscribe</a></p>
</td></tr></table>
</body></html>`;
  const text = [
    `${m.story.title}`,
    `by ${byline} on ${m.siteName}`,
    "",
    m.content === "full" ? textOf(m.story.contentHtml) : summary,
    "",
    `Read it on the site: ${url}`,
    "",
    `Unsubscribe: ${m.unsubscribeUrl}`,
  ].join("\n");
  return { subject: m.story.title, html, text };
}
