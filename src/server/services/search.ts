/**
 * Search inside Postgres, the same on PGlite and PostgreSQL. Migration 0007 keeps `post_search` (one
 * narrow row per published post) and the vocabulary up to date with a trigger.
 *
 * Posts: the words typed become tsqueries built here from letters and digits only (so no input can
 * be read as tsquery syntax). Whole words match anywhere in the story; while the last word is being
 * typed it also matches as a prefix in titles, subtitles and tags. Title, subtitle and tag matches
 * come first, ranked by ts_rank; body-only matches follow, newest first. When nothing matches as
 * typed, each word is also tried as its nearest words from titles, subtitles and tags (pg_trgm),
 * and the answer says which query it used. A query matching more than SEARCH_MATCH_LIMIT stories
 * (a common word on a large site) is answered from its newest matches only: see `matches`.
 * People: by name and username through a trigram index, so a misspelt name still finds them.
 * Nobody the reader blocked or who blocked the reader appears, in either list.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sqlArray } from "../db/sql.ts";
import type { Blocking } from "./blocks.ts";
import { createTtlCache } from "../cache/ttl-cache.ts";
import { posts, users } from "../db/schema/index.ts";
import { authorColumns, publicColumns, summaryColumns, toPublic, toSummary } from "../db/contract-shapes.ts";
import type { SearchPost, SearchQuery, SearchResults } from "../../shared/search.ts";
import type { PublicUser } from "../../shared/user.ts";
import { adjacentSwaps, markHighlights, queriesFor, queryWords, START, STOP, type Queries } from "./search-text.ts";

export { adjacentSwaps, markHighlights, queryWords, tsqueryText } from "./search-text.ts";

/**
 * How many matching stories a search ranks and counts at most. Counting and ranking every match
 * visits each one's row: a word in every story's body took 114 ms on 100,000 stories against 14 ms
 * on 2,000. Past this many, the answer ranks the matches among the newest stories holding at least
 * this many, and says its total is a lower bound (as Elasticsearch counts to 10,000, then "or more").
 */
export const SEARCH_MATCH_LIMIT = 200;
/** Where a window of the newest stories starts may be this old (a story published since falls inside it). */
const WINDOW_TTL_MS = 60_000;

/** A correction must be at least this similar (pg_trgm similarity, 0..1). */
const CORRECTION_SIMILARITY = 0.4;
/** Names: how much of a name the query must resemble (pg_trgm word similarity, 0..1). */
const NAME_SIMILARITY = "0.45";
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const BODY_HEADLINE = `MaxFragments=2, MaxWords=24, MinWords=12, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`;

