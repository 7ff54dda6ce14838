-- Search, kept up to date by the database itself (triggers), never by application code.

-- Posts: one weighted document per row. Title A, subtitle and tags B, body C.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
-- The words of published titles, subtitles and tags: the vocabulary typos are corrected against.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "posts_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.subtitle, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', left(NEW.content, 200000)), 'C');
  IF NEW.status = 'published' THEN
    -- Sorted, so concurrent publishers take the same keys in the same order (no deadlock).
    INSERT INTO search_words ("word")
      SELECT DISTINCT w FROM regexp_split_to_table(
        lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.subtitle, '') || ' ' || array_to_string(NEW.tags, ' ')),
        '[^[:alnum:]]+'
      ) AS w
      WHERE length(w) BETWEEN 3 AND 40
      ORDER BY w
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_refresh" BEFORE INSERT OR UPDATE OF "title", "subtitle", "tags", "content", "status"
  ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search_refresh"();
--> statement-breakpoint
UPDATE "posts" SET "title" = "title";
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector") WHERE "status" = 'published';
--> statement-breakpoint
-- People: by name and username, typo-tolerant through trigrams.
CREATE INDEX "users_search_trgm_idx" ON "users"
  USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "username")) gin_trgm_ops);
