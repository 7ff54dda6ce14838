/**
 * Search inside Postgres, the same on PGlite and PostgreSQL. Migration 0007 keeps `post_search` (one
 * narrow row per published post) and the vocabulary up to date with a trigger.
 *
 * Posts: the words typed become tsqueries built here from letters and digits only (so no input can
 * be read as tsquery syntax). Whole words match anywhere in the story; while the last word is being
 * typed it also matches as a prefix in titles, subtitles and tags. Title, subtitle and tag matches
 * come first, ranked by ts_rank; body-only matches follow, newest first. When nothing matches as
 * typed, each word is also tried as its nearest words from titles, subtitles and tags (pg_trgm),
 * and the answer says which query it used.
 * People: by name and username through a trigram index, so a misspelt name still finds them.
 * Nobody the reader blocked or who blocked the reader appears, in either list.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sqlArray } from "../db/sql.ts";
import type { Blocking } from "./blocks.ts";
import { posts, users } from "../db/schema/index.ts";
import { authorColumns, publicColumns, summaryColumns, toPublic, toSummary } from "../db/contract-shapes.ts";
import type { SearchPost, SearchQuery, SearchResults } from "../../shared/search.ts";
import type { PublicUser } from "../../shared/user.ts";
import { adjacentSwaps, markHighlights, queriesFor, queryWords, START, STOP, type Queries } from "./search-text.ts";

export { adjacentSwaps, markHighlights, queryWords, tsqueryText } from "./search-text.ts";

/** A correction must be at least this similar (pg_trgm similarity, 0..1). */
const CORRECTION_SIMILARITY = 0.4;
/** Names: how much of a name the query must resemble (pg_trgm word similarity, 0..1). */
const NAME_SIMILARITY = "0.45";
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const BODY_HEADLINE = `MaxFragments=2, MaxWords=24, MinWords=12, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`;

/** Escapes LIKE's wildcards so a query is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words' queries, and the whole query as a name (lower case, single spaces) for the authors. */
type Match = Queries & { name: string };

