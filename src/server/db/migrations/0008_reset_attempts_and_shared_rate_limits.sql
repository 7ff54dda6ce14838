CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "attempts_by" jsonb DEFAULT '{}'::jsonb NOT NULL;