import { getPriority } from "node:os";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { smtpRefusal } from "./mailer.ts";
import { smtpThread } from "./smtp-thread.ts";
import { BACKGROUND_NICENESS } from "../thread-priority.ts";
import { threadNiceness } from "../../../tests/support/thread-niceness.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp(undefined, {
    refuse: (address) =>
      address.startsWith("gone@")
        ? { code: 550, message: "No such mailbox" }
        : address.startsWith("busy@")
          ? { code: 451, message: "Try again later" }
          : null,
  });
});
afterAll(() => smtp?.close());

const mail = (to: string) => ({
  to,
  from: "Inkwell <site@example.test>",
  subject: `For ${to}`,
  text: "A story, in words.",
  html: "<p>A story, in <em>words</em>.</p>",
  headers: { "List-Unsubscribe": "<https://example.test/unsubscribe/abc>" },
});

it("sends from a thread that starts with the first message and ends when there is nothing to send", async () => {
  const thread = smtpThread(`${smtp.url}?pool=true`, { idleMs: 200 });
  expect(thread.running).toBe(false);
  await Promise.all(["ada@example.test", "bob@example.test"].map((to) => thread.send(mail(to))));
  expect(thread.running).toBe(true);
  // It runs behind the main thread (thread-priority.ts).
  if (process.platform === "linux") expect(threadNiceness()).toContain(Math.max(getPriority(), BACKGROUND_NICENESS));
  const got = await smtp.waitFor("ada@example.test");
  expect(got.raw).toContain("Subject: For ada@example.test");
  expect(got.raw).toContain("List-Unsubscribe: <https://example.test/unsubscribe/abc>");
  expect(got.raw).toMatch(/multipart\/alternative/);
  await smtp.waitFor("bob@example.test");
  await expect.poll(() => thread.running).toBe(false);
  // A later message starts it again.
  await thread.send(mail("cy@example.test"));
  await smtp.waitFor("cy@example.test");
  thread.close();
  expect(thread.running).toBe(false);
});

it("brings a refusal back with the server's code: permanent (5xx) or worth another try (4xx)", async () => {
  const thread = smtpThread(`${smtp.url}?pool=true`);
  try {
    const gone = await thread.send(mail("gone@example.test")).catch((err: unknown) => err);
    expect(gone).toBeInstanceOf(Error);
    expect(smtpRefusal(gone)).toMatchObject({ permanent: true });
    expect((gone as { responseCode?: number }).responseCode).toBe(550);
    const busy = await thread.send(mail("busy@example.test")).catch((err: unknown) => err);
    expect(smtpRefusal(busy)).toMatchObject({ permanent: false });
    expect((busy as { responseCode?: number }).responseCode).toBe(451);
    // The thread goes on sending after a refusal.
    await thread.send(mail("dee@example.test"));
    await smtp.waitFor("dee@example.test");
  } finally {
    thread.close();
  }
});

it("answers the messages it is sending when asked to close, then ends", async () => {
  const slow = await startSmtp(undefined, { acceptDelayMs: 300 });
  try {
    const thread = smtpThread(`${slow.url}?pool=true`);
    const sent = thread.send(mail("eve@example.test"));
    thread.close();
    await expect(sent).resolves.toBeUndefined();
    expect(thread.running).toBe(false);
    await slow.waitFor("eve@example.test");
  } finally {
    await slow.close();
  }
});
