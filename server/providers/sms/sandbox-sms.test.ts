// The sandbox SMS provider keeps each text in the outbox, newest first, and logs neither the number nor the words; the
// store picks Termii only when its settings are given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../app'
import { openTestDatabase, type Database } from '../../db/database'
import { smsOutboxRepo } from '../../db/repos/sms-outbox.repo'
import { sandboxSms } from './sandbox-sms'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

describe('the sandbox SMS provider', () => {
  it('keeps each text in the outbox, newest first, and logs that it did without the number or the words', async () => {
    const logged: unknown[] = []
    let clock = Date.parse('2026-11-27T10:00:00Z')
    const outbox = smsOutboxRepo(database.db)
    const sms = sandboxSms({
      outbox,
      log: { info: (details, message) => void logged.push(details, message) },
      now: () => new Date((clock += 1000)),
    })
    expect(sms.kind).toBe('sandbox')
    await sms.send({ to: '08031234567', body: 'Your order OJA-1 has shipped.' })
    await sms.send({ to: '08050001111', body: 'Your order OJA-2 is ready for pickup.' })
    expect(await outbox.list({ limit: 10 })).toEqual([
      expect.objectContaining({ to: '08050001111', body: 'Your order OJA-2 is ready for pickup.' }),
      expect.objectContaining({ to: '08031234567', body: 'Your order OJA-1 has shipped.' }),
    ])
    expect(await outbox.list({ to: '08031234567', limit: 10 })).toHaveLength(1)
    expect(JSON.stringify(logged)).not.toMatch(/0803|0805|OJA-/)
  })

  it('is the store’s provider unless Termii is configured, and Termii once it is', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'oja-sms-'))
    const termii = { apiKey: 'TLkey', senderId: 'Oja', baseUrl: 'http://127.0.0.1:9', channel: 'dnd' as const }
    try {
      for (const [sms, kind] of [
        [undefined, 'sandbox'],
        [{}, 'sandbox'],
        [{ termii }, 'termii'],
      ] as const) {
        const app = await buildApp({ database, mediaDir, ...(sms ? { sms } : {}), throttle: false })
        try {
          await app.ready()
          expect(app.store.sms.kind).toBe(kind)
        } finally {
          await app.close()
        }
      }
    } finally {
      rmSync(mediaDir, { recursive: true, force: true })
    }
  })
})
