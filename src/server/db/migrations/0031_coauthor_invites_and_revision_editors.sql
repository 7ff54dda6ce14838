ALTER TABLE "post_revisions" ADD COLUMN "editor_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "coauthor_invite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;