/**
 * `npm run seed -- [--users N] [--posts N]`: fills the configured database (DATA_DIR or DATABASE_URL)
 * with realistic demo content: people with pictures, bios and interests; published stories with
 * covers, tags, Markdown bodies and engagement. Stop the server first when using the embedded database.
 *
 * Demo accounts: demo1-<run>@example.com ... demoN-<run>@example.com (the last line names one), password
 * "demo passphrase". On an empty site demo1 is its admin (the first account of a site is); on a site
 * with accounts the last lines name the admins there are.
 */
import { parseArgs } from "node:util";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { loadConfig } from "../src/server/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { createAppContext } from "../src/server/context.ts";
import { createLogger } from "../src/server/logger.ts";
import { hashPassword } from "../src/server/auth/passwords.ts";
import { renderMarkdown } from "../src/server/content/markdown.ts";
import { slugBase } from "../src/server/content/slugs.ts";
import { escapeHtml } from "../src/server/content/escape-html.ts";
import { comments, follows, likes, posts, shares, users } from "../src/server/db/schema/index.ts";
import { eq } from "drizzle-orm";
import { corpus, DEMO_PASSWORD, pick, randomInt } from "./seed-corpus.ts";

const { values } = parseArgs({
  options: { users: { type: "string", default: "50" }, posts: { type: "string", default: "500" } },
});
const userCount = Math.max(1, Number(values.users));
const postCount = Math.max(0, Number(values.posts));
if (!Number.isInteger(userCount) || !Number.isInteger(postCount)) {
  console.error("Usage: npm run seed -- --users 50 --posts 500");
  process.exit(1);
}

function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  process.stderr.write(`\r${label.padEnd(8)} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total}`);
  if (done >= total) process.stderr.write("\n");
}

loadDotEnv();
const app = await createAppContext(loadConfig(), { logger: createLogger("warn") });
const uploads = app.services.uploads.dir;
const { db } = app.database;
const colours = ["#5443b8", "#1d4ed8", "#9c1f26", "#2f8f46", "#b35c00", "#0e7490", "#7c3aed", "#be185d"];

async function image(file: string, svg: string, format: "png" | "jpg") {
  const out = path.join(uploads, "seed", file);
  await mkdir(path.dirname(out), { recursive: true });
  const pipeline = sharp(Buffer.from(svg));
  await writeFile(
    out,
    format === "png" ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 80 }).toBuffer(),
  );
  return `/uploads/seed/${file}`;
}

// A handful of pictures, shared: a demo needs variety, not one file per row.
const avatars: string[] = [];
for (const [i, c] of colours.entries()) {
  avatars.push(
    await image(
      `avatar-${i}.png`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${c}"/><circle cx="128" cy="100" r="48" fill="#fff" opacity=".85"/><rect x="48" y="160" width="160" height="90" rx="45" fill="#fff" opacity=".85"/></svg>`,
      "png",
    ),
  );
}
const covers: string[] = [];
for (const [i, c] of colours.entries()) {
  const c2 = colours[(i + 3) % colours.length]!;
  covers.push(
    await image(
      `cover-${i}.jpg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="${200 + i * 110}" cy="315" r="180" fill="#fff" opacity=".12"/></svg>`,
      "jpg",
    ),
  );
}

const passwordHash = await hashPassword(DEMO_PASSWORD);
// The first account of a site is its admin (services/users.ts): on an empty site, that is demo1.
const emptySite = (await db.select({ id: users.id }).from(users).limit(1)).length === 0;
const stamp = Date.now().toString(36);
const people: { id: string }[] = [];
for (let start = 0; start < userCount; start += 200) {
  const batch = Array.from({ length: Math.min(200, userCount - start) }, (_, k) => {
    const n = start + k + 1;
    const first = pick(corpus.firstNames);
    const last = pick(corpus.lastNames);
    const username = `${first}${last}${n}_${stamp}`
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, "")
      .slice(0, 30);
    return {
      email: `demo${n}-${stamp}@example.com`,
      username,
      usernameKey: username,
      firstName: first,
      lastName: last,
      passwordHash,
      avatar: n % 5 === 0 ? null : avatars[n % avatars.length]!,
      bio: pick(corpus.bios),
      interests: [...new Set([pick(corpus.topics), pick(corpus.topics), pick(corpus.topics)])],
      role: emptySite && n === 1 ? ("admin" as const) : ("member" as const),
    };
  });
  people.push(...(await db.insert(users).values(batch).returning({ id: users.id })));
  progress("users", people.length, userCount);
}

