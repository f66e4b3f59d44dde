// Migrations must run unchanged inside any schema: the test suite gives each PostgreSQL run its own schema
// through search_path, so generated SQL may not pin tables to "public" (drizzle-kit writes it into foreign
// keys: remove it from a newly generated file). Every SQL file must also be listed in the journal.
// @postgres: every migration inside its own schema on a server.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from './database'

const sqlFiles = readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort()
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[]
}

describe('migrations', () => {
  it('are numbered from 0000 without gaps', () => {
    expect(sqlFiles.length).toBeGreaterThan(0)
    sqlFiles.forEach((name, index) => expect(name.slice(0, 4)).toBe(String(index).padStart(4, '0')))
  })

  it('are all in the journal, in order, with increasing timestamps', () => {
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(sqlFiles)
    const times = journal.entries.map((entry) => entry.when)
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  for (const name of sqlFiles) {
    it(`${name} does not name the public schema`, () => {
      expect(readFileSync(join(migrationsFolder, name), 'utf8')).not.toMatch(/"public"\./)
    })
  }
})
