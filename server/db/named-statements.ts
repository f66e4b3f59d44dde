// Statements a store runs on every signed-in call, prepared once by name and then only executed (docs/adr/0048).
//
// A repo builds such a statement with drizzle as any other, with placeholders for its values, and hands it to
// `namedStatement`, which returns it unchanged. On PostgreSQL drizzle's own `.prepare(name)` already makes it a named
// statement that each pooled connection parses and plans once. On the embedded PGlite that name is dropped, and every
// statement goes through five protocol messages and is parsed and planned again: the cart's read cost three times
// what running it costs. So on PGlite the statements named here run as `PREPARE name AS ...` once, then as
// `EXECUTE name('value', ...)` in one simple-protocol message, their values written as quoted literals. Only text,
// numbers, booleans and nulls are written so; a statement given anything else, or one PGlite cannot prepare, runs as
// before. Statements inside a transaction always run as before (drizzle hands them to the transaction's client).
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'
import type { Db } from './database'

/** The PGlite statements to run by name: SQL text → its name. One map per database, kept beside its drizzle. */
const namedOf = new WeakMap<object, Map<string, string>>()

/** A statement name as PostgreSQL takes it unquoted. */
const NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** Marks a prepared drizzle statement (`.prepare(name)`) to be run by its name on PGlite too; returns it. */
export function namedStatement<T extends { getQuery(): { sql: string } }>(db: Db, name: string, statement: T): T {
  if (!NAME.test(name)) throw new Error(`Not a statement name: ${name}`)
  namedOf.get(db)?.set(statement.getQuery().sql, name)
  return statement
}

/** A value as an SQL literal, or undefined when it is not one that can be written safely as text. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') {
    // PostgreSQL refuses a NUL in text anyway; with standard_conforming_strings (the default, and PGlite's), a doubled
    // quote is the only escape a quoted literal has.
    if (value.includes('\0')) return undefined
    return `'${value.replaceAll("'", "''")}'`
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return undefined
}

/**
 * The PGlite client to give drizzle: the same client, whose `query` runs the statements marked with namedStatement by
 * name; and the map of those statements, to keep beside that drizzle (keepNamedStatements).
 */
export function withNamedStatements(client: PGlite): { client: PGlite; statements: Map<string, string> } {
  const statements = new Map<string, string>()
  /** Each name prepared once, even when its first calls arrive together; false when PGlite would not (runs as before). */
  const prepared = new Map<string, Promise<boolean>>()

  function prepare(name: string, text: string): Promise<boolean> {
    let done = prepared.get(name)
    if (!done) {
      done = client.exec(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      )
      prepared.set(name, done)
    }
    return done
  }

  async function runNamed<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const literals = params.map(sqlLiteral)
    if (literals.some((literal) => literal === undefined)) return undefined
    if (!(await prepare(name, text))) return undefined
    const execute = literals.length > 0 ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`
    const [result] = await client.exec(execute, options)
    return result as Results<T>
  }

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const name = statements.get(text)
    const named = name === undefined ? undefined : await runNamed<T>(name, text, params ?? [], options)
    return named ?? client.query<T>(text, params, options)
  }

  const proxied = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return { client: proxied, statements }
}

/** Keeps the statements map of a PGlite drizzle, for namedStatement to find. */
export function keepNamedStatements(db: Db, statements: Map<string, string>): void {
  namedOf.set(db, statements)
}
