/**
 * Stories by e-mail in `npm run bench`: the production server on a fresh embedded database, a local
 * SMTP server, an author with BENCH_SUBSCRIBERS confirmed subscribers (default 10,000). Prints the
 * publish request's p50/p99 without subscribers and with them (the e-mails are queued after the
 * answer, so they should match), how long queueing the deliveries took, and the sending rate over
 * BENCH_SECONDS against NEWSLETTER_RATE_PER_MINUTE (BENCH_NEWSLETTER_RATE, default 3,000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtp } from "../support/smtp.ts";
import { percentile, signUp, startApp } from "./support.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATE = Number(process.env.BENCH_NEWSLETTER_RATE ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PUBLISHES = 10;

export async function newsletterBench(base: NodeJS.ProcessEnv) {
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-mail-"));
  const app = await startApp({
    ...base,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: String(RATE),
    NEWSLETTER_CHECK_MS: "200",
  });
  try {
    const token = await signUp(app.url, "Bench", "Author");
    const post = (route: string, body: unknown) =>
      fetch(`${app.url}/api${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    async function publishTimes(label: string): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < PUBLISHES; i++) {
        const start = performance.now();
        const res = await post("/post/create", {
          title: `${label} ${i}`,
          content: "A story worth sending.\n\n".repeat(20),
        });
        times.push(performance.now() - start);
        if (res.status !== 201) throw new Error(`publish answered ${res.status}`);
        // A second apart: the previous story's 10,000 deliveries are queued in between (one statement).
        await new Promise((r) => setTimeout(r, 1_000));
      }
      return times.sort((a, b) => a - b);
    }
    const without = await publishTimes("Quiet");
    const csv = `email\n${Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@bench.test`).join("\n")}\n`;
    const imported = await post("/user/subscribers/import", { csv, consented: true });
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}`);
    const startSending = smtp.inbox.length;
    const sendStart = performance.now();
    const withSubs = await publishTimes("Sent");
    await new Promise((r) => setTimeout(r, Math.max(0, SECONDS * 1000 - (performance.now() - sendStart))));
    const seconds = (performance.now() - sendStart) / 1000;
    const sent = smtp.inbox.length - startSending;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`\nStories by e-mail (embedded database, ${SUBSCRIBERS.toLocaleString("en")} confirmed subscribers)`);
    console.log(`| publish request | p50 | p99 |\n| --- | --- | --- |`);
    console.log(`| no subscribers | ${ms(percentile(without, 0.5))} | ${ms(percentile(without, 0.99))} |`);
    console.log(
      `| ${SUBSCRIBERS.toLocaleString("en")} subscribers | ${ms(percentile(withSubs, 0.5))} | ${ms(percentile(withSubs, 0.99))} |`,
    );
    console.log(
      `Sending: ${sent.toLocaleString("en")} e-mails in ${seconds.toFixed(1)} s = ${Math.round((sent / seconds) * 60).toLocaleString("en")}/min (configured ${RATE.toLocaleString("en")}/min)`,
    );
  } finally {
    await app.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
