// Signals between the store's processes (docs/adr/0035): several processes share one PostgreSQL, and what one of them
// writes must reach the others at once (the catalogue cache and drawn pages, a chat message for a staff member connected
// elsewhere). PostgreSQL's own NOTIFY/LISTEN carries them, and the embedded database has the same statements.
//
// A signal is sent with `sendSignal(tx, channel, payload)` inside the transaction of the change it announces: PostgreSQL
// delivers it when that transaction commits and never if it rolls back, so nobody hears of a change that did not
// happen. Every process listening on the channel hears it, the sender too. A payload is a short text (an id, a kind),
// at most 8,000 bytes: listeners read what changed from the database.
//
// Channels are per schema (the store's tables live in the first schema of the search_path: one per test file), so
// stores on separate schemas of one database never hear each other.
import { sql } from 'drizzle-orm'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** What a signal's listener is told: a payload sent on its channel, or null when the connection that listens was lost
 *  and is back (anything sent meanwhile was missed: read the state again). */
export type SignalListener = (payload: string | null) => void

export interface Signals {
  /** Starts hearing `channel` on this database; resolves once listening. Returns the call that stops it. */
  listen(channel: string, listener: SignalListener): Promise<() => Promise<void>>
  /** Stops every listener and closes the connection that listens. */
  close(): Promise<void>
}

/** What can send a statement: the database, or a transaction on it. */
interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>
}

/** The longest payload PostgreSQL carries (its limit is 8,000 bytes). */
export const SIGNAL_PAYLOAD_BYTES = 8_000

/** Sends `payload` on `channel` to every process listening on this database's schema, once `executor`'s transaction
 *  commits (at once outside one). */
export async function sendSignal(executor: Executor, channel: string, payload = ''): Promise<void> {
  if (Buffer.byteLength(payload) > SIGNAL_PAYLOAD_BYTES)
    throw new Error(`A signal's payload is over ${SIGNAL_PAYLOAD_BYTES} bytes`)
  await executor.execute(sql`select pg_notify(current_schema() || ':' || ${channel}, ${payload})`)
}

/** The name a channel is listened on: the schema's, so that it matches what `sendSignal` sends. */
function channelName(schema: string, channel: string) {
  return `${schema}:${channel}`
}

