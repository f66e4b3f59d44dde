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
/**
 * A word of the text read through `search_postings` stands for at most this many title words (a word and its plurals,
 * a mistyped word's nearest words, a prefix still being typed); a word standing for more, or a text a run of title
 * words could hold without spaces, is read from the search indexes of `products` instead.
 */
const MAX_POSTED_TERMS = 16
/**
 * A text of fewer words is read from products' search indexes: PostgreSQL's statistics tell the share of products one
 * word matches, so its plan is right, and asking the word index costs a third of a millisecond more per search.
 */
const POSTED_FROM_WORDS = 2
/** What of a text is read: a search box's worth. */
const MAX_TEXT_LENGTH = 200
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40

/**
 * How many matches a broad text ranks, and how far past its page a search counts its matches (docs/adr/0047): the
 * newest this many, by id, in relevance order; any further matches follow them, each in relevance order too. Ranking
 * and counting are read from the matches newest first, so their cost grows with this bound over the share of products
 * a text matches ('samsung phone': 3 %, so ~7,000 index entries for 212 matches); a text with fewer matches is ranked
 * whole.
 */
export const RANKED_MATCHES = 200

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
 * One page of a search's relevance order and its matches counted up to a bound, in one statement (docs/adr/0047): the
 * matches newest first, at most max(`ranked`, `countUpTo`) of them, read once; the first `ranked` are ranked and the
 * page taken from them, and all of them counted. The matches are read from `search_postings` when the match can name
 * them there (`newest`, merged short lists of ids in order) and otherwise from products' search indexes (`where`, from
 * products_live_search_newest_idx or the GIN indexes); either way the rank reads the matches' own search columns, so
 * no candidate is looked up twice. For a page that ends within the candidates (`offset + limit <= ranked`); a deeper
 * page orders by `boundedRanking` instead.
 */
