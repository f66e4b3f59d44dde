// Opening the database: the embedded PGlite keeps its data across restarts, migrations run on open, and test
// databases are isolated from each other (a throwaway schema each on PostgreSQL, dropped at close).
// @postgres: schemas, pools and connections of a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, openTestDatabase, queryRows } from './database'
import { categories } from './schema'

const onPostgres = Boolean(process.env.DATABASE_URL?.trim())

const category = (id: string) => ({
  id,
  slug: `slug-${id}`,
  title: 'Phones',
  image: '/media/categories/phones-800.webp',
})

describe.skipIf(onPostgres)('the embedded database', () => {
  it('keeps its data in the data folder across a restart', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oja-data-'))
    try {
      const first = await openDatabase({ dataDir })
      expect(first.kind).toBe('pglite')
      await first.db.insert(categories).values(category('c00000000000000000000001'))
      await first.close()

      const second = await openDatabase({ dataDir })
      const rows = await second.db.select().from(categories)
      expect(rows.map((row) => row.id)).toEqual(['c00000000000000000000001'])
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('test databases', () => {
  it('start migrated and empty', async () => {
    const database = await openTestDatabase()
    try {
      expect(database.kind).toBe(onPostgres ? 'postgres' : 'pglite')
      expect(await database.db.select().from(categories)).toEqual([])
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      )
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['categories', 'product_sizes', 'products', 'promos', 'vendors']),
      )
    } finally {
      await database.close()
    }
  })

  it("do not see each other's rows", async () => {
    const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()])
    try {
      await a.db.insert(categories).values(category('c0000000000000000000000a'))
      expect(await b.db.select().from(categories)).toEqual([])
      await b.db.insert(categories).values(category('c0000000000000000000000a'))
      expect(await a.db.select().from(categories)).toHaveLength(1)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it.runIf(onPostgres)('drop their schema on close', async () => {
    const database = await openTestDatabase()
    const [{ schema } = { schema: '' }] = await queryRows<{ schema: string }>(
      database.db,
      sql`select current_schema() as schema`,
    )
    expect(schema).toMatch(/^oja_test_/)
    await database.close()
    const probe = await openTestDatabase()
    try {
      const left = await queryRows<{ n: number }>(
        probe.db,
        sql`select count(*)::int as n from information_schema.schemata where schema_name = ${schema}`,
      )
      expect(left[0]?.n).toBe(0)
    } finally {
      await probe.close()
    }
  })
})
