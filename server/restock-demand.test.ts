// What shoppers wait for (docs/adr/0030; openapi.yaml listRestockDemand): the back-in-stock requests counted per
// product and size, most waited for first, with the emails a restock sent; read by owners and staff (the 403s of
// shoppers and vendors are staff-access.test.ts's, for every staff operation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availabilityRepo } from './db/repos/availability.repo'
import { catalogueRepo } from './db/repos/catalogue.repo'
import { outboxRepo } from './db/repos/outbox.repo'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo } from './db/repos/users.repo'
import { sandboxMailer } from './providers/mail/sandbox-mailer'
import { availabilityService } from './services/availability'
import { staffService } from './services/staff'
import { bearer, findOperation, openTestApp, schemaValidator, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

let testApp: TestApp
let clock = new Date('2026-11-20T10:00:00.000Z')
let staffer: TestUser

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock })
  const db = testApp.database.db
  staffer = await verifiedTestUser(testApp.app, 'demand-staff@example.com')
  await staffService({ users: usersRepo(db), staff: staffRepo(db), now: () => clock }).add(staffer.email, 'staff')
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

function demandPage(query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/staff/restock-demand${query}`, headers: bearer(staffer.token) })
}

function ask(token: string, productId: string, variant?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/products/availability-requests',
    headers: bearer(token),
    payload: variant === undefined ? { productId } : { productId, variant },
  })
}

interface DemandPage {
  docs: {
    title: string
    variant: string | null
    waiting: number
    waitingSince: string | null
    notified: number
    lastNotifiedAt: string | null
  }[]
  totalDocs: number
  totalPages: number
}

describe('what shoppers wait for', () => {
  it('counts the requests per product and size, most waited for first, with the emails a restock sent', async () => {
    const db = testApp.database.db
    const stock = availabilityService({
      requests: availabilityRepo(db, testApp.app.store.catalogueCache),
      catalogue: catalogueRepo(db, { cache: testApp.app.store.catalogueCache }),
      mailer: sandboxMailer({ outbox: outboxRepo(db), log: { info: () => {} }, now: () => clock }),
      publicUrl: 'https://shop.oja.test',
      now: () => clock,
    })
    const shoppers = await Promise.all(
      [1, 2, 3].map((index) => verifiedTestUser(testApp.app, `demand-${index}@example.com`)),
    )
    const speaker = await addTestProduct(testApp, { title: 'Oraimo Boom', price: 20_000, stock: 0 })
    const pad = await addTestProduct(testApp, {
      title: 'Galaxy Tab',
      price: 300_000,
      sizes: [
        ['64GB', 0],
        ['128GB', 0],
      ],
    })
    const first = new Date('2026-11-20T10:00:00.000Z')
    clock = first
    for (const shopper of shoppers) expect((await ask(shopper.token, pad.id, '128GB')).statusCode).toBe(201)
    clock = new Date('2026-11-20T11:00:00.000Z')
    expect((await ask(shoppers[0]!.token, speaker.id)).statusCode).toBe(201)
    expect((await ask(shoppers[1]!.token, speaker.id)).statusCode).toBe(201)
    expect((await ask(shoppers[2]!.token, pad.id, '64GB')).statusCode).toBe(201)
    // The 64GB tablet comes back: its one shopper is emailed, and nobody waits for it any more.
    const restocked = new Date('2026-11-21T09:30:00.000Z')
    clock = restocked
    expect(await stock.setStock(pad.id, { size: '64GB', stock: 4 })).toEqual({ notified: 1 })

    const answer = await demandPage()
    expect(answer.statusCode, answer.body).toBe(200)
    const validate = schemaValidator(findOperation('listRestockDemand').responses['200']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const page = (answer.json() as { data: DemandPage }).data
    expect(page.totalDocs).toBe(3)
    expect(page.docs).toEqual([
      expect.objectContaining({
        title: 'Galaxy Tab',
        variant: '128GB',
        waiting: 3,
        waitingSince: first.toISOString(),
        notified: 0,
        lastNotifiedAt: null,
      }),
      expect.objectContaining({ title: 'Oraimo Boom', variant: null, waiting: 2, notified: 0 }),
      expect.objectContaining({
        title: 'Galaxy Tab',
        variant: '64GB',
        waiting: 0,
        waitingSince: null,
        notified: 1,
        lastNotifiedAt: restocked.toISOString(),
      }),
    ])

    const second = (await demandPage('?limit=2&page=2')).json() as { data: DemandPage }
    expect(second.data).toMatchObject({ totalDocs: 3, totalPages: 2 })
    expect(second.data.docs.map((row) => row.variant)).toEqual(['64GB'])
  })
})