/** Quoted as an identifier, as LISTEN takes it (a channel name keeps its case and its colon). */
function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`
}

/** A set of listeners per channel, each told every payload. */
function listenerSets() {
  const byChannel = new Map<string, Set<SignalListener>>()
  return {
    byChannel,
    add(channel: string, listener: SignalListener) {
      const set = byChannel.get(channel) ?? new Set()
      byChannel.set(channel, set)
      set.add(listener)
      return set.size === 1
    },
    /** Whether `channel` has no listener left. */
    remove(channel: string, listener: SignalListener) {
      const set = byChannel.get(channel)
      set?.delete(listener)
      if (set?.size !== 0) return false
      byChannel.delete(channel)
      return true
    },
    tell(channel: string, payload: string | null) {
      for (const listener of byChannel.get(channel) ?? []) listener(payload)
    },
  }
}

/** The embedded database's signals: one client in this process, so nothing is ever lost between sending and hearing. */
export function pgliteSignals(client: PGlite): Signals {
  const listeners = listenerSets()
  const heard = new Map<string, (payload: string) => void>()
  let schema: Promise<string> | undefined
  const nameOf = async (channel: string) => {
    schema ??= client.query<{ schema: string }>('select current_schema() as schema').then(({ rows }) => rows[0]!.schema)
    return quoted(channelName(await schema, channel))
  }
  // PGlite's own stop call unquotes the name it was given; its unlisten, given the quoted name, does not.
  const stop = async (channel: string) => {
    const callback = heard.get(channel)
    heard.delete(channel)
    if (callback && !client.closed) await client.unlisten(await nameOf(channel), callback)
  }
  return {
    async listen(channel, listener) {
      if (listeners.add(channel, listener)) {
        const callback = (payload: string) => listeners.tell(channel, payload)
        heard.set(channel, callback)
        await client.listen(await nameOf(channel), callback)
      }
      return async () => {
        if (listeners.remove(channel, listener)) await stop(channel)
      }
    },
    async close() {
      const channels = [...heard.keys()]
      listeners.byChannel.clear()
      await Promise.all(channels.map(stop))
    },
  }
}

/** The listening connection's name in pg_stat_activity, for an operator looking at the database's sessions. */
export const SIGNALS_APPLICATION_NAME = 'oja-signals'

/** How long a lost listening connection waits before it is opened again: doubling from the first to the last. */
export const RELISTEN_DELAYS_MS = { first: 500, last: 30_000 } as const

/**
 * PostgreSQL's signals: one connection of its own per process, outside the pool (a pooled connection is lent to
 * requests, and LISTEN belongs to a session), opened with the first listener. When it is lost (the database restarts,
 * a proxy drops it) it is opened again with a growing wait, every channel is listened to again, and every listener is
 * told null: what was sent meanwhile was missed.
 */
export function postgresSignals(
  config: pg.ClientConfig,
  report: (error: Error) => void,
  delays: { first: number; last: number } = RELISTEN_DELAYS_MS,
): Signals {
  const listeners = listenerSets()
  let client: pg.Client | undefined
  let opening: Promise<pg.Client> | undefined
  let schema = ''
  let retryTimer: NodeJS.Timeout | undefined
  let wait = delays.first
  let closed = false

  async function open(): Promise<pg.Client> {
    const connection = new pg.Client({ ...config, application_name: SIGNALS_APPLICATION_NAME })
    connection.on('error', (error) => {
      report(error)
      lose(connection)
    })
    connection.on('end', () => lose(connection))
    connection.on('notification', ({ channel, payload }) => {
      const prefix = `${schema}:`
      if (channel.startsWith(prefix)) listeners.tell(channel.slice(prefix.length), payload ?? '')
    })
    try {
      await connection.connect()
      const { rows } = await connection.query<{ schema: string }>('select current_schema() as schema')
      schema = rows[0]!.schema
      for (const channel of listeners.byChannel.keys())
        await connection.query(`listen ${quoted(channelName(schema, channel))}`)
    } catch (error) {
      connection.removeAllListeners('end')
      await connection.end().catch(() => {})
      throw error
    }
    return connection
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    opening ??= open().then(
      (connection) => {
        opening = undefined
        if (closed) {
          void connection.end()
          throw new Error('The signals are closed')
        }
        client = connection
        wait = delays.first
        return connection
      },
      (error: unknown) => {
        opening = undefined
        throw error
      },
    )
    return opening
  }

  function lose(connection: pg.Client) {
    if (client !== connection) return
    client = undefined
    if (!closed && listeners.byChannel.size > 0) scheduleRetry()
  }

  function scheduleRetry() {
    if (retryTimer || closed) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connected().then(
        () => {
          for (const channel of listeners.byChannel.keys()) listeners.tell(channel, null)
        },
        (error: unknown) => {
          if (error instanceof Error) report(error)
          wait = Math.min(wait * 2, delays.last)
          scheduleRetry()
        },
      )
    }, wait)
    retryTimer.unref()
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('The signals are closed')
      const first = listeners.add(channel, listener)
      try {
        const connection = await connected()
        if (first) await connection.query(`listen ${quoted(channelName(schema, channel))}`)
      } catch (error) {
        // Listening is attempted again with the connection: the listener stays, and hears null once it is back.
        if (error instanceof Error) report(error)
        scheduleRetry()
      }
      return async () => {
        if (!listeners.remove(channel, listener) || !client) return
        await client.query(`unlisten ${quoted(channelName(schema, channel))}`).catch(() => {})
      }
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      listeners.byChannel.clear()
      const connection = client ?? (await opening?.catch(() => undefined))
      client = undefined
      await connection?.end().catch(() => {})
    },
  }
}
