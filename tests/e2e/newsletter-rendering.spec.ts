/**
 * A story e-mail as a phone's mail client shows it: the message the real SMTP server received,
 * parsed (mailparser), its HTML rendered by Chromium at 600 and 375 px. A long code line and a
 * picture must not widen it past the screen, and every picture must load. Screenshots of both widths
 * go to screens/ (not committed) for a person to look at.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { expect, newPerson, proveAddress, readMail, test } from "./fixtures.ts";

const SCREENS = path.resolve(import.meta.dirname, "../../screens");

test("a story e-mail with a long code line and a picture fits a phone's screen, pictures loaded", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Grace", "Hopper");
  const reader = await newPerson(browser, "Ida", "Reader");
  await proveAddress(reader.context, reader.email);
  const subscribed = await reader.context.request.post("/api/subscriptions", { data: { author: author.me.username } });
  expect(subscribed.status()).toBe(201);

  // A wide picture, uploaded as the editor does (a signed PUT).
  const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: "#2f6f9f" } })
    .png()
    .toBuffer();
  const qs = new URLSearchParams({ fileName: "wide.png", contentType: "image/png", size: String(png.length) });
  const signed = (await (await author.context.request.get(`/api/uploads/presigned-url?${qs}`)).json()).data as {
    uploadUrl: string;
    fileUrl: string;
  };
  const put = await author.context.request.put(signed.uploadUrl, {
    headers: { "content-type": "image/png" },
    data: png,
  });
  expect(put.status()).toBe(201);

  const title = `Wide ${Date.now()}`;
  const content = [
    "## Setting up",
    "",
    "Run this once, then read [the notes](https://example.org/a/very/long/address/that/goes/on/and/on/and/on/without/any/break).",
    "",
    "```sh",
    `curl -fsSL https://example.org/install.sh | INSTALL_DIR=/opt/inkwell/releases/${"x".repeat(180)} sh -s -- --yes`,
    "```",
    "",
    `![The dashboard](${signed.fileUrl})`,
    "",
    "1. First",
    "2. Second",
  ].join("\n");
  const res = await author.context.request.post("/api/post/create", { data: { title, content } });
  expect(res.status()).toBe(201);

  const raw = await readMail(reader.email, new RegExp(`Subject: ${title}`));
  const mail = await simpleParser(raw);
  expect(mail.html).toBeTruthy();
  mkdirSync(SCREENS, { recursive: true });

  for (const width of [600, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.setContent(mail.html as string, { waitUntil: "load" });
    const fit = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      pictures: [...document.images].map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 })),
      // Every element's right edge, to name the one that sticks out if any does.
      widest: [...document.querySelectorAll("body *")]
        .map((el) => ({ tag: el.tagName, right: Math.round(el.getBoundingClientRect().right) }))
        .sort((a, b) => b.right - a.right)[0],
    }));
    expect(fit.page, `${width} px: ${JSON.stringify(fit.widest)}`).toBeLessThanOrEqual(fit.viewport);
    expect(fit.widest!.right).toBeLessThanOrEqual(fit.viewport);
    expect(fit.pictures.length).toBeGreaterThan(0);
    expect(fit.pictures.filter((p) => !p.loaded)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, `story-mail-${width}.png`), fullPage: true });
    await page.close();
  }
  // The text part keeps the link's address.
  expect(mail.text).toMatch(/the notes\s+\(https:\/\/example\.org\/a\/very\/long\/address\S+\)/);
  await author.context.close();
  await reader.context.close();
});