export function createSearchService(db: Db, blocking: Blocking) {
  // Stemmed in every story language (migration 0027): each story was indexed in its own.
  const ts = (text: string) => sql`story_tsquery(${text})`;

  /** Not by anyone on either side of a block with the reader (ids looked up once per search). */
  function visibleAuthor(hidden: readonly string[]): SQL {
    return hidden.length ? sql`s.author_id <> all(${sqlArray(hidden, "uuid")})` : sql`true`;
  }

  /**
   * Every match exactly once, with what ordering needs, as two disjoint scans: the stories whose
   * title, subtitle or tags hold every word (the last as a prefix while typing), ranked; and the
   * other stories holding every whole word anywhere. Both tests on the second part read only the
   * small `head` besides the index: no `or` (a prefix makes Postgres recheck each row, and
   * rechecking `doc` cost 6× more) and no de-duplication. A third part: the stories of an author
   * (owner or co-author) whose username or full name is the query, that the words did not find.
   */
  function matchRows(q: Match, hidden: readonly string[]): SQL {
    const head = ts(q.prefix ?? q.exact);
    const exact = ts(q.exact);
    // The trigram index on names narrows the people; the equality then keeps only the one named.
    // Looked up once (materialized), for both the stories they own and those they co-wrote.
    return sql`with named as materialized (
        select u.id from users u
        where lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like ${`%${likeLiteral(q.name)}%`}
          and (u.username_key = ${q.name} or lower(u.first_name || ' ' || u.last_name) = ${q.name}))
      select s.post_id, s.published_at, true as in_head, ts_rank(s.head, ${head}) as r
        from post_search s where s.head @@ ${head} and ${visibleAuthor(hidden)}
      union all
      select s.post_id, s.published_at, false, 0
        from post_search s where s.doc @@ ${exact} and not (s.head @@ ${head}) and ${visibleAuthor(hidden)}
      union all
      select s.post_id, s.published_at, false, 0
        from post_search s
        where s.post_id in (
            select p.id from posts p where p.author_id in (select id from named)
            union select pa.post_id from post_authors pa where pa.status = 'accepted' and pa.user_id in (select id from named))
          and not (s.head @@ ${head}) and not (s.doc @@ ${exact}) and ${visibleAuthor(hidden)}`;
  }

  async function countPosts(q: Match, hidden: readonly string[]): Promise<number> {
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${matchRows(q, hidden)}) m`);
    return Number(rows.rows[0]?.n ?? 0);
  }

  /**
   * The page's post ids and the total, in one pass over the matches: those with the words in the
   * title, subtitle or tags first, ranked by ts_rank over those (small, stored inline); then the
   * ones matching in the body alone, newest first.
   */
  async function matches(q: Match, paging: SearchQuery, hidden: readonly string[]) {
    const rows = await db.execute<{ post_id: string; total: number }>(sql`
      select m.post_id, count(*) over () as total from (${matchRows(q, hidden)}) m
      order by m.in_head desc, m.r desc, m.published_at desc, m.post_id
      limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`);
    const ids = rows.rows.map((r) => r.post_id);
    // Past the last page no row carries the total: count on its own.
    const total = rows.rows.length ? Number(rows.rows[0]!.total) : paging.page > 1 ? await countPosts(q, hidden) : 0;
    return { ids, total };
  }

  async function withDetails(q: Queries, ids: string[]): Promise<SearchPost[]> {
    if (!ids.length) return [];
    const query = ts(q.prefix ?? q.exact);
    const plainBody = sql`regexp_replace(left(${posts.content}, 20000), '[#>*_\`~|!\\[\\]]+|\\]\\([^)]*\\)', ' ', 'g')`;
    const rows = await db
      .select({
        post: summaryColumns,
        author: authorColumns,
        title: sql<string>`ts_headline(story_search_config(${posts.language}), ${posts.title}, ${query}, ${TITLE_HEADLINE})`,
        snippet: sql<string>`ts_headline(story_search_config(${posts.language}), ${plainBody}, ${query}, ${BODY_HEADLINE})`,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(inArray(posts.id, ids));
    const byId = new Map(rows.map((r) => [r.post.id, r]));
    return ids.flatMap((id): SearchPost[] => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          ...toSummary(r.post, r.author),
          highlight: { title: markHighlights(r.title), snippet: markHighlights(r.snippet) },
        },
      ];
    });
  }

  /** Nearest vocabulary words per query word (typos), best first. */
  async function corrections(words: string[]): Promise<Map<string, string[]>> {
    const candidates = words.filter((w) => w.length >= 4);
    const found = new Map<string, string[]>();
    if (!candidates.length) return found;
    const rows = await db.execute<{ input: string; word: string }>(sql`
      select w.input, s.word
      from unnest(${sqlArray(candidates, "text")}) as w(input)
      cross join lateral (
        select word from search_words
        where word % w.input and word <> w.input and similarity(word, w.input) >= ${CORRECTION_SIMILARITY}
        order by similarity(word, w.input) desc, word
        limit 2
      ) s`);
    // Two letters swapped ("feild") share too few trigrams with the word meant: try each swap exactly.
    const swaps = new Map<string, string>();
    for (const input of candidates) for (const variant of adjacentSwaps(input)) swaps.set(variant, input);
    const swapped = swaps.size
      ? await db.execute<{ word: string }>(
          sql`select word from search_words where word = any(${sqlArray([...swaps.keys()], "text")})`,
        )
      : { rows: [] };
    for (const { word } of swapped.rows) found.set(swaps.get(word)!, [word]);
    for (const { input, word } of rows.rows) {
      const mine = found.get(input) ?? [];
      if (!mine.includes(word)) found.set(input, [...mine, word].slice(0, 2));
    }
    return found;
  }

  /** Posts: the page and the total, or the total alone (`withPage` false, for the people tab). */
  async function findPosts(q: Match, paging: SearchQuery, hidden: readonly string[], withPage: boolean) {
    if (!withPage) return { total: await countPosts(q, hidden), list: [] };
    const { ids, total } = await matches(q, paging, hidden);
    return { total, list: await withDetails(q, ids) };
  }

  async function searchPosts(q: SearchQuery, words: string[], hidden: readonly string[], withPage: boolean) {
    const typing = !/\s$/.test(q.q);
    const name = q.q.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
    const asTyped = await findPosts(
      {
        ...queriesFor(
          words.map((w) => [w]),
          typing,
        ),
        name,
      },
      q,
      hidden,
      withPage,
    );
    if (asTyped.total > 0) return asTyped;
    const fixes = await corrections(words);
    if (!fixes.size) return asTyped;
    const expanded = {
      ...queriesFor(
        words.map((w) => [w, ...(fixes.get(w) ?? [])]),
        typing,
      ),
      name,
    };
    const fixed = await findPosts(expanded, q, hidden, withPage);
    if (!fixed.total) return asTyped;
    return { ...fixed, correctedQuery: words.map((w) => fixes.get(w)?.[0] ?? w).join(" ") };
  }

  async function searchUsers(
    q: SearchQuery,
    viewerId: string | null | undefined,
    hidden: readonly string[],
    withPage: boolean,
  ) {
    const text = q.q.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
    const haystack = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username})`;
    const where = and(
      sql`(${haystack} like ${`%${likeLiteral(text)}%`} or ${text} <% ${haystack})`,
      hidden.length ? sql`${users.id} <> all(${sqlArray(hidden, "uuid")})` : undefined,
      // People elsewhere are not listed among people here (decision 016).
      eq(users.remote, false),
    );
    // Settings below hold for this transaction only (set_config's third argument).
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY}, true)`);
      // The planner underrates the trigram operators and scans every person (40 ms at 5,000 people,
      // against 4 ms through the index): use the index, for this transaction only.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const list: PublicUser[] =
        withPage && total?.n
          ? (
              await tx
                .select(publicColumns(viewerId))
                .from(users)
                .where(where)
                .orderBy(
                  sql`(${users.usernameKey} = ${text}) desc`,
                  sql`word_similarity(${text}, ${haystack}) desc`,
                  users.username,
                )
                .limit(q.limit)
                .offset((q.page - 1) * q.limit)
            ).map(toPublic)
          : [];
      return { total: total?.n ?? 0, list };
    });
  }

  return {
    /**
     * Both totals always (the tabs show them); the lists only for the type asked (`all`: both).
     * A query with no letters or digits (only spaces, emoji, punctuation) finds nothing.
     */
    async search(q: SearchQuery, viewerId?: string | null): Promise<SearchResults> {
      const words = queryWords(q.q);
      const empty = { total: 0, list: [] };
      if (!words.length)
        return { posts: [], users: [], meta: { page: q.page, limit: q.limit, posts: empty, users: empty } };
      const hidden = await blocking.blockedEitherWayIds(viewerId);
      const [found, people] = await Promise.all([
        searchPosts(q, words, hidden, q.type !== "users"),
        searchUsers(q, viewerId, hidden, q.type !== "posts"),
      ]);
      return {
        posts: found.list,
        users: people.list,
        meta: {
          page: q.page,
          limit: q.limit,
          posts: { total: found.total },
          users: { total: people.total },
          ...("correctedQuery" in found && found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
        },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
