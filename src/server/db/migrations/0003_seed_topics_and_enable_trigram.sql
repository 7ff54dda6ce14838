-- The interests catalogue readers choose from and the editor suggests tags from.
INSERT INTO "topics" ("slug", "name") VALUES
  ('technology', 'Technology'),
  ('programming', 'Programming'),
  ('science', 'Science'),
  ('design', 'Design'),
  ('business', 'Business'),
  ('startups', 'Startups'),
  ('productivity', 'Productivity'),
  ('health', 'Health'),
  ('culture', 'Culture'),
  ('books', 'Books'),
  ('writing', 'Writing'),
  ('history', 'History'),
  ('politics', 'Politics'),
  ('travel', 'Travel'),
  ('food', 'Food'),
  ('music', 'Music'),
  ('film', 'Film'),
  ('education', 'Education'),
  ('finance', 'Finance'),
  ('environment', 'Environment')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- Trigram similarity for related posts and typo-tolerant search (trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
