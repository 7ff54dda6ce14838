DROP INDEX "posts_published_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at","id");