// Render a few dozen bodies once and reuse them: rendering is per distinct text, not per row.
const bodies = await Promise.all(
  Array.from({ length: 40 }, () => corpus.body()).map(async (md) => ({ md, ...(await renderMarkdown(md)) })),
);
const yearMs = 365 * 24 * 3600 * 1000;
/** Distinct people other than `author`, at most `n` (fewer when the site is small). */
function others(author: number, n: number): number[] {
  const picked = new Set<number>();
  const want = Math.min(n, people.length - 1);
  while (picked.size < want) {
    const i = Math.floor(Math.random() * people.length);
    if (i !== author) picked.add(i);
  }
  return [...picked];
}
let done = 0;
let reactions = 0;
for (let start = 0; start < postCount; start += 500) {
  const size = Math.min(500, postCount - start);
  // Engagement is made of real rows, and the counters are the number of those rows.
  const plan = Array.from({ length: size }, (_, k) => {
    const n = start + k;
    const author = n % people.length;
    return {
      n,
      author,
      likers: others(author, randomInt(0, 8)),
      commenters: others(author, Math.random() < 0.35 ? randomInt(1, 3) : 0),
      sharers: others(author, randomInt(0, 2)),
    };
  });
  const batch = plan.map(({ n, author, likers, commenters, sharers }) => {
    const title = corpus.title();
    const template = bodies[n % bodies.length]!;
    // The shared body plus a paragraph of its own (plain words: its HTML is the escaped text).
    const note = corpus.fieldNote();
    const body = { ...template, md: `${template.md}\n\n${note}`, html: `${template.html}\n<p>${escapeHtml(note)}</p>` };
    const published = new Date(Date.now() - Math.random() * yearMs);
    const tags = [...new Set([pick(corpus.topics), pick(corpus.topics), pick(corpus.extraTags)])].slice(
      0,
      randomInt(1, 3),
    );
    return {
      authorId: people[author]!.id,
      slug: `${slugBase(title).slice(0, 60)}-${stamp}${n.toString(36)}`,
      title,
      subtitle: n % 3 === 0 ? null : pick(corpus.subtitles),
      content: body.md,
      contentHtml: body.html,
      excerpt: body.excerpt,
      readingTime: body.readingTime,
      coverUrl: n % 4 === 0 ? null : covers[n % covers.length]!,
      coverAlt: "An abstract pattern of colours",
      tags,
      status: "published" as const,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
      totalLikes: likers.length,
      totalComments: commenters.length,
      totalShares: sharers.length,
    };
  });
  const inserted = await db.insert(posts).values(batch).returning({ id: posts.id });
  const postId = (i: number) => inserted[i]!.id;
  const likeRows = plan.flatMap((p, i) => p.likers.map((u) => ({ userId: people[u]!.id, postId: postId(i) })));
  const commentRows = plan.flatMap((p, i) =>
    p.commenters.map((u) => ({ authorId: people[u]!.id, postId: postId(i), content: pick(corpus.comments) })),
  );
  const shareRows = plan.flatMap((p, i) =>
    p.sharers.map((u) => ({
      userId: people[u]!.id,
      postId: postId(i),
      platform: pick(["x", "copy", "email", "linkedin"] as const),
    })),
  );
  if (likeRows.length) await db.insert(likes).values(likeRows);
  if (commentRows.length) await db.insert(comments).values(commentRows);
  if (shareRows.length) await db.insert(shares).values(shareRows);
  reactions += likeRows.length + commentRows.length + shareRows.length;
  done += batch.length;
  progress("posts", done, postCount);
}

// Everyone follows a few others.
const followRows = people.flatMap((_, i) =>
  others(i, randomInt(0, 6)).map((j) => ({ followerId: people[i]!.id, followeeId: people[j]!.id })),
);
for (let i = 0; i < followRows.length; i += 2000)
  await db
    .insert(follows)
    .values(followRows.slice(i, i + 2000))
    .onConflictDoNothing();
console.log(
  `Seeded ${people.length} people, ${done} stories, ${reactions} likes, comments and shares, and ${followRows.length} follows.`,
);
if (emptySite) {
  console.log(
    `Sign in as demo1-${stamp}@example.com with "${DEMO_PASSWORD}": the site's admin (moderation at /moderation).`,
  );
} else {
  console.log(`Sign in as demo1-${stamp}@example.com with "${DEMO_PASSWORD}": a member.`);
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  console.log(
    admins.length
      ? `The site's admin: ${admins.map((a) => a.email).join(", ")} (the first account; ADMIN_EMAILS names more).`
      : "The site has no admin: name one with ADMIN_EMAILS and restart the server.",
  );
}
await app.close();
