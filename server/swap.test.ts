// Swap requests through the API (spec §1 swap deals, §2 /swap and /request-success, §7 POST api/swap): what is
// recorded and who is emailed, every refusal with its message (each leaving nothing behind), the photos a shopper may
// name, and the daily limit.
// @postgres: requests race for the daily limit.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageVariant } from '../src/domain/contract'
import { pathTo } from '../src/domain/routes'
import { SWAP_REQUESTS_PER_DAY, swapMessages } from '../src/domain/swap'
import { uploadMessages } from '../src/domain/uploads'
import { ConfigError, DEFAULT_SWAP_TEAM_EMAIL, readConfig } from './config'
import { newId } from './db/ids'
import { outboxRepo } from './db/repos/outbox.repo'
import { swapRepo } from './db/repos/swap.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { usersRepo } from './db/repos/users.repo'
import { swapRequests, uploads } from './db/schema'
import { swapErrors, swapService } from './services/swap'
import { startOfLagosDay } from './lagos-day'
import { VERIFY_EMAIL_MESSAGE } from './services/verified-user'
import { bearer, databaseFingerprint, openTestApp, signUpTestUser, type TestApp, type TestUser } from './test-support'
import { addTestProduct, verifiedTestUser } from './test-shop'

const PUBLIC_URL = 'https://shop.oja.test'

let testApp: TestApp
let clock = new Date('2026-11-20T10:00:00.000Z')
let shoppers = 0

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock, publicUrl: PUBLIC_URL })
})

afterAll(async () => {
  await testApp?.close()
})

async function freshShopper(): Promise<TestUser> {
  shoppers += 1
  return verifiedTestUser(testApp.app, `swap-shopper-${shoppers}@example.com`)
}

/** A stored upload of `owner`'s, as the upload endpoint records one; its 800 URL is what a request names. */
async function uploadedPhoto(owner: TestUser, purpose: 'swap' | 'product' = 'swap'): Promise<string> {
  const id = newId(clock)
  const image: ImageVariant = {
    src: `/media/uploads/${id}-800.webp`,
    width: 800,
    height: 600,
    srcSet: `/media/uploads/${id}-400.webp 400w, /media/uploads/${id}-800.webp 800w`,
  }
  await uploadsRepo(testApp.database.db).insert(
    owner.id,
    purpose,
    [{ image, keys: [`uploads/${id}-400.webp`, `uploads/${id}-800.webp`] }],
    clock,
  )
  return image.src
}

const iphone = {
  brand: 'Apple',
  model: 'iPhone 12 Pro',
  storage: '128GB',
  condition: 'used',
  wanted: 'Samsung Galaxy S23',
  phone: '08031234567',
  city: 'Ikeja',
}

function send(token: string | null, body: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/swap',
    headers: token === null ? {} : bearer(token),
    payload: body,
  })
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

async function mailTo(email: string) {
  return outboxRepo(testApp.database.db).list({ to: email, limit: 500 })
}

/** The one email to `email` about the swap request `requestId` (the tests' clock stands still, so order by time says nothing). */
async function mailAbout(email: string, requestId: string) {
  const messages = (await mailTo(email)).filter((message) => message.text.includes(requestId))
  expect(messages).toHaveLength(1)
  return messages[0]!
}

function createdId(response: { json(): unknown }): string {
  return (response.json() as { data: { _id: string } }).data._id
}

async function requestsOf(user: TestUser) {
  return testApp.database.db.select().from(swapRequests).where(eq(swapRequests.userId, user.id))
}

