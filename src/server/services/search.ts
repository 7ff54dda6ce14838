/**
 * Search inside Postgres, the same on PGlite and PostgreSQL (migration 0007 keeps the indexes).
 *
 * Posts: the words typed become a tsquery built here from letters and digits only (so no input can
 * be read as tsquery syntax), the last word matching as a prefix while it is being typed. Ranked by
 * `ts_rank` over the weighted document (title A, subtitle and tags B, body C). When nothing matches
 * as typed, each word is also tried as its nearest words from titles, subtitles and tags (pg_trgm),
 * and the answer says which query it used.
 * People: by name and username through a trigram index, so a misspelt name still finds them.
 * Only published posts; nobody the reader blocked or who blocked the reader, in either list.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { posts, users } from "../db/schema/index.ts";
import { authorColumns, summaryColumns, toSummary } from "./posts.ts";
import { publicColumns, toPublic } from "./people.ts";
import type { SearchPost, SearchQuery, SearchResults } from "../../shared/search.ts";
import type { PublicUser } from "../../shared/user.ts";

/** At most this many words of a query are searched (the rest would only slow the query down). */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** The last word is a prefix from this length: shorter prefixes match half the dictionary. */
const PREFIX_FROM = 3;
/** A correction must be at least this similar (pg_trgm similarity, 0..1). */
const CORRECTION_SIMILARITY = 0.4;
/** Names: how much of a name the query must resemble (pg_trgm word similarity, 0..1). */
const NAME_SIMILARITY = "0.45";

/** Markers ts_headline puts around matches; turned into <mark> after everything else is escaped. */
const START = "\u0001";
const STOP = "\u0002";
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const BODY_HEADLINE = `MaxFragments=2, MaxWords=24, MinWords=12, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`;
const NOBODY = "00000000-0000-0000-0000-000000000000";

/** The words of a query: letters and digits, lower-cased, at most MAX_WORDS. */
export function queryWords(q: string): string[] {
  const words =
    q
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * A tsquery string from words (each with its alternatives). Safe by construction: only letters,
 * digits, `|`, `&`, parentheses and `:*` ever reach to_tsquery.
 */
export function tsqueryText(alternatives: string[][], lastIsPrefix: boolean): string {
  return alternatives
    .map((alts, i) => {
      const last = i === alternatives.length - 1;
      const terms = alts.map((w, k) => (last && k === 0 && lastIsPrefix && w.length >= PREFIX_FROM ? `${w}:*` : w));
      return `(${terms.join(" | ")})`;
    })
    .join(" & ");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/**
 * HTML from a ts_headline result: every character escaped, then the markers turned into balanced
 * <mark> elements (a stray marker in someone's text can never open an element that is not closed).
 */
export function markHighlights(text: string): string {
  let out = "";
  let open = false;
  for (const ch of text) {
    if (ch === START) {
      if (!open) out += "<mark>";
      open = true;
    } else if (ch === STOP) {
      if (open) out += "</mark>";
      open = false;
    } else out += ESCAPES[ch] ?? ch;
  }
  return open ? `${out}</mark>` : out;
}

/** Escapes LIKE's wildcards so a query is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createSearchService(db: Db) {
  function visibleAuthor(viewerId: string | null | undefined): SQL {
    if (!viewerId) return sql`true`;
    return sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${posts.authorId})
      or (b.blocker_id = ${posts.authorId} and b.blocked_id = ${viewerId}))`;
  }

  function matching(tsquery: string, viewerId: string | null | undefined): SQL {
    return and(
      eq(posts.status, "published"),
      sql`"posts"."search_vector" @@ to_tsquery('english', ${tsquery})`,
      visibleAuthor(viewerId),
    )!;
  }

  async function countPosts(tsquery: string, viewerId: string | null | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(matching(tsquery, viewerId));
    return row?.n ?? 0;
  }

  async function pagePosts(tsquery: string, q: SearchQuery, viewerId: string | null | undefined) {
    // Ids first (rank needs only the indexed document), headlines for the page's rows alone.
    const hits = await db
      .select({ id: posts.id })
      .from(posts)
      .where(matching(tsquery, viewerId))
      .orderBy(
        sql`ts_rank("posts"."search_vector", to_tsquery('english', ${tsquery})) desc`,
        sql`${posts.publishedAt} desc`,
        posts.id,
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    if (!hits.length) return [];
    const query = sql`to_tsquery('english', ${tsquery})`;
    const plainBody = sql`regexp_replace(left(${posts.content}, 20000), '[#>*_\`~|!\\[\\]]+|\\]\\([^)]*\\)', ' ', 'g')`;
    const rows = await db
      .select({
        post: summaryColumns,
        author: authorColumns,
        title: sql<string>`ts_headline('english', ${posts.title}, ${query}, ${TITLE_HEADLINE})`,
        snippet: sql<string>`ts_headline('english', ${plainBody}, ${query}, ${BODY_HEADLINE})`,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        inArray(
          posts.id,
          hits.map((h) => h.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.post.id, r]));
    return hits.flatMap(({ id }): SearchPost[] => {
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
      from unnest(${sql`array[${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`}) as w(input)
      cross join lateral (
        select word from search_words
        where word % w.input and word <> w.input and similarity(word, w.input) >= ${CORRECTION_SIMILARITY}
        order by similarity(word, w.input) desc, word
        limit 2
      ) s`);
    for (const { input, word } of rows.rows) found.set(input, [...(found.get(input) ?? []), word]);
    return found;
  }

  async function searchPosts(q: SearchQuery, words: string[], viewerId: string | null | undefined, withPage: boolean) {
    const lastIsPrefix = !/\s$/.test(q.q);
    const exact = tsqueryText(
      words.map((w) => [w]),
      lastIsPrefix,
    );
    const total = await countPosts(exact, viewerId);
    if (total > 0) return { total, list: withPage ? await pagePosts(exact, q, viewerId) : [] };
    const fixes = await corrections(words);
    if (!fixes.size) return { total: 0, list: [] };
    const expanded = tsqueryText(
      words.map((w) => [w, ...(fixes.get(w) ?? [])]),
      lastIsPrefix,
    );
    const fixedTotal = await countPosts(expanded, viewerId);
    if (!fixedTotal) return { total: 0, list: [] };
    return {
      total: fixedTotal,
      list: withPage ? await pagePosts(expanded, q, viewerId) : [],
      correctedQuery: words.map((w) => fixes.get(w)?.[0] ?? w).join(" "),
    };
  }

  async function searchUsers(q: SearchQuery, viewerId: string | null | undefined, withPage: boolean) {
    const text = q.q.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
    const haystack = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username})`;
    const viewer = viewerId ?? NOBODY;
    const where = and(
      sql`(${haystack} like ${`%${likeLiteral(text)}%`} or ${text} <% ${haystack})`,
      sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewer} and b.blocked_id = "users"."id")
        or (b.blocker_id = "users"."id" and b.blocked_id = ${viewer}))`,
    );
    // The threshold for `<%` holds for this transaction only (set_config's third argument).
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY}, true)`);
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
      const [found, people] = await Promise.all([
        words.length ? searchPosts(q, words, viewerId, q.type !== "users") : empty,
        words.length ? searchUsers(q, viewerId, q.type !== "posts") : empty,
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
