-- A mention told twice before this index (two edits of a comment handled at once): the first is kept.
DELETE FROM "notifications" n USING "notifications" o WHERE n."kind" = 'mention' AND o."kind" = 'mention' AND n."recipient_id" = o."recipient_id" AND n."comment_id" = o."comment_id" AND (o."created_at", o."id") < (n."created_at", n."id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_mention" ON "notifications" USING btree ("recipient_id","comment_id") WHERE "notifications"."kind" = 'mention';
