CREATE TABLE "fediverse_actors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"handle" text NOT NULL,
	"domain" text NOT NULL,
	"url" text,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_domain_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_domain_blocks_unique" UNIQUE NULLS NOT DISTINCT("domain","user_id")
);
--> statement-breakpoint
CREATE TABLE "fediverse_followers" (
	"local" text NOT NULL,
	"follower_id" uuid NOT NULL,
	"follow_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_followers_local_follower_id_pk" PRIMARY KEY("local","follower_id")
);
--> statement-breakpoint
CREATE TABLE "fediverse_following" (
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"follow_id" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_following_user_id_target_id_pk" PRIMARY KEY("user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "fediverse_interactions" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"activity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_interactions_user_id_post_id_kind_pk" PRIMARY KEY("user_id","post_id","kind")
);
--> statement-breakpoint
CREATE TABLE "fediverse_keys" (
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_keys_owner_kind_pk" PRIMARY KEY("owner","kind")
);
--> statement-breakpoint
CREATE TABLE "fediverse_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fediverse_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"uri" text NOT NULL,
	"url" text,
	"name" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" jsonb NOT NULL,
	"ordering_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_reactions" (
	"post_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"activity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_reactions_post_id_actor_id_kind_pk" PRIMARY KEY("post_id","actor_id","kind")
);
--> statement-breakpoint
CREATE TABLE "fediverse_tombstones" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "fediverse_likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "fediverse_boosts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "ap_id" text;--> statement-breakpoint
ALTER TABLE "fediverse_actors" ADD CONSTRAINT "fediverse_actors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_domain_blocks" ADD CONSTRAINT "fediverse_domain_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_followers" ADD CONSTRAINT "fediverse_followers_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_following" ADD CONSTRAINT "fediverse_following_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_following" ADD CONSTRAINT "fediverse_following_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_interactions" ADD CONSTRAINT "fediverse_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_interactions" ADD CONSTRAINT "fediverse_interactions_post_id_fediverse_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."fediverse_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_posts" ADD CONSTRAINT "fediverse_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_reactions" ADD CONSTRAINT "fediverse_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_reactions" ADD CONSTRAINT "fediverse_reactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_actors_uri_unique" ON "fediverse_actors" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "fediverse_actors_domain_idx" ON "fediverse_actors" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "fediverse_domain_blocks_user_idx" ON "fediverse_domain_blocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fediverse_followers_follower_idx" ON "fediverse_followers" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "fediverse_following_target_idx" ON "fediverse_following" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "fediverse_kv_expires_idx" ON "fediverse_kv" USING btree ("expires_at") WHERE "fediverse_kv"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_posts_uri_unique" ON "fediverse_posts" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "fediverse_posts_author_idx" ON "fediverse_posts" USING btree ("author_id","published_at");--> statement-breakpoint
CREATE INDEX "fediverse_queue_due_idx" ON "fediverse_queue" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_ap_id_unique" ON "comments" USING btree ("ap_id");