/** Escapes LIKE's wildcards so a query is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A count of matching stories: `exact` false when more match than were counted. */
type PostTotal = { total: number; exact: boolean };

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
  function matchRows(q: Match, hidden: readonly string[], since?: string, perRow = false): SQL {
    const head = ts(q.prefix ?? q.exact);
    const exact = ts(q.exact);
    // Within a window of the newest stories: the published_at index's bitmap is ANDed with the words'.
    const recent = since ? sql`s.published_at >= ${since}::timestamptz` : sql`true`;
    // `perRow`, for a small window: each of its rows is tested, rather than all the words' matches
    // taken from the text indexes first (a word in every story: 100,000 of them, about 10 ms).
    // `is true` is not something an index answers.
    const matched = (doc: SQL, query: SQL) => (perRow ? sql`(${doc} @@ ${query}) is true` : sql`${doc} @@ ${query}`);
    // The trigram index on names narrows the people; the equality then keeps only the one named.
    // Looked up once (materialized), for both the stories they own and those they co-wrote.
    return sql`with named as materialized (
        select u.id from users u
        where lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like ${`%${likeLiteral(q.name)}%`}
          and (u.username_key = ${q.name} or lower(u.first_name || ' ' || u.last_name) = ${q.name}))
      select s.post_id, s.published_at, true as in_head, ts_rank(s.head, ${head}) as r
        from post_search s where ${matched(sql`s.head`, head)} and ${recent} and ${visibleAuthor(hidden)}
      union all
      select s.post_id, s.published_at, false, 0
        from post_search s
        where ${matched(sql`s.doc`, exact)} and not (s.head @@ ${head}) and ${recent} and ${visibleAuthor(hidden)}
      union all
      select s.post_id, s.published_at, false, 0
        from post_search s
        where s.post_id in (
            select p.id from posts p where p.author_id in (select id from named)
            union select pa.post_id from post_authors pa where pa.status = 'accepted' and pa.user_id in (select id from named))
          and not (s.head @@ ${head}) and not (s.doc @@ ${exact}) and ${recent} and ${visibleAuthor(hidden)}`;
  }

  /** The total the answer gives: exact up to SEARCH_MATCH_LIMIT, then that limit as a lower bound. */
  const totalOf = (n: number): PostTotal =>
    n > SEARCH_MATCH_LIMIT ? { total: SEARCH_MATCH_LIMIT, exact: false } : { total: n, exact: true };

  /** How many match, counting no further than SEARCH_MATCH_LIMIT + 1 (from `since` only, if given). */
  const upTo = (q: Match, hidden: readonly string[], since?: string, perRow = false) =>
    sql`(select count(*)::int from (select 1 from (${matchRows(q, hidden, since, perRow)}) m limit ${SEARCH_MATCH_LIMIT + 1}) m)`;
  async function countUpTo(q: Match, hidden: readonly string[]): Promise<number> {
    const rows = await db.execute<{ n: number }>(sql`select ${upTo(q, hidden)} as n`);
    return Number(rows.rows[0]?.n ?? 0);
  }

  // When the newest `size` stories began (the published_at index, looked up at most once a minute
  // per size; sizes are the limit times a power of two); null when the site has fewer. And about how
  // many stories the site has (the planner's own figure, unknown before its first analysis).
  const windows = createTtlCache<string | null>(WINDOW_TTL_MS, 64);
  const windowStart = (size: number) =>
    windows.get(String(size), async () => {
      const rows = await db.execute<{ at: string }>(
        sql`select published_at::text as at from post_search order by published_at desc offset ${size - 1} limit 1`,
      );
      return rows.rows[0]?.at ?? null;
    });
  const sizes = createTtlCache<number>(WINDOW_TTL_MS, 1);
  const siteSize = () =>
    sizes.get("stories", async () => {
      const rows = await db.execute<{ n: number }>(
        sql`select reltuples::float8 as n from pg_class where oid = 'post_search'::regclass`,
      );
      return Number(rows.rows[0]?.n ?? -1);
    });

  /** One page of the matches (from `since` only, if given) in their order, and how many there are. */
  async function ranked(q: Match, hidden: readonly string[], since: string | undefined, take: number, skip: number) {
    const order = sql`in_head desc, r desc, published_at desc, post_id`;
    const rows = await db.execute<{ ids: string[] | null; n: number }>(sql`
      with m as (${matchRows(q, hidden, since)}),
        page as (select * from m order by ${order} limit ${take} offset ${skip})
      select (select count(*)::int from m) as n, (select array_agg(post_id order by ${order}) from page) as ids`);
    const row = rows.rows[0];
    return { ids: row?.ids ?? [], matched: Number(row?.n ?? 0) };
  }

  /**
   * The page's post ids and the total: those with the words in the title, subtitle or tags first,
   * ranked by ts_rank over those (small, stored inline); then the ones matching in the body alone,
   * newest first. Up to SEARCH_MATCH_LIMIT matches, all of them, and the exact total. Past it,
   * among the newest stories only, and the limit as a lower bound: how many of the newest
   * 2 × limit stories match tells whether the whole site likely holds more than the limit (else
   * they are counted, up to the limit), and roughly how many newest stories hold 1.5 × the limit;
   * the page is ranked among those (a wider window again, in the rare case they held fewer). Each
   * step reads a few times the limit's rows however large the site; no page goes past the limit.
   */
  async function matches(q: Match, paging: SearchQuery, hidden: readonly string[]) {
    const limit = SEARCH_MATCH_LIMIT;
    const skip = (paging.page - 1) * paging.limit;
    const take = Math.min(paging.limit, limit - skip);
    const probe = (await windowStart(2 * limit)) ?? undefined;
    const stories = probe ? await siteSize() : 0;
    // Over the whole site, from the newest stories' share, many more than the limit are expected:
    // or else (not sure) all are counted, up to the limit. One statement; a subquery in a branch not
    // taken is never run, and `offset 0` keeps the newest ones' count from being run once per mention.
    const counts = await db.execute<{ recent: number | null; all: number | null }>(
      probe
        ? sql`select r.recent, case when r.recent * ${stories}::float8 > ${4 * limit * limit} then null else ${upTo(q, hidden)} end as all
            from (select ${upTo(q, hidden, probe, true)} as recent offset 0) r`
        : sql`select null as recent, ${upTo(q, hidden)} as all`,
    );
    const recent = counts.rows[0]?.recent ?? undefined;
    const all = counts.rows[0]?.all ?? undefined;
    if (all !== undefined && all <= limit) {
      const ids = skip < all ? (await ranked(q, hidden, undefined, paging.limit, skip)).ids : [];
      return { ids, total: all, exact: true };
    }
    const beyond = { total: limit, exact: false };
    if (take <= 0) return { ids: [], ...beyond };
    // Windows of the newest stories, each wide enough to hold 1.5 × the limit at the share of matches
    // found so far, until one holds more than the limit, or the whole site. A share from fewer than
    // four matches says little: then the window grows at most eightfold.
    let size = 2 * limit;
    let found = recent ?? 0;
    for (;;) {
      const wanted = 2 ** Math.ceil(Math.log2((1.5 * limit) / Math.max(found, 1)));
      if (found <= limit) size *= Math.min(found >= 4 ? 64 : 8, Math.max(2, wanted));
      const since = (await windowStart(size)) ?? undefined;
      const page = await ranked(q, hidden, since, take, skip);
      if (page.matched > limit) return { ids: page.ids, ...beyond };
      // The whole site (the newest stories' share misled): its count is exact.
      if (!since) return { ids: page.ids, ...totalOf(page.matched) };
      found = page.matched;
    }
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
    if (!withPage) return { ...totalOf(await countUpTo(q, hidden)), list: [] };
    const { ids, ...total } = await matches(q, paging, hidden);
    return { ...total, list: await withDetails(q, ids) };
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
      if (!words.length) {
        const meta = { page: q.page, limit: q.limit, posts: { total: 0, exact: true }, users: { total: 0 } };
        return { posts: [], users: [], meta };
      }
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
          posts: { total: found.total, exact: found.exact },
          users: { total: people.total },
          ...("correctedQuery" in found && found.correctedQuery ? { correctedQuery: found.correctedQuery } : {}),
        },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
