/**
 * A story as an e-mail: HTML that reads well in common mail clients (one centred column, inline
 * styles, absolute links and images, the cover on top; mail-html.ts) and a plain-text part a
 * text-only reader can use (links with their addresses, numbered lists), each with the way out. A
 * story too long for Gmail (which clips past about 102 KB and hides the footer) goes as its
 * beginning and a "Read on the site" link.
 */
import { convert } from "html-to-text";
import addressparser from "nodemailer/lib/addressparser";
import { mailBody } from "./mail-html.ts";
import { m as msg } from "../../../paraglide/messages.js";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locale.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/** Plain text from HTML: paragraphs kept, entities read, links as `words (address)`, lists numbered. */
export function textOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { linkBrackets: ["(", ")"], hideLinkIfSameAsText: true } },
      { selector: "img", options: { linkBrackets: ["(", ")"] } },
      ...HEADINGS,
      { selector: "table", format: "dataTable" },
    ],
  }).trim();
}

export interface StoryMail {
  siteName: string;
  origin: string;
  /** MAIL_FROM: the site's sending address, with or without a name. */
  mailFrom: string;
  author: { id: string; firstName: string; lastName: string; username: string };
  story: {
    slug: string;
    title: string;
    subtitle: string | null;
    excerpt: string;
    /** The frame (buttons, footer) speaks the story's language: subscribers need no account to say theirs. */
    language?: Locale;
    contentHtml: string;
    coverUrl: string | null;
    coverAlt: string | null;
  };
  /** full: the whole story; summary: its subtitle or opening and a link. */
  content: "full" | "summary";
  unsubscribeUrl: string;
  /** RFC 8058's one-click address (a POST from the mail client). */
  oneClickUrl: string;
}

export interface StoryMessage {
  from: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  list: { id: { url: string; comment: string } };
}

/** The bare address of MAIL_FROM (`Inkwell <news@example.org>` or `news@example.org`). */
export function senderAddress(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  return first?.address || mailFrom;
}

/**
 * A story's mail body and its plain text are the same for every subscriber (only the way out differs):
 * made once per story and origin, not once per message. With 1,000 subscribers they were 1,000
 * parses of the story's HTML and 1,000 runs of html-to-text, a few ms each on the process's main
 * thread (the mixed load's longest waits, docs/benchmarks.md).
 */
const madeBodies = new Map<string, { full: ReturnType<typeof mailBody>; text: string }>();
const BODIES_KEPT = 8;
function bodyOf(contentHtml: string, origin: string) {
  const key = `${origin}\n${contentHtml}`;
  let made = madeBodies.get(key);
  if (!made) {
    const full = mailBody(contentHtml, origin);
    made = { full, text: textOf(full.html) };
    if (madeBodies.size >= BODIES_KEPT) madeBodies.delete(madeBodies.keys().next().value!);
    madeBodies.set(key, made);
  }
  return made;
}

/** Stands for the author's name while a sentence is escaped (never in a name: a control character). */
const NAME = "\u0001";

export function storyMail(m: StoryMail): StoryMessage {
  const byline = `${m.author.firstName} ${m.author.lastName}`.trim() || m.author.username;
  const url = `${m.origin}/post/${encodeURIComponent(m.story.slug)}`;
  const authorUrl = `${m.origin}/@${encodeURIComponent(m.author.username)}`;
  const summary = m.story.subtitle || m.story.excerpt;
  const lang = m.story.language ?? DEFAULT_LOCALE;
  const o = { locale: lang };
  const site = m.siteName;
  const button = (label: string) =>
    `<p style="margin:24px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif;font-size:16px">${label}</a></p>`;
  const cover = m.story.coverUrl
    ? `<img src="${escapeHtml(m.story.coverUrl.startsWith("/") ? m.origin + m.story.coverUrl : m.story.coverUrl)}" alt="${escapeHtml(m.story.coverAlt ?? "")}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:8px;margin:0 0 16px">`
    : "";
  // The author's name as a link, wherever the language puts it in the sentence.
  const linkedName = (sentence: string) =>
    escapeHtml(sentence).replace(
      NAME,
      `<a href="${escapeHtml(authorUrl)}" style="color:#52525b">${escapeHtml(byline)}</a>`,
    );
  const made = m.content === "full" ? bodyOf(m.story.contentHtml, m.origin) : null;
  const full = made?.full ?? null;
  const body = full
    ? `${full.html}${full.cut ? `<p style="margin:16px 0 0;color:#52525b">${escapeHtml(msg.nl_goes_on({}, o))}</p>${button(escapeHtml(msg.nl_read_on_site({}, o)))}` : ""}`
    : `<p>${escapeHtml(summary)}</p>${button(escapeHtml(msg.nl_read_story({}, o)))}`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.story.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;table-layout:fixed"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;table-layout:fixed"><tr><td style="padding:24px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#18181b;overflow-wrap:anywhere;word-wrap:break-word">
<p style="margin:0 0 8px;font-family:Arial,sans-serif;font-size:13px;color:#52525b">${linkedName(msg.author_on_site({ name: NAME, site }, o))}</p>
<h1 style="margin:0 0 8px;font-size:28px;line-height:1.25"><a href="${escapeHtml(url)}" style="color:#18181b;text-decoration:none">${escapeHtml(m.story.title)}</a></h1>
${m.story.subtitle && m.content === "full" ? `<p style="margin:0 0 16px;color:#52525b">${escapeHtml(m.story.subtitle)}</p>` : ""}
${cover}
${body}
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#52525b;max-width:600px;margin:16px auto 0">${escapeHtml(msg.nl_footer({ name: byline, site }, o))} <a href="${escapeHtml(m.unsubscribeUrl)}" style="color:#52525b">${escapeHtml(msg.nl_unsubscribe({}, o))}</a></p>
</td></tr></table>
</body></html>`;
  const text = [
    `${m.story.title}`,
    msg.nl_text_by({ name: byline, site }, o),
    "",
    made ? made.text : summary,
    "",
    full?.cut ? msg.nl_text_goes_on({ url }, o) : msg.nl_text_read({ url }, o),
    "",
    msg.nl_text_unsubscribe({ url: m.unsubscribeUrl }, o),
  ].join("\n");
  const host = new URL(m.origin).hostname;
  return {
    // The reader sees who wrote it; the address stays the site's own (SPF and DKIM are the site's).
    from: { name: msg.nl_via({ name: byline, site }, o), address: senderAddress(m.mailFrom) },
    subject: m.story.title,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${m.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    // By the author's id: a new username must not look like a new list to filters and mail clients.
    // nodemailer writes it (RFC 2919), encoding the name only where it needs to.
    list: { id: { url: `${m.author.id}.${host}`, comment: `${byline} on ${m.siteName}` } },
  };
}
