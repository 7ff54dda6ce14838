ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Search by the story's language (issue 39): each story's words are stemmed with the configuration
-- of its language (a French story's "chevaux" is stored as "cheval"); Japanese and Arabic have no
-- stemmer in PostgreSQL and keep their words as written ('simple').
CREATE FUNCTION "story_search_config"(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE lang
    WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'es' THEN 'spanish'
    WHEN 'pt-BR' THEN 'portuguese' ELSE 'simple' END)::regconfig
$$;
--> statement-breakpoint
-- What a reader types, stemmed in every story language at once: a story matches when it holds every
-- word as its own language stems them. Constant for a query, so the GIN indexes still answer.
CREATE FUNCTION "story_tsquery"(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('english', q) || to_tsquery('french', q) || to_tsquery('german', q)
    || to_tsquery('spanish', q) || to_tsquery('portuguese', q) || to_tsquery('simple', q)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "posts_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_words tsvector;
  cfg regconfig;
BEGIN
  IF NEW.status <> 'published' THEN
    DELETE FROM post_search WHERE post_id = NEW.id;
    RETURN NULL;
  END IF;
  cfg := story_search_config(NEW.language);
  head_words :=
    setweight(to_tsvector(cfg, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector(cfg, coalesce(NEW.subtitle, '')), 'B') ||
    setweight(to_tsvector(cfg, array_to_string(NEW.tags, ' ')), 'B');
  INSERT INTO post_search (post_id, author_id, published_at, head, doc)
  VALUES (
    NEW.id, NEW.author_id, coalesce(NEW.published_at, NEW.created_at), head_words,
    strip(head_words) || strip(to_tsvector(cfg, left(NEW.content, 200000)))
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
DROP TRIGGER "posts_search_sync" ON "posts";
--> statement-breakpoint
CREATE TRIGGER "posts_search_sync" AFTER INSERT OR UPDATE OF "title", "subtitle", "tags", "content", "status", "published_at", "language"
  ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search_sync"();
