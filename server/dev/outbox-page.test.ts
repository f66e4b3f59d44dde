// /dev/outbox shows the sandbox SMS provider's texts beside the emails: newest first, escaped, to this machine only,
// and only while texts go to the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../app'
import { openTestApp, type TestApp } from '../test-support'

let testApp: TestApp

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
})

afterAll(async () => {
  await testApp?.close()
})

const textsOf = (body: string) =>
  [...body.matchAll(/data-slot="outbox-text-to">([^<]*)<[\s\S]*?data-slot="outbox-text-body">([^<]*)</g)].map(
    ([, to, text]) => ({ to, text }),
  )

describe('the texts on the sandbox outbox page', () => {
  it('says there are none yet, beside the emails', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-slot="outbox-emails"')
    expect(page.body).toContain('data-slot="outbox-texts-empty"')
  })

  it('shows each text, newest first, with its number, time and words escaped', async () => {
    await testApp.app.store.sms.send({ to: '08031234567', body: 'Your order OJA-1 has shipped.' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await testApp.app.store.sms.send({ to: '08050001111', body: "<b>O'Neil</b>, your order is ready for pickup." })
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(textsOf(page.body)).toEqual([
      { to: '08050001111', text: '&#60;b&#62;O&#39;Neil&#60;/b&#62;, your order is ready for pickup.' },
      { to: '08031234567', text: 'Your order OJA-1 has shipped.' },
    ])
    expect(page.body).toMatch(/data-slot="outbox-text-meta">.*<time datetime="\d{4}-\d\d-\d\dT/)
    expect(page.body).not.toContain('<b>O')
  })

  it('is shown to this machine only', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox', ...request })
      expect(page.statusCode).toBe(404)
      expect(page.body).not.toContain('OJA-1')
    }
  })

  it('leaves the texts out while Termii sends them', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'oja-outbox-'))
    const sms = { termii: { apiKey: 'TLkey', senderId: 'Oja', baseUrl: 'http://127.0.0.1:9', channel: 'dnd' as const } }
    const app = await buildApp({ database: testApp.database, mediaDir, sms, throttle: false })
    try {
      const page = await app.inject({ method: 'GET', url: '/dev/outbox' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('data-slot="outbox-emails"')
      expect(page.body).not.toContain('outbox-text')
    } finally {
      await app.close()
      rmSync(mediaDir, { recursive: true, force: true })
    }
  })
})
