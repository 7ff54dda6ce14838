import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createMailer } from "./mailer.ts";
import { resetCodeMail } from "./messages.ts";

function outboxMailer(nodeEnv: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-mail-"));
  const lines: string[] = [];
  const logger: Logger = { debug: () => {}, info: (m) => lines.push(m), warn: () => {}, error: () => {} };
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: nodeEnv, AUTH_SECRET: "s".repeat(48) });
  return { mailer: createMailer(config, logger), lines, outbox: path.join(dir, "outbox") };
}

describe("the outbox mailer (no SMTP_URL)", () => {
  for (const env of ["production", "development"])
    it(`in ${env}, logs where an e-mail went but never its address or words (a reset code stays out of the log)`, async () => {
      const { mailer, lines, outbox } = outboxMailer(env);
      await mailer.send(resetCodeMail("ada@example.test", "Inkwell", "123456"));
      expect(lines.join("\n")).not.toContain("123456");
      expect(lines.join("\n")).not.toContain("ada@example.test");
      const [file] = readdirSync(outbox);
      expect(lines.join("\n")).toContain(file);
      expect(readFileSync(path.join(outbox, file!), "utf8")).toContain("Your code is: 123456");
    });
});