describe('sending a swap request', () => {
  it('records the request, answers it with 201, and emails the team every field and the shopper a confirmation', async () => {
    const shopper = await freshShopper()
    const photos = [await uploadedPhoto(shopper), await uploadedPhoto(shopper)]
    const teamBefore = (await mailTo(DEFAULT_SWAP_TEAM_EMAIL)).length

    const response = await send(shopper.token, { ...iphone, condition: 'faulty', faults: 'Cracked back glass', photos })

    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json<{ data: Record<string, unknown> }>()
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...iphone,
      condition: 'faulty',
      faults: 'Cracked back glass',
      photos,
      wantedProductId: null,
      status: 'new',
      statusChangedAt: clock.toISOString(),
      createdAt: clock.toISOString(),
    })
    expect(await requestsOf(shopper)).toHaveLength(1)

    expect(await mailTo(DEFAULT_SWAP_TEAM_EMAIL)).toHaveLength(teamBefore + 1)
    const toTeam = await mailAbout(DEFAULT_SWAP_TEAM_EMAIL, String(data._id))
    expect(toTeam.subject).toBe('Swap request: Apple iPhone 12 Pro 128GB for Samsung Galaxy S23')
    for (const line of [
      'Brand: Apple',
      'Model: iPhone 12 Pro',
      'Storage: 128GB',
      'Condition: Faulty',
      'Faults: Cracked back glass',
      `  ${PUBLIC_URL}${photos[0]}`,
      `  ${PUBLIC_URL}${photos[1]}`,
      'Device: Samsung Galaxy S23',
      `Email: ${shopper.email}`,
      'Phone: 08031234567',
      'City: Ikeja',
      `request ${String(data._id)}`,
    ]) {
      expect(toTeam.text).toContain(line)
    }

    const confirmation = await mailAbout(shopper.email, String(data._id))
    expect(confirmation.subject).toBe('We have your swap request')
    expect(confirmation.text).toContain('within 5 business days')
  })

  it('marks the photos it names as used, so the sweep keeps them', async () => {
    const shopper = await freshShopper()
    const photo = await uploadedPhoto(shopper)
    expect((await send(shopper.token, { ...iphone, photos: [photo] })).statusCode).toBe(201)
    const rows = await testApp.database.db.select().from(uploads).where(eq(uploads.ownerId, shopper.id))
    expect(rows.map((row) => row.usedAt)).toEqual([clock])
  })

  it('takes a request without photos, storage or faults, and saves text without its surrounding spaces', async () => {
    const shopper = await freshShopper()
    const response = await send(shopper.token, {
      brand: ' Tecno ',
      model: 'Camon 20 ',
      condition: 'likeNew',
      storage: '  ',
      wanted: ' A laptop ',
      phone: ' 08031234567',
      city: 'Kano ',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: unknown }>().data).toMatchObject({
      brand: 'Tecno',
      model: 'Camon 20',
      storage: null,
      faults: null,
      photos: [],
      wanted: 'A laptop',
      phone: '08031234567',
      city: 'Kano',
    })
    const toTeam = await mailAbout(DEFAULT_SWAP_TEAM_EMAIL, createdId(response))
    expect(toTeam.text).toContain('Photos: none')
    expect(toTeam.text).toContain('Storage: not given')
  })

  it('keeps the product wanted from the catalogue and links the team to its page', async () => {
    const shopper = await freshShopper()
    const wanted = await addTestProduct(testApp, { title: 'Galaxy S23 Ultra', price: 950_000, stock: 2 })
    const response = await send(shopper.token, { ...iphone, wanted: wanted.title, wantedProductId: wanted.id })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: unknown }>().data).toMatchObject({ wantedProductId: wanted.id, wanted: wanted.title })
    const toTeam = await mailAbout(DEFAULT_SWAP_TEAM_EMAIL, createdId(response))
    expect(toTeam.text).toContain(
      `From the catalogue: ${PUBLIC_URL}${pathTo('productDetails', { productId: wanted.slug })}`,
    )
  })
})

