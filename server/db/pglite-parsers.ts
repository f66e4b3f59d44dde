// The embedded PGlite's type parsers, set once for drizzle instead of copied on every statement (docs/adr/0048).
//
// Drizzle hands PGlite the same few parsers with every statement it sends (dates, times and intervals kept as the text
// PostgreSQL wrote, which drizzle's columns then read themselves). PGlite, given parsers with a statement, copies its
// own 318 into a new object with them on top, for every statement: on the signed-in cart that copy and the garbage it
// leaves were a tenth of the store's time. So the client drizzle is given has those parsers as its own from the start,
// and a statement that brings exactly them runs without them: the same answers, nothing copied. A statement bringing
// any other parsers still has them applied, copy and all. Nothing in the store reads those types from PGlite without
// drizzle (the signals' and the migration lock's own statements read text and numbers).
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'

/** The types drizzle's PGlite session reads as text: timestamp, timestamptz, interval, date, and the arrays of those
 *  and of numeric (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

const asText = (value: string) => value

/** Whether a statement's parsers are drizzle's: text for exactly DRIZZLE_TEXT_TYPES. */
function isDrizzles(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false
  const keys = Object.keys(parsers)
  return (
    keys.length === DRIZZLE_TEXT_TYPES.length &&
    DRIZZLE_TEXT_TYPES.every((oid) => typeof parsers[oid] === 'function' && parsers[oid]('1') === '1')
  )
}

/** The options without drizzle's parsers, which the client already has as its own. */
function shared(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!isDrizzles(options?.parsers)) return options
  const { parsers: _drizzles, ...rest } = options!
  return rest
}

type Query = PGlite['query']
type Exec = PGlite['exec']

/** A transaction of the client whose statements run with the client's own parsers too. */
function sharedTransaction(tx: Transaction): Transaction {
  const query: Query = (text, params, options) => tx.query(text, params, shared(options))
  const exec: Exec = (text, options) => tx.exec(text, options && shared(options))
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query') return query
      if (property === 'exec') return exec
      return Reflect.get(target, property, target)
    },
  })
}

/** The client to give drizzle: drizzle's parsers made the client's own, and left off each statement that brings them. */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText
  const query: Query = (text, params, options) => client.query(text, params, shared(options))
  const exec: Exec = (text, options) => client.exec(text, options && shared(options))
  const transaction: PGlite['transaction'] = (callback) => client.transaction((tx) => callback(sharedTransaction(tx)))
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query
      if (property === 'exec') return exec
      if (property === 'transaction') return transaction
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
