/** Shared by the e2e server and the tests: where it listens, where mail lands, and who exists. */
import { tmpdir } from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second site on loopback, for the fediverse journey (another server people follow). */
export const E2E_REMOTE_PORT = E2E_PORT + 1;
export const E2E_REMOTE_URL = `http://127.0.0.1:${E2E_REMOTE_PORT}`;
/** The author on the second site. */
export const REMOTE_AUTHOR = {
  id: "00000000-0000-4000-8000-0000000000f1",
  email: "hedy@remote.test",
  username: "hedy",
  firstName: "Hedy",
  lastName: "Lamarr",
  interests: ["science"],
} as const;
export const E2E_SECRET = "e2e-secret-that-is-at-least-32-characters";
/** The e2e server's SMTP server writes each message it receives here, one file per message. */
export const E2E_MAIL_DIR = path.join(tmpdir(), `inkwell-e2e-mail-${E2E_PORT}`);
export const E2E_PASSWORD = "correct horse battery staple";

export const FIXTURE_USERS = {
  ada: {
    id: "00000000-0000-4000-8000-000000000001",
    email: "ada@example.test",
    username: "ada",
    firstName: "Ada",
    lastName: "Lovelace",
    interests: ["science"],
  },
  grace: {
    id: "00000000-0000-4000-8000-000000000002",
    email: "grace@example.test",
    username: "grace",
    firstName: "Grace",
    lastName: "Hopper",
    interests: ["technology"],
  },
  /** The site's admin (moderation). */
  moira: {
    id: "00000000-0000-4000-8000-000000000003",
    email: "moira@example.test",
    username: "moira",
    firstName: "Moira",
    lastName: "Admin",
    interests: ["science"],
    role: "admin",
  },
} as const;
export type FixtureName = keyof typeof FIXTURE_USERS;
