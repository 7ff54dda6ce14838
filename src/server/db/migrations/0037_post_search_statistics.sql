-- The search vectors get no planner statistics. With them (ANALYZE: autovacuum on PostgreSQL, the
-- site's upkeep on the embedded database) a word in 10% of 20,000 stories was planned for 25 ms and
-- then read every row of post_search instead of the GIN indexes (a search 28 -> 44 ms p50). Without,
-- the planner's fixed estimate for text search keeps to the indexes.
ALTER TABLE "post_search" ALTER COLUMN "head" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "post_search" ALTER COLUMN "doc" SET STATISTICS 0;
