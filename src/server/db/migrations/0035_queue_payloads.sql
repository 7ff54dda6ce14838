CREATE TABLE "fediverse_queue_payloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fediverse_queue" ADD COLUMN "payload_id" uuid;--> statement-breakpoint
CREATE INDEX "fediverse_queue_payload_idx" ON "fediverse_queue" USING btree ("payload_id") WHERE "fediverse_queue"."payload_id" is not null;