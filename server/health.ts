// What load balancers and process managers ask (ADR 0012), outside /api and the contract like /dev/outbox:
// GET /healthz: the process is alive and answering (200 { status: 'ok' }, nothing else is touched);
// GET /readyz: it can also reach its database (one cheap statement) and its picture storage, so it can serve
// (200 { status: 'ok' }, else 503 in the error envelope). Both are never cached and never throttled.
// Also here: while the store shuts down it answers every new request 503 in the same envelope (the requests it
// already has are finished first), and the database's lost connections are written to the app's log.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Database } from './db/database'
import type { PictureStorage } from './media/storage'
import { envelope, RETRY_AFTER_SECONDS, STORE_BUSY_MESSAGE } from './errors'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

/** How long /readyz waits for each check: a load balancer's probe gives up after a few seconds. */
export const READY_TIMEOUT_MS = 2_000

export interface HealthDeps {
  database: Pick<Database, 'db' | 'onConnectionError'>
  pictures: Pick<PictureStorage, 'ready'>
}

/** Resolves when `check` does, rejects when it fails or takes longer than `ms`. */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([check(), timeout])
  } finally {
    clearTimeout(timer)
  }
}

function busy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(envelope(STORE_BUSY_MESSAGE))
}

export function registerHealthChecks(app: FastifyInstance, { database, pictures }: HealthDeps): void {
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'a database connection failed; the pool opens a new one when needed'),
  )

  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // Fastify's own answer while closing is not the store's envelope (buildApp turns it off, return503OnClosing).
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return busy(reply.header('Connection', 'close'))
  })

  app.get(HEALTH_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }))

  app.get(READY_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const checks: Record<string, () => Promise<unknown>> = {
      database: async () => database.db.execute(sql`select 1`),
      pictures: () => pictures.ready(),
    }
    const results = await Promise.allSettled(Object.values(checks).map((check) => within(READY_TIMEOUT_MS, check)))
    const failed = Object.keys(checks).filter((_, index) => results[index]!.status === 'rejected')
    if (failed.length === 0) return reply.send({ status: 'ok' })
    const reasons = results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error | undefined)?.message ?? result.reason)] : [],
    )
    request.log.warn({ failed, reasons }, 'not ready')
    return busy(reply)
  })
}