export async function rankedPage(
  db: Db,
  matches: { where: SQL } | { newest: SQL },
  rank: SQL[],
  { limit, offset, ranked, countUpTo }: { limit: number; offset: number; ranked: number; countUpTo: number },
): Promise<{ ids: string[]; total: number }> {
  const columns = sql`${products.id} as id, ${products.categoryId} as category_id,
    ${products.searchCompact} as search_compact, ${products.searchVector} as search_vector`
  const read = Math.max(ranked, countUpTo)
  // A product found through two of its words is listed twice in the merged lists: only its first is kept.
  const found =
    'where' in matches
      ? sql`select ${columns} from ${products} where ${matches.where}
        order by ${products.id} desc nulls last limit ${read}`
      : sql`select ${columns}
        from (select product_id, lag(product_id) over (order by product_id desc) as previous
          from (${matches.newest}) as posted) as found
        join ${products} on ${products.id} = found.product_id
        where not ${products.archived} and found.previous is distinct from found.product_id
        order by found.product_id desc limit ${read}`
  // The candidates are read under the name `products`, so the rank's columns ("products"."search_vector", …) are
  // theirs.
  const rows = await queryRows<{ total: number; id: string | null }>(
    db,
    sql`with search_matches as (${found}),
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
  /**
   * The same matches' ids newest first from `search_postings` (a union of ordered lists), when the text's words and
   * its text without spaces name few enough title words (docs/adr/0047); for a search without other filters.
   */
  newest?: SQL
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

type WordRow = {
  word: string
  /** English stop words ('the', 'with') are no word of any title's search document. */
  stop: boolean
  /** Some title or category word starts with it. */
  known: boolean
  near: string[]
  categories: string[]
  /** The title words (search_terms) the word as typed stands for, up to MAX_POSTED_TERMS + 1. */
  own_terms: string[]
  /** The title words its nearest words stand for, up to MAX_POSTED_TERMS + 1. */
  near_terms: string[]
  /** The title words with the text without spaces inside them, up to MAX_POSTED_TERMS + 1 (the same on every row). */
  compact_terms: string[]
  /** Whether the text without spaces could run over two title words or more (the same on every row). */
  compact_across: boolean
}

/** One word of the text as the query reads it: a full-text query (its forms), or the categories it names. */
interface ReadWord {
  /** The word as typed (a prefix when it is the last word or longer than one letter). */
  own: string
  /** The word or the words it may be a mistyping of. */
  query: string
  categoryIds: string[]
  /** The title words `query` stands for (search_terms), or undefined when too many. */
  terms?: string[]
}

interface ReadText {
  /** The text without spaces: the substring route (absent when too short for the trigram index). */
  compact?: string
  normal: string
  words: ReadWord[]
  /** Categories every word of the text names (the suggestions' categories). */
  categoryIds: string[]
  /**
   * The title words holding `compact`, when no run of several title words could hold it: then the substring route's
   * matches are exactly the products with one of these words (undefined otherwise, or when too many).
   */
  compactTerms?: string[]
}

export function postgresProductSearch(db: Db, options: { cache?: CatalogueCache } = {}): ProductSearch {
  const cache = options.cache ?? noCatalogueCache

  /** The dictionary and the categories, asked once per text: each word's corrections and the categories it names. */
  async function read(text: string): Promise<ReadText | null> {
    const words = searchWordsOf(text)
    if (words.length === 0) return null
    const normal = words.join(' ')
    const compact = normal.replaceAll(' ', '')
    // 'i phone': a letter alone is a word of its own, unless the shopper is still typing it.
    const owns = words.map((word, index) => (word.length > 1 || index === words.length - 1 ? `${word}:*` : word))
    const substring = compact.length >= COMPACT_FROM_LENGTH ? compact : null
    const posting = words.length >= POSTED_FROM_WORDS
    const texts = (list: string[]) =>
      sql`array[${sql.join(
        list.map((item) => sql`${item}`),
        sql`, `,
      )}]::text[]`
    const rows = await queryRows<WordRow>(
      db,
      sql`select t.word,
        numnode(to_tsquery('english', t.word || ':*')) = 0 as stop,
        k.known,
        n.near,
        coalesce((select array_agg(${categories.id} order by ${categories.id}) from ${categories}
          where to_tsvector('english', regexp_replace(lower(${categories.title}), '[^a-z0-9]+', ' ', 'g'))
            @@ to_tsquery('english', t.word || ':*')), '{}') as categories,
        ${
          posting
            ? sql`array(select word from search_terms where vector @@ to_tsquery('english', t.own)
              order by word limit ${MAX_POSTED_TERMS + 1})`
            : sql`'{}'::text[]`
        } as own_terms,
        ${
          posting
            ? sql`case when cardinality(n.near) = 0 then '{}' else array(select word from search_terms
              where vector @@ to_tsquery('english', array_to_string(n.near, ' | '))
              order by word limit ${MAX_POSTED_TERMS + 1}) end`
            : sql`'{}'::text[]`
        } as near_terms,
        c.compact_terms, c.compact_across
        from unnest(${texts(words)}, ${texts(owns)}) with ordinality as t(word, own, position)
        cross join lateral (select exists(select 1 from search_words where word like t.word || '%') as known) k
        -- A known word is never corrected: its nearest words are not looked for.
        cross join lateral (select case when k.known then '{}' else coalesce((
          select array_agg(near.word order by near.score desc, near.word) from (
            select word, similarity(word, t.word) as score from search_words
            where word % t.word and similarity(word, t.word) >= ${NEAR_WORD_SIMILARITY}
            order by score desc, word limit ${NEAREST_WORDS}) near), '{}') end as near offset 0) n
        -- The text without spaces: the title words holding it, and whether a title word could end with its first
        -- letters and another go on with the rest (start with the rest, or be a start of it: more words follow).
        ${
          posting
            ? sql`cross join (select
          array(select word from search_terms where word like '%' || ${substring}::text || '%'
            order by word limit ${MAX_POSTED_TERMS + 1}) as compact_terms,
          exists(select 1 from generate_series(1, length(${substring}::text) - 1) as split(at)
            cross join lateral (select left(${substring}::text, split.at) as head,
              substr(${substring}::text, split.at + 1) as rest offset 0) part
            where exists(select 1 from search_terms where word like '%' || part.head)
              and (exists(select 1 from search_terms where word like part.rest || '%')
                or exists(select 1 from search_terms where word = any(array(
                  select left(part.rest, size) from generate_series(1, length(part.rest) - 1) as size))))
          ) as compact_across offset 0) c`
            : sql`cross join (select '{}'::text[] as compact_terms, true as compact_across) c`
        }
        order by t.position`,
    )
    const read: ReadWord[] = []
    let named: string[] | undefined
    for (const [index, row] of rows.entries()) {
      if (row.stop) continue
      const own = owns[index]!
      const corrected = !row.known && correctable(row.word)
      const forms = [own, ...(corrected ? row.near : [])]
      if (!row.known && forms.length === 1 && row.categories.length === 0) {
        // A word nothing has: only the substring route can still find the text.
        read.length = 0
        named = []
        break
      }
      const terms = [
        ...new Set([...row.own_terms, ...(corrected ? row.near_terms : []), ...row.categories.map((id) => `#${id}`)]),
      ]
      // Each list is asked for one more than it may hold, so a full one says "too many".
      const posted =
        posting &&
        row.own_terms.length <= MAX_POSTED_TERMS &&
        row.near_terms.length <= MAX_POSTED_TERMS &&
        terms.length <= MAX_POSTED_TERMS
      read.push({ own, query: forms.join(' | '), categoryIds: row.categories, ...(posted ? { terms } : {}) })
      named = named === undefined ? row.categories : named.filter((id) => row.categories.includes(id))
    }
    // A word nothing has ends the word route, and so does a text of stop words only.
    const wordsUsable = read.length > 0 && rows.some((row) => !row.stop)
    if (!wordsUsable && substring === null) return null
    const first = rows[0]
    return {
      ...(substring !== null ? { compact: substring } : {}),
      normal,
      words: wordsUsable ? read : [],
      categoryIds: named ?? [],
      ...(substring !== null && first && !first.compact_across && first.compact_terms.length <= MAX_POSTED_TERMS
        ? { compactTerms: first.compact_terms }
        : {}),
    }
  }

  /**
   * The text's matches newest first from `search_postings`, when every route can be read there exactly: the substring
   * route as the products with a title word holding the text without spaces, the word route as the products on every
   * word's list (a word's list: the products with one of its title words or in one of its categories). Each list is an
   * index read backwards; PostgreSQL merges them in order (Merge Append, Merge Join) and stops at the last one needed.
   */
  function newestOf(text: ReadText): { newest: SQL } | Record<string, never> {
    if (text.compact !== undefined && text.compactTerms === undefined) return {}
    const wordTerms = text.words.map((word) => word.terms)
    if (wordTerms.some((terms) => terms === undefined)) return {}
    const list = (word: string) =>
      sql`(select product_id from search_postings where word = ${word} order by product_id desc)`
    const lists: SQL[] = (text.compactTerms ?? []).map(list)
    const everyWord = (wordTerms as string[][]).map((terms, index) => {
      const name = sql.raw(`w${index}`)
      const union =
        terms.length === 0
          ? sql`(select null::text as product_id where false)`
          : sql`(${sql.join(terms.map(list), sql` union all `)})`
      return { name, union }
    })
    if (everyWord.length > 0) {
      const [first, ...rest] = everyWord
      lists.push(
        sql`(select ${first!.name}.product_id from ${first!.union} as ${first!.name} ${sql.join(
          rest.map(
            ({ name, union }) => sql`join ${union} as ${name} on ${name}.product_id = ${first!.name}.product_id`,
          ),
          sql` `,
        )} order by ${first!.name}.product_id desc)`,
      )
    }
    if (lists.length === 0) return {}
    return {
      newest: sql`select product_id from (${sql.join(lists, sql` union all `)}) as lists order by product_id desc`,
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
      ...newestOf(text),
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
      rankedPage(
        db,
        found.newest ? { newest: found.newest } : { where: and(sql`not ${products.archived}`, found.where)! },
        found.rank,
        {
          limit,
          offset: 0,
          ranked: RANKED_MATCHES,
          countUpTo: 0,
        },
      ).then(async ({ ids }) => {
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
