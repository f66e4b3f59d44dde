// Statements run by name on PGlite (docs/adr/0048): values written as literals only when they are safe to write, a
// quote in a value stays a quote, and the answers are the statement's own.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type Database } from './database'
import { namedStatement, sqlLiteral } from './named-statements'
import { categories } from './schema'

describe('a value as a literal', () => {
  it('quotes text, doubling its quotes; writes numbers, booleans and null; refuses anything else', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'")
    expect(sqlLiteral("x' or '1'='1")).toBe("'x'' or ''1''=''1'")
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'")
    expect(sqlLiteral(42)).toBe('42')
    expect(sqlLiteral(-1.5)).toBe('-1.5')
    expect(sqlLiteral(true)).toBe('true')
    expect(sqlLiteral(null)).toBe('null')
    for (const value of ['nul\0', Number.NaN, Infinity, new Date(0), [1], { a: 1 }, 1n])
      expect(sqlLiteral(value)).toBe(undefined)
  })
})

describe('a named statement', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
    await database.db.insert(categories).values([
      { id: 'c1', slug: 'phones', title: "Ada's phones", image: '/media/c1.webp' },
      { id: 'c2', slug: 'cables', title: 'Cables', image: '/media/c2.webp' },
    ])
  })

  afterAll(async () => {
    await database?.close()
  })

  it('answers as the same statement run the usual way, for every value, quotes and all', async () => {
    const { db } = database
    const bySlug = namedStatement(
      db,
      'test_category_by_slug',
      db
        .select({ id: categories.id, title: categories.title })
        .from(categories)
        .where(eq(categories.slug, sql.placeholder('slug')))
        .prepare('test_category_by_slug'),
    )
    const usual = db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(eq(categories.slug, sql.placeholder('slug')))
      .prepare('test_category_by_slug_usual')
    for (const slug of ['phones', 'cables', "phones' or '1'='1", 'nothing'])
      expect(await Promise.all([bySlug.execute({ slug }), bySlug.execute({ slug })])).toEqual([
        await usual.execute({ slug }),
        await usual.execute({ slug }),
      ])
    expect(await bySlug.execute({ slug: 'phones' })).toEqual([{ id: 'c1', title: "Ada's phones" }])
    // On PGlite it ran by its name (PostgreSQL keeps a named statement per pooled connection, drizzle's own).
    if (database.kind === 'pglite') {
      const { rows } = await db.execute<{ name: string }>(sql`select name from pg_prepared_statements`)
      expect(rows.map((row) => row.name)).toContain('test_category_by_slug')
      expect(rows.map((row) => row.name)).not.toContain('test_category_by_slug_usual')
    }
  })

  it('reads a time as drizzle does, by name, the usual way and in a transaction (pglite-parsers.ts)', async () => {
    const { db } = database
    const retiredAt = new Date('2026-03-04T05:06:07.089Z')
    await db.insert(categories).values({ id: 'c3', slug: 'retired', title: 'Retired', image: '/m.webp', retiredAt })
    const byId = db
      .select({ retiredAt: categories.retiredAt })
      .from(categories)
      .where(eq(categories.id, sql.placeholder('id')))
      .prepare('test_category_retired')
    namedStatement(db, 'test_category_retired', byId)
    expect(await byId.execute({ id: 'c3' })).toEqual([{ retiredAt }])
    expect(
      await db.select({ retiredAt: categories.retiredAt }).from(categories).where(eq(categories.id, 'c3')),
    ).toEqual([{ retiredAt }])
    expect(
      await db.transaction((tx) =>
        tx.select({ retiredAt: categories.retiredAt }).from(categories).where(eq(categories.id, 'c3')),
      ),
    ).toEqual([{ retiredAt }])
  })
})