describe('refusals, each leaving nothing behind', () => {
  const refusals: [string, object, number, string, string][] = [
    [
      'a faulty device without its faults',
      { ...iphone, condition: 'faulty' },
      400,
      'faults',
      swapMessages.faultsRequired,
    ],
    [
      'a faulty device whose faults are spaces',
      { ...iphone, condition: 'faulty', faults: '   ' },
      400,
      'faults',
      swapMessages.faultsRequired,
    ],
    ['a brand of spaces', { ...iphone, brand: '  ' }, 400, 'brand', swapMessages.brandRequired],
    ['a model of spaces', { ...iphone, model: ' ' }, 400, 'model', swapMessages.modelRequired],
    ['a wanted device of spaces', { ...iphone, wanted: '   ' }, 400, 'wanted', swapMessages.wantedRequired],
    ['a city of spaces', { ...iphone, city: '  ' }, 400, 'city', swapMessages.cityRequired],
    [
      'a phone of spaces around too few digits',
      { ...iphone, phone: '   0803   ' },
      400,
      'phone',
      swapMessages.phoneInvalid,
    ],
    ['a condition that is not one of the four', { ...iphone, condition: 'broken' }, 400, 'condition', ''],
    [
      'more than 4 photos',
      {
        ...iphone,
        photos: [
          '/media/uploads/a.webp',
          '/media/uploads/b.webp',
          '/media/uploads/c.webp',
          '/media/uploads/d.webp',
          '/media/uploads/e.webp',
        ],
      },
      400,
      'photos',
      '',
    ],
    ["a photo that is not the store's", { ...iphone, photos: ['https://example.com/phone.jpg'] }, 400, 'photos.0', ''],
    [
      'a photo nobody uploaded',
      { ...iphone, photos: ['/media/uploads/nothing-800.webp'] },
      400,
      'photos',
      uploadMessages.notYours,
    ],
    ['an unknown field', { ...iphone, imei: '356789012345678' }, 400, 'imei', ''],
  ]

  for (const [title, body, status, field, message] of refusals) {
    it(`refuses ${title} with ${status} naming ${field}`, async () => {
      const shopper = await freshShopper()
      const before = await databaseFingerprint(testApp.database)
      const response = await send(shopper.token, body)
      expect(response.statusCode, response.body).toBe(status)
      expect(firstError(response)?.field).toBe(field)
      if (message) expect(firstError(response)?.message).toBe(message)
      expect(await databaseFingerprint(testApp.database)).toEqual(before)
    })
  }

  it("refuses another shopper's photo, and leaves the shopper's own photo of the same request unused", async () => {
    const shopper = await freshShopper()
    const someoneElse = await freshShopper()
    const own = await uploadedPhoto(shopper)
    const theirs = await uploadedPhoto(someoneElse)
    const before = await databaseFingerprint(testApp.database)
    const response = await send(shopper.token, { ...iphone, photos: [own, theirs] })
    expect(response.statusCode, response.body).toBe(400)
    expect(firstError(response)).toEqual({ message: uploadMessages.notYours, field: 'photos' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it("refuses the shopper's own picture uploaded for a product", async () => {
    const shopper = await freshShopper()
    const productPicture = await uploadedPhoto(shopper, 'product')
    const before = await databaseFingerprint(testApp.database)
    const response = await send(shopper.token, { ...iphone, photos: [productPicture] })
    expect(response.statusCode).toBe(400)
    expect(firstError(response)).toEqual({ message: uploadMessages.notYours, field: 'photos' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('refuses a wanted product that is archived or unknown', async () => {
    const shopper = await freshShopper()
    const archived = await addTestProduct(testApp, {
      title: 'Old Nokia',
      price: 20_000,
      stock: 1,
      archived: true,
    })
    for (const wantedProductId of [archived.id, newId()]) {
      const before = await databaseFingerprint(testApp.database)
      const response = await send(shopper.token, { ...iphone, wantedProductId })
      expect(response.statusCode, response.body).toBe(400)
      expect(firstError(response)).toEqual({ message: swapErrors.wantedNotAvailable, field: 'wantedProductId' })
      expect(await databaseFingerprint(testApp.database)).toEqual(before)
    }
  })

  it('refuses a shopper whose email is not verified, with the verification message', async () => {
    shoppers += 1
    const unverified = await signUpTestUser(testApp.app, `swap-unverified-${shoppers}@example.com`)
    const before = await databaseFingerprint(testApp.database)
    const response = await send(unverified.token, iphone)
    expect(response.statusCode).toBe(403)
    expect(firstError(response)?.message).toBe(VERIFY_EMAIL_MESSAGE)
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('refuses a request without a sign-in', async () => {
    const before = await databaseFingerprint(testApp.database)
    expect((await send(null, iphone)).statusCode).toBe(401)
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})

describe(`the daily limit: ${SWAP_REQUESTS_PER_DAY} requests a shopper a day in Lagos`, () => {
  it('refuses one more with 429 and the limit message, and takes requests again the next day', async () => {
    const startedAt = clock
    try {
      const shopper = await freshShopper()
      // 22:30 UTC is 23:30 in Lagos: the day there ends in half an hour.
      clock = new Date('2026-11-21T22:30:00.000Z')
      for (let sent = 0; sent < SWAP_REQUESTS_PER_DAY; sent++) {
        expect((await send(shopper.token, iphone)).statusCode).toBe(201)
      }
      const before = await databaseFingerprint(testApp.database)
      const refused = await send(shopper.token, iphone)
      expect(refused.statusCode).toBe(429)
      expect(firstError(refused)?.message).toBe(swapMessages.tooMany)
      expect(await databaseFingerprint(testApp.database)).toEqual(before)

      // 23:00 UTC is midnight in Lagos: a new day.
      clock = new Date('2026-11-21T23:00:00.000Z')
      expect((await send(shopper.token, iphone)).statusCode).toBe(201)
      expect(await requestsOf(shopper)).toHaveLength(SWAP_REQUESTS_PER_DAY + 1)
    } finally {
      clock = startedAt
    }
  })

  it("counts each shopper's requests apart", async () => {
    const busy = await freshShopper()
    const other = await freshShopper()
    for (let sent = 0; sent < SWAP_REQUESTS_PER_DAY; sent++)
      expect((await send(busy.token, iphone)).statusCode).toBe(201)
    expect((await send(other.token, iphone)).statusCode).toBe(201)
  })

  it('lets no more than the limit through when requests are sent at once', async () => {
    const shopper = await freshShopper()
    const answers = await Promise.all(
      Array.from({ length: SWAP_REQUESTS_PER_DAY + 3 }, () => send(shopper.token, iphone)),
    )
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SWAP_REQUESTS_PER_DAY)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3)
    expect(await requestsOf(shopper)).toHaveLength(SWAP_REQUESTS_PER_DAY)
  })

  it('starts the day at midnight in Lagos (UTC+1)', () => {
    expect(startOfLagosDay(new Date('2026-11-21T22:59:59.000Z')).toISOString()).toBe('2026-11-20T23:00:00.000Z')
    expect(startOfLagosDay(new Date('2026-11-21T23:00:00.000Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z')
    expect(startOfLagosDay(new Date('2026-11-22T00:30:00.000Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z')
  })
})

describe('the emails', () => {
  it('keeps the request when an email cannot be sent, and logs why', async () => {
    const shopper = await freshShopper()
    const user = (await usersRepo(testApp.database.db).findById(shopper.id))!
    const logged: string[] = []
    const swap = swapService({
      requests: swapRepo(testApp.database.db),
      mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('the mail server is down')) },
      teamEmail: 'team@example.com',
      publicUrl: PUBLIC_URL,
      now: () => clock,
      log: { error: (_details, message) => logged.push(message) },
    })
    const created = await swap.request(user, { ...iphone, condition: 'new' })
    expect(created.condition).toBe('new')
    expect(await requestsOf(shopper)).toHaveLength(1)
    expect(logged).toEqual([
      "the swap request's team email could not be sent",
      "the swap request's confirmation email could not be sent",
    ])
  })

  it('goes to the team at SWAP_TEAM_EMAIL, swaps@oja.ng unless set, which must be an email address', () => {
    expect(readConfig({}).swapTeamEmail).toBe('swaps@oja.ng')
    expect(readConfig({ SWAP_TEAM_EMAIL: ' deals@oja.ng ' }).swapTeamEmail).toBe('deals@oja.ng')
    expect(() => readConfig({ SWAP_TEAM_EMAIL: 'the swap team' })).toThrow(ConfigError)
    expect(() => readConfig({ SWAP_TEAM_EMAIL: 'the swap team' })).toThrow('SWAP_TEAM_EMAIL must be an email address')
  })
})
