// /healthz and /readyz (ADR 0012): alive is only the process; ready is the database and the picture storage, and the
// answer says 503 in the envelope while either cannot be reached. Runs on PGlite and on PostgreSQL alike.
// @postgres: readiness when the database server cannot be reached.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { openTestDatabase, type Database } from './db/database'
import { folderStorage } from './media/storage'
import { STORE_BUSY_MESSAGE } from './errors'

const BUSY = { errors: [{ message: STORE_BUSY_MESSAGE }] }

let database: Database
let mediaDir: string
let app: FastifyInstance
let picturesReady = true
// A picture read that waits until the test lets it go: the request under way while the store closes.
let reading!: () => void
const underWay = new Promise<void>((resolve) => (reading = resolve))
let release!: () => void
const released = new Promise<void>((resolve) => (release = resolve))

beforeAll(async () => {
  database = await openTestDatabase()
  mediaDir = mkdtempSync(join(tmpdir(), 'oja-health-'))
  const folder = folderStorage(mediaDir)
  const pictures = {
    ...folder,
    ready: async () => {
      if (!picturesReady) throw new Error('the bucket does not answer')
      return folder.ready()
    },
    get: async () => {
      reading()
      await released
      return null
    },
  }
  app = await buildApp({
    database,
    mediaDir,
    pictures,
    throttle: false,
    walletSettlementMs: false,
    uploadSweepMs: false,
  })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close().catch(() => {})
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('the health checks', () => {
  it('say the process is alive and ready, never to be cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const answer = await app.inject({ method: 'GET', url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.json(), url).toEqual({ status: 'ok' })
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('say not ready, in the envelope, while the picture storage cannot be reached; alive all the same', async () => {
    picturesReady = false
    try {
      const answer = await app.inject({ method: 'GET', url: '/readyz' })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toEqual(BUSY)
      expect(answer.headers['retry-after']).toBe('1')
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      picturesReady = true
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })

  it('are not part of the API: no /api prefix, not in the contract', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(404)
  })

  // Last: it closes the database under the running app.
  it('say not ready, in the envelope, once the database cannot be reached; alive all the same', async () => {
    await database.close()
    const answer = await app.inject({ method: 'GET', url: '/readyz' })
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual(BUSY)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })
})

// Last: it closes the app.
describe('a store shutting down', () => {
  it('finishes the request under way and answers one that arrives while it closes 503 in the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    // Two requests on one connection: the second sent after closing began, while the first is still under way.
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += String(chunk)))
    const ended = new Promise((resolve) => socket.on('close', resolve))
    socket.write('GET /media/uploads/a-800.webp HTTP/1.1\r\nHost: x\r\n\r\n')
    await underWay
    const closed = app.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.write('GET /api/categories HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    await closed
    await ended
    const answers = received.split(/(?=HTTP\/1\.1 )/)
    expect(answers[0]).toMatch(/^HTTP\/1\.1 404 /)
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /)
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i)
    expect(answers[1]).toContain(JSON.stringify(BUSY))
  })
})
