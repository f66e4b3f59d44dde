// Drizzle's type parsers set once on the PGlite client (docs/adr/0048): a statement bringing exactly drizzle's runs
// without them, inside a transaction too; any other parsers are passed on; the client reads those types as text.
import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { DRIZZLE_TEXT_TYPES, withDrizzleParsers } from './pglite-parsers'

/** Drizzle's parsers as its PGlite session builds them for each statement. */
function drizzlesParsers(): NonNullable<QueryOptions['parsers']> {
  return Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (value: string) => value]))
}

/** A stand-in client that records the options each statement was given. */
function recordingClient() {
  const given: (QueryOptions | undefined)[] = []
  const answer = (options?: QueryOptions) => {
    given.push(options)
    return Promise.resolve({ rows: [], fields: [] } as Results<never>)
  }
  const tx = {
    query: (_text: string, _params?: unknown[], options?: QueryOptions) => answer(options),
    exec: (_text: string, options?: QueryOptions) => answer(options).then((result) => [result]),
  }
  const client = {
    parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value), [types.INT4]: Number } as Record<
      number,
      (value: string) => unknown
    >,
    ...tx,
    transaction: <T>(callback: (t: Transaction) => Promise<T>) => callback(tx as unknown as Transaction),
  }
  return { client: client as unknown as PGlite, parsers: client.parsers, given }
}

describe("drizzle's parsers on the PGlite client", () => {
  it('are the client’s own from the start, the other types untouched', () => {
    const { client, parsers } = recordingClient()
    withDrizzleParsers(client)
    for (const oid of DRIZZLE_TEXT_TYPES) expect(parsers[oid]!('2026-01-01 00:00:00+00')).toBe('2026-01-01 00:00:00+00')
    expect(parsers[types.INT4]!('7')).toBe(7)
  })

  it('are left off a statement that brings exactly them, by query, exec and in a transaction', async () => {
    const { client, given } = recordingClient()
    const wrapped = withDrizzleParsers(client)
    await wrapped.query('select 1', [], { rowMode: 'array', parsers: drizzlesParsers() })
    await wrapped.exec('select 1', { rowMode: 'object', parsers: drizzlesParsers() })
    await wrapped.transaction((tx) => tx.query('select 1', [], { rowMode: 'array', parsers: drizzlesParsers() }))
    expect(given).toEqual([{ rowMode: 'array' }, { rowMode: 'object' }, { rowMode: 'array' }])
  })

  it('passes on any other parsers, and options without any', async () => {
    const { client, given } = recordingClient()
    const wrapped = withDrizzleParsers(client)
    const own = { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` }
    const parsing = { ...drizzlesParsers(), [types.TIMESTAMP]: (value: string) => new Date(value) }
    await wrapped.query('select 1', [], { parsers: own })
    await wrapped.query('select 1', [], { parsers: parsing })
    await wrapped.query('select 1')
    expect(given).toEqual([{ parsers: own }, { parsers: parsing }, undefined])
  })
})
