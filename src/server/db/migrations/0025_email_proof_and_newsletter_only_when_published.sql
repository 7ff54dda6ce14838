ALTER TABLE "posts" ALTER COLUMN "newsletter" SET DEFAULT 'skipped';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Only a first publication sets `waiting` from now on: drafts, and published stories left waiting
-- longer than any sender takes (seeded, imported, moved), are never e-mailed.
UPDATE "posts" SET "newsletter" = 'skipped' WHERE "newsletter" = 'waiting' AND ("status" <> 'published' OR "published_at" < now() - interval '1 hour');--> statement-breakpoint
-- Earlier proofs that an address is its account's: a sign-in link used, a reset code used, Google's word.
UPDATE "users" SET "email_verified_at" = now() WHERE "google_sub" IS NOT NULL OR "id" IN (SELECT "user_id" FROM "sign_in_links" WHERE "used_at" IS NOT NULL) OR "id" IN (SELECT "user_id" FROM "password_resets" WHERE "used_at" IS NOT NULL);--> statement-breakpoint
-- A one-step subscription with an address nobody proved gets nothing until it is confirmed by link.
UPDATE "subscribers" SET "status" = 'pending', "consent" = NULL, "confirmed_at" = NULL WHERE "consent" = 'account' AND "status" = 'confirmed' AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL);
