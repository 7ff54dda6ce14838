-- Search, kept up to date by the database itself (a trigger on posts), never by application code.
--
-- post_search holds one narrow row per published post: the words of its title, subtitle and tags
-- (`head`, weights A and B, small and stored inline, used for ranking and for prefix matching while
-- someone types) and of the whole story (`doc`, used for matching only, so without positions or
-- weights, which halves it). Counting and ranking thousands of matches then reads this table, not
-- the posts themselves. Drafts never have a row, so search cannot leak them.
CREATE TABLE "post_search" (
	"post_id" uuid PRIMARY KEY NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
	"author_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"head" tsvector NOT NULL,
	"doc" tsvector NOT NULL
);
--> statement-breakpoint
-- Bodies out of line, uncompressed: rows that counting visits stay narrow (about 40 to a page
-- instead of 7), and matching never needs `doc` itself (the GIN index answers, no recheck).
ALTER TABLE "post_search" ALTER COLUMN "doc" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE INDEX "post_search_doc_idx" ON "post_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "post_search_head_idx" ON "post_search" USING gin ("head");
--> statement-breakpoint
CREATE INDEX "post_search_recent_idx" ON "post_search" ("published_at");
--> statement-breakpoint
-- The words of published titles, subtitles and tags: the vocabulary typos are corrected against.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "posts_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_words tsvector;
BEGIN
  IF NEW.status <> 'published' THEN
    DELETE FROM post_search WHERE post_id = NEW.id;
    RETURN NULL;
  END IF;
  head_words :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.subtitle, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B');
  INSERT INTO post_search (post_id, author_id, published_at, head, doc)
  VALUES (
    NEW.id, NEW.author_id, coalesce(NEW.published_at, NEW.created_at), head_words,
    strip(head_words) || strip(to_tsvector('english', left(NEW.content, 200000)))
  )
  ON CONFLICT (post_id) DO UPDATE SET
    author_id = EXCLUDED.author_id, published_at = EXCLUDED.published_at, head = EXCLUDED.head, doc = EXCLUDED.doc;
  -- Sorted, so concurrent publishers take the same keys in the same order (no deadlock).
  INSERT INTO search_words ("word")
    SELECT DISTINCT w FROM regexp_split_to_table(
      lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.subtitle, '') || ' ' || array_to_string(NEW.tags, ' ')),
      '[^[:alnum:]]+'
    ) AS w
    WHERE length(w) BETWEEN 3 AND 40
    ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_sync" AFTER INSERT OR UPDATE OF "title", "subtitle", "tags", "content", "status", "published_at"
  ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search_sync"();
--> statement-breakpoint
-- Stories published before this migration.
UPDATE "posts" SET "title" = "title" WHERE "status" = 'published';
--> statement-breakpoint
-- People: by name and username, typo-tolerant through trigrams.
CREATE INDEX "users_search_trgm_idx" ON "users"
  USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "username")) gin_trgm_ops);
