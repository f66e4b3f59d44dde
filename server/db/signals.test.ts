// Signals between store processes (server/db/signals.ts) on the embedded database and, with DATABASE_URL, on
// PostgreSQL: heard when the transaction commits and never when it rolls back, by every process on the schema and by
// none on another, and heard again after the listening connection is lost.
// @postgres: LISTEN/NOTIFY between connections, and a terminated listening session.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { openSameDatabase, openTestDatabase, queryRows, type Database } from './database'
import { SIGNALS_APPLICATION_NAME, sendSignal } from './signals'

const databaseUrl = readConfig().databaseUrl

/** Everything a listener heard, and a way to wait for the next. */
function heard() {
  const payloads: (string | null)[] = []
  let waiting: (() => void) | undefined
  return {
    payloads,
    listener: (payload: string | null) => {
      payloads.push(payload)
      waiting?.()
    },
    /** Resolves once `count` payloads have come. */
    async until(count: number) {
      while (payloads.length < count) await new Promise<void>((resolve) => (waiting = resolve))
    },
  }
}

/** Long enough for a signal to be heard if it was ever going to be. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

let database: Database
/** A second store process on the same schema (PostgreSQL), or the same embedded database (one process has it). */
let second: Database

beforeAll(async () => {
  database = await openTestDatabase()
  second = databaseUrl ? await openSameDatabase(databaseUrl, database) : database
})

afterAll(async () => {
  if (second !== database) await second.close()
  await database.close()
})

describe('signals', () => {
  it('are heard by every process when the transaction commits, in order, and never when it rolls back', async () => {
    const here = heard()
    const there = heard()
    const stopHere = await database.signals.listen('orders', here.listener)
    const stopThere = await second.signals.listen('orders', there.listener)

    await database.db.transaction(async (tx) => {
      await sendSignal(tx, 'orders', 'one')
      await sendSignal(tx, 'orders', 'two')
      await settle()
      expect(there.payloads).toEqual([])
    })
    await database.db
      .transaction(async (tx) => {
        await sendSignal(tx, 'orders', 'rolled back')
        throw new Error('undo')
      })
      .catch(() => {})
    await sendSignal(second.db, 'orders', 'three')
    await Promise.all([here.until(3), there.until(3)])
    await settle()
    expect(here.payloads).toEqual(['one', 'two', 'three'])
    expect(there.payloads).toEqual(['one', 'two', 'three'])

    await stopThere()
    await sendSignal(database.db, 'orders', 'four')
    await here.until(4)
    await settle()
    expect(there.payloads).toHaveLength(3)
    await stopHere()
  })

  it('keep channels apart, and refuse a payload over what PostgreSQL carries', async () => {
    const chat = heard()
    const stop = await second.signals.listen('chat', chat.listener)
    await sendSignal(database.db, 'catalogue')
    await sendSignal(database.db, 'chat', 'hello')
    await chat.until(1)
    await settle()
    expect(chat.payloads).toEqual(['hello'])
    await expect(sendSignal(database.db, 'chat', 'x'.repeat(8_001))).rejects.toThrow(/8000 bytes/)
    await stop()
  })
})

describe.skipIf(!databaseUrl)('signals on PostgreSQL', () => {
  it('are not heard by a store on another schema of the same database', async () => {
    const other = await openTestDatabase()
    try {
      const there = heard()
      const stop = await other.signals.listen('catalogue', there.listener)
      const here = heard()
      const stopHere = await database.signals.listen('catalogue', here.listener)
      await sendSignal(database.db, 'catalogue', 'ours')
      await here.until(1)
      await settle()
      expect(there.payloads).toEqual([])
      await Promise.all([stop(), stopHere()])
    } finally {
      await other.close()
    }
  })

  it('are heard again after the listening connection is lost, the listener told that it may have missed some', async () => {
    const listener = heard()
    await second.signals.listen('refunds', listener.listener)
    const lost: string[] = []
    second.onConnectionError((error) => lost.push(error.message))
    // The database ends the session listening on this schema's channels, as a restart would.
    await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${SIGNALS_APPLICATION_NAME} and query like '%' || current_schema() || ':refunds%'`,
    )
    await listener.until(1)
    expect(listener.payloads).toEqual([null])
    expect(lost).not.toEqual([])
    await sendSignal(database.db, 'refunds', 'after')
    await listener.until(2)
    expect(listener.payloads).toEqual([null, 'after'])
  })
})
