// Search that forgives (docs/adr/0047): what a shopper's text finds among the live products and in what order, in
// PostgreSQL (PGlite or a server) with pg_trgm and full-text search. The listing's title filter (catalogue.repo.ts)
// and the search box's suggestions ask this module only, through `ProductSearch`, so a search service (Meilisearch,
// OpenSearch) can answer instead behind the same interface.
//
// How a text matches a product:
// - the text without spaces or signs is part of the title without them ('iphone15', 'air pods', 'powerbank');
// - or every word of the text is a word of the title (stemmed, so 'iphones' and 'airpod' find their singular and
//   plural; the last letters still being typed match as a prefix) or of its category's title ('samsung phone');
//   a word no title has is read as the nearest words titles do have (trigram similarity, `NEAR_WORD_SIMILARITY`), so
//   'iphne' is 'iphone' and 'samsng' is 'samsung'.
// Order: the whole title, then the text as the start of the title's words in order, then every word as typed (in the
// title or its category) or the text inside the title without spaces (the latter first for a text of several words),
// then the rest (corrected words); within each, full-text rank, then the shorter title.
import { and, asc, desc, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../database'
import { queryRows } from '../database'
import { categories, products } from '../schema'
import { LRUCache } from 'lru-cache'
import { noCatalogueCache, type CatalogueCache } from './catalogue-cache'
import type { ProductSuggestions } from '../../../src/domain/contract'

/** Below this trigram similarity (0..1) a word of the dictionary is not taken for a mistyped one (ADR 0047's cases). */
export const NEAR_WORD_SIMILARITY = 0.4
/** A word shorter than this, or with a digit in it, is never corrected: 'a15' is not 'a55', 'hp' is not 'jbl'. */
const CORRECTED_FROM_LENGTH = 4
/** At most this many nearest words stand for one mistyped word. */
const NEAREST_WORDS = 3
/** A substring search needs a trigram to use the index; shorter texts match by words only. */
const COMPACT_FROM_LENGTH = 3
/** What of a text is read: a search box's worth. */
const MAX_TEXT_LENGTH = 200
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40

/**
 * How many matches a broad text ranks, and how far past its page a search counts its matches (docs/adr/0047): the
 * newest this many, by id, in relevance order; any further matches follow them, each in relevance order too. Ranking
 * and counting are read from the matches newest first, so their cost grows with this bound over the share of products
 * a text matches ('air pods': 1.9 %, so ~5,900 index entries for 112 matches); a text with fewer matches is ranked
 * whole.
 */
export const RANKED_MATCHES = 100

/**
 * The relevance order of the matches `where` selects on a page past the ranked candidates (offset + limit >
 * `ranked`; the first pages are `rankedPage`'s): the candidates first, then the rest, each in relevance order, so
 * every page agrees on one order. `where` is the listing's whole condition (filters and the text's match).
 */
export function boundedRanking(where: SQL, rank: SQL[], ranked = RANKED_MATCHES): { where: SQL; order: SQL[] } {
  // The id of the last candidate ('' when there are fewer matches: every match is one), the candidates first.
  const cut = sql`coalesce((select ${products.id} from ${products} where ${where}
    order by ${products.id} desc nulls last offset ${ranked - 1} limit 1), '')`
  return { where, order: [asc(sql`${products.id} < ${cut}`), ...rank, desc(products.id)] }
}

/**
 * How many live products, newest first, a search reads from products_live_search_newest_idx looking for its first
 * matches before it asks the search indexes instead (docs/adr/0047). A text matching at least `RANKED_MATCHES + page`
 * in this many (112 in 20,000: 0.56 % of the products) is answered from these entries alone, whatever PostgreSQL estimates
 * of its words; a rarer one costs this walk (a few milliseconds) and then a read of its few matches.
 */
export const WALKED_PRODUCTS = 20_000

/**
 * One page of a search's relevance order and its matches counted up to a bound, in one statement (docs/adr/0047): the
 * newest max(`ranked`, `countUpTo`) matches, read once; the first `ranked` are ranked and the page taken from them, and
 * all of them counted. The rank reads the matches' own search columns, so no candidate is looked up again. For a page
 * that ends within the candidates (`offset + limit <= ranked`); a deeper page orders by `boundedRanking` instead.
 *
 * The matches are read in a plan that does not depend on PostgreSQL's estimate of how many there are (it multiplies
 * the shares of words that go together: 510 for 'iphne 15' where there are 3,844, and then visits all of them in the
 * table): first the newest `walk` live products from products_live_search_newest_idx alone, stopping at the last match
 * needed; only when those hold fewer, every match from the search indexes (the newest of them are the same rows). With
 * `walk` 0 the planner chooses, as for a listing filtered on columns that index does not have. `where` is the
 * condition on live products (the listing's filters and the text's match, without `not archived`); with a walk it
 * may name only that index's columns.
 */
export async function rankedPage(
  db: Db,
  where: SQL,
  rank: SQL[],
  {
    limit,
    offset,
    ranked,
    countUpTo,
    walk = WALKED_PRODUCTS,
  }: { limit: number; offset: number; ranked: number; countUpTo: number; walk?: number },
): Promise<{ ids: string[]; total: number }> {
  const needed = Math.max(ranked, countUpTo)
  const columns = sql`${products.id} as id, ${products.categoryId} as category_id,
    ${products.searchCompact} as search_compact, ${products.searchVector} as search_vector`
  const live = sql`not ${products.archived}`
  // The walk tells each entry's match as it reads it (from the index's own columns: `where` names only those), and
  // stops at the last match needed or at `walk` entries.
  const matches =
    walk > 0
      ? sql`search_walk as (
          select id, category_id, search_compact, search_vector from (
            select ${columns}, (${where}) as hit from ${products} where ${live}
            order by ${products.id} desc nulls last limit ${walk}) as walked
          where hit limit ${needed}),
        search_rest as materialized (
          select ${columns} from ${products}
          where ${live} and ${where} and (select count(*) from search_walk) < ${needed}),
        search_matches as (
          select * from search_walk where (select count(*) from search_walk) >= ${needed}
          union all (select * from search_rest order by id desc nulls last limit ${needed}))`
      : sql`search_matches as (
          select ${columns} from ${products} where ${live} and ${where}
          order by ${products.id} desc nulls last limit ${needed})`
  // The candidates are read under the name `products`, so the rank's columns ("products"."search_vector", …) are
  // theirs.
  const rows = await queryRows<{ total: number; id: string | null }>(
    db,
    sql`with ${matches},
      search_page as (
        select ${products.id} as id, row_number() over (order by ${sql.join([...rank, desc(products.id)], sql`, `)}) as position
        from (select * from search_matches order by id desc nulls last limit ${ranked}) as ${products}
        order by position limit ${limit} offset ${offset})
      select least(counted.total, ${countUpTo})::int as total, search_page.id
      from (select count(*) as total from search_matches) as counted left join search_page on true
      order by search_page.position`,
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  }
}

/** The live products a text finds, as a condition on `products` and the order to list them in (best first). */
export interface SearchMatch {
  where: SQL
  rank: SQL[]
}

export interface ProductSearch {
  /** The listing's title filter; null when nothing can match (the listing is empty without asking further). */
  match(text: string): Promise<SearchMatch | null>
  /** What the navigation's search box offers while the shopper types: the best few products and categories. */
  suggest(text: string, limit: number): Promise<ProductSuggestions>
}

/**
 * A text as search compares it: accents dropped, lower case, every run of anything but a-z and 0-9 one space. The
 * database's twin is `search_words_of` and the generated search columns (migration 0024); the two must agree.
 */
export function normaliseSearchText(text: string): string {
  return text
    .slice(0, MAX_TEXT_LENGTH)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The words of a text (at most MAX_WORDS, each cut to MAX_WORD_LENGTH), without repeats. */
export function searchWordsOf(text: string): string[] {
  const words = normaliseSearchText(text)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
  return [...new Set(words)].slice(0, MAX_WORDS)
}

function correctable(word: string): boolean {
  return word.length >= CORRECTED_FROM_LENGTH && !/\d/.test(word)
}

/** How many words' dictionary rows a store process keeps, and for how long at most (wordRowsOf). */
const WORD_ROWS = 5_000
const WORD_ROWS_MS = 10 * 60_000

type WordRow = {
  word: string
  /** English stop words ('the', 'with') are no word of any title's search document. */
  stop: boolean
  /** Some title or category word starts with it. */
  known: boolean
  near: string[]
  categories: string[]
}

/** What a word the database did not answer for would be: nothing has it (never expected; a safe default). */
const UNKNOWN_WORD: Omit<WordRow, 'word'> = { stop: false, known: false, near: [], categories: [] }

/** One word of the text as the query reads it: a full-text query (its forms), or the categories it names. */
interface ReadWord {
  /** The word as typed (a prefix when it is the last word or longer than one letter). */
  own: string
  /** The word or the words it may be a mistyping of. */
  query: string
  categoryIds: string[]
}

interface ReadText {
  /** The text without spaces: the substring route (absent when too short for the trigram index). */
  compact?: string
  normal: string
  words: ReadWord[]
  /** Categories every word of the text names (the suggestions' categories). */
  categoryIds: string[]
}

export function postgresProductSearch(db: Db, options: { cache?: CatalogueCache } = {}): ProductSearch {
  const cache = options.cache ?? noCatalogueCache
  // The dictionary rows of the words shoppers type, per word (wordRowsOf); none without a cache that tells of writes.
  const wordRows =
    cache === noCatalogueCache ? undefined : new LRUCache<string, WordRow>({ max: WORD_ROWS, ttl: WORD_ROWS_MS })
  let wordRowsGeneration = 0
  cache.subscribe(() => {
    wordRowsGeneration++
    wordRows?.clear()
  })

  /**
   * Each word's row of the dictionary: asked of the database for the words not already known to this process. The
   * dictionary and the categories change only with the catalogue, so the rows are kept until the next catalogue write
   * (the cache's invalidation, which every store process hears, docs/adr/0031) and at most `WORD_ROWS_MS`; a row read
   * while a write commits is not kept. Without a cache that tells of writes, every text asks.
   */
  async function wordRowsOf(words: string[]): Promise<WordRow[]> {
    const held = new Map<string, WordRow>()
    for (const word of words) {
      const row = wordRows?.get(word)
      if (row) held.set(word, row)
    }
    const missing = words.filter((word) => !held.has(word))
    const generation = wordRowsGeneration
    let fresh = new Map<string, WordRow>()
    if (missing.length > 0) {
      const fetched = await queryRows<WordRow>(
        db,
        sql`select t.word,
          numnode(to_tsquery('english', t.word || ':*')) = 0 as stop,
          k.known,
          -- A known word is never corrected: its nearest words are not looked for.
          case when k.known then '{}' else coalesce((select array_agg(near.word order by near.score desc, near.word) from (
            select word, similarity(word, t.word) as score from search_words
            where word % t.word and similarity(word, t.word) >= ${NEAR_WORD_SIMILARITY}
            order by score desc, word limit ${NEAREST_WORDS}) near), '{}') end as near,
          coalesce((select array_agg(${categories.id} order by ${categories.id}) from ${categories}
            where to_tsvector('english', regexp_replace(lower(${categories.title}), '[^a-z0-9]+', ' ', 'g'))
              @@ to_tsquery('english', t.word || ':*')), '{}') as categories
          from unnest(array[${sql.join(
            missing.map((word) => sql`${word}`),
            sql`, `,
          )}]::text[]) with ordinality as t(word, position)
          cross join lateral (select exists(select 1 from search_words where word like t.word || '%') as known) k
          order by t.position`,
      )
      // Shared between requests from now on: frozen, so an accidental edit fails loudly.
      for (const row of fetched) {
        Object.freeze(row.near)
        Object.freeze(row.categories)
        Object.freeze(row)
      }
      fresh = new Map(fetched.map((row) => [row.word, row]))
      if (wordRows && generation === wordRowsGeneration) for (const row of fetched) wordRows.set(row.word, row)
    }
    return words.map((word) => held.get(word) ?? fresh.get(word) ?? { ...UNKNOWN_WORD, word })
  }

  /** The dictionary and the categories, asked once per text: each word's corrections and the categories it names. */
  async function read(text: string): Promise<ReadText | null> {
    const words = searchWordsOf(text)
    if (words.length === 0) return null
    const normal = words.join(' ')
    const compact = normal.replaceAll(' ', '')
    const rows = await wordRowsOf(words)
    const read: ReadWord[] = []
    let named: string[] | undefined
    for (const [index, row] of rows.entries()) {
      if (row.stop) continue
      // 'i phone': a letter alone is a word of its own, unless the shopper is still typing it.
      const own = row.word.length > 1 || index === rows.length - 1 ? `${row.word}:*` : row.word
      const forms = [own, ...(!row.known && correctable(row.word) ? row.near : [])]
      if (!row.known && forms.length === 1 && row.categories.length === 0) {
        // A word nothing has: only the substring route can still find the text.
        read.length = 0
        named = []
        break
      }
      read.push({ own, query: forms.join(' | '), categoryIds: row.categories })
      named = named === undefined ? row.categories : named.filter((id) => row.categories.includes(id))
    }
    // A word nothing has ends the word route, and so does a text of stop words only.
    const wordsUsable = read.length > 0 && rows.some((row) => !row.stop)
    const substring = compact.length >= COMPACT_FROM_LENGTH ? compact : undefined
    if (!wordsUsable && substring === undefined) return null
    return {
      ...(substring !== undefined ? { compact: substring } : {}),
      normal,
      words: wordsUsable ? read : [],
      categoryIds: named ?? [],
    }
  }

  function matchOf(text: ReadText): SearchMatch | null {
    const routes: SQL[] = []
    if (text.compact !== undefined) routes.push(sql`${products.searchCompact} like ${`%${text.compact}%`}`)
    const everyWord = (form: (word: ReadWord) => string) =>
      and(
        ...text.words.map((word) => {
          const inTitle = sql`${products.searchVector} @@ to_tsquery('english', ${form(word)})`
          return word.categoryIds.length > 0
            ? sql`(${inTitle} or ${inArray(products.categoryId, word.categoryIds)})`
            : inTitle
        }),
      )!
    if (text.words.length > 0) routes.push(everyWord((word) => word.query))
    if (routes.length === 0) return null
    const compact = text.compact ?? text.normal.replaceAll(' ', '')
    const anyWord = text.words.map((word) => `(${word.query})`).join(' | ')
    const phrase = text.normal
      .split(' ')
      .map((word, index, all) => (index === all.length - 1 ? `${word}:*` : word))
      .join(' <-> ')
    // Several words run together inside a title ('i phone' in 'iPhone') say more than each word found somewhere
    // (the Phones category); one word found as a word says more than the same letters inside another ('earphones').
    const asTyped = text.words.length > 0 ? [everyWord((word) => word.own)] : []
    const runTogether = [sql`${products.searchCompact} like ${`%${compact}%`}`]
    const middle = text.normal.includes(' ') ? [...runTogether, ...asTyped] : [...asTyped, ...runTogether]
    const tier = sql`case
      when ${products.searchCompact} = ${compact} then 0
      when ${products.searchVector} @@ to_tsquery('english', ${phrase}) then 1
      ${sql.join(
        middle.map((condition, index) => sql`when ${condition} then ${sql.raw(String(index + 2))}`),
        sql` `,
      )}
      else 4 end`
    return {
      where: or(...routes)!,
      rank: [
        asc(tier),
        ...(anyWord !== '' ? [desc(sql`ts_rank(${products.searchVector}, to_tsquery('english', ${anyWord}))`)] : []),
        // Of two titles matching alike, the shorter is more nearly what was typed (and cheaper to tell than trigrams).
        asc(sql`length(${products.searchCompact})`),
      ],
    }
  }

  async function match(text: string): Promise<SearchMatch | null> {
    const read_ = await read(text)
    return read_ ? matchOf(read_) : null
  }

  async function suggest(text: string, limit: number): Promise<ProductSuggestions> {
    const read_ = await read(text)
    const found = read_ ? matchOf(read_) : null
    if (!read_ || !found) return { products: [], categories: [] }
    const [productRows, categoryRows] = await Promise.all([
      rankedPage(db, found.where, found.rank, {
        limit,
        offset: 0,
        ranked: RANKED_MATCHES,
        countUpTo: 0,
      }).then(async ({ ids }) => {
        if (ids.length === 0) return []
        const rows = await db
          .select({ id: products.id, title: products.title, slug: products.slug })
          .from(products)
          .where(inArray(products.id, ids))
        const byId = new Map(rows.map((row) => [row.id, { title: row.title, slug: row.slug }]))
        return ids.flatMap((id) => byId.get(id) ?? [])
      }),
      read_.categoryIds.length > 0
        ? db
            .select({ id: categories.id, title: categories.title, slug: categories.slug })
            .from(categories)
            .where(and(inArray(categories.id, read_.categoryIds), isNull(categories.retiredAt)))
            .orderBy(asc(categories.position), asc(categories.title))
            .limit(limit)
        : Promise.resolve([]),
    ])
    return {
      products: productRows,
      categories: categoryRows.map((row) => ({ _id: row.id, title: row.title, slug: row.slug })),
    }
  }

  return {
    match,
    suggest(text, limit) {
      return cache.read(`suggest:${limit}:${searchWordsOf(text).join(' ')}`, () => suggest(text, limit))
    },
  }
}
