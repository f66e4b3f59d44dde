// The PostgreSQL pass runs only the server tests marked `// @postgres: <why>` (ADR 0039). A test of racing requests,
// of a second store process or connection, or of the database server itself proves nothing on PGlite alone, which
// serves one connection at a time: such a file must be marked, or its race would never really run. A file whose races
// are not the database's (a cache in memory, the HTTP server, the data folder's lock) says so: `// @pglite: <why>`.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postgresSuite } from './postgres.mjs'

const SERVER = 'server'
const serverTests = readdirSync(SERVER, { recursive: true })
  .map((file) => join(SERVER, String(file)))
  .filter((file) => file.endsWith('.test.ts'))
  .sort()

/** What in a test file says its answer depends on a PostgreSQL server. */
const NEEDS_POSTGRES: [RegExp, string][] = [
  [/\b(openSameDatabase|openSecondStore|startPostgres)\(/, 'a second connection, process or cluster'],
  [/process\.env\.DATABASE_URL/, 'the database it runs on'],
  [
    /\b(it|test)\(\s*['"`][^'"`]*\b(races?|racing|concurrent(ly)?|in parallel|overlap(ping)?|(two|several|many|sent|\d+)\b[^'"`]* at once)\b/i,
    'requests that race',
  ],
]

function reasonsFor(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return NEEDS_POSTGRES.filter(([pattern]) => pattern.test(text)).map(([, reason]) => reason)
}

describe('the PostgreSQL pass', () => {
  const marked = new Set(postgresSuite(SERVER))
  const notTheDatabase = serverTests.filter((file) => /^\/\/ @pglite: \S/m.test(readFileSync(file, 'utf8')))

  it('runs a part of the server tests, each marked with its reason', () => {
    expect(marked.size).toBeGreaterThan(10)
    expect(marked.size).toBeLessThan(serverTests.length)
    expect(notTheDatabase.filter((file) => marked.has(file))).toEqual([])
  })

  it.each(serverTests.filter((file) => reasonsFor(file).length > 0))(
    '%s tests what only PostgreSQL can answer, and is marked',
    (file) => {
      expect(
        marked.has(file) || notTheDatabase.includes(file),
        `${file}: ${reasonsFor(file).join(', ')}; mark it // @postgres: <why> (or // @pglite: <why not>)`,
      ).toBe(true)
    },
  )
})
