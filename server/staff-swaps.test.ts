// Swap deals as staff work them (docs/adr/0033) through the API: the inbox (newest first, by status, searched by email
// or phone, paged), one request with every field and its photos, every move of the transition table allowed or refused,
// two staff moving one request at once, a reply in the outbox and the timeline, a mailer that refuses, the audit log,
// and the shopper's own requests with their status (never another's). The 403s of shoppers and vendors are
// staff-access.test.ts's, for every staff operation.
// @postgres: staff race to move one swap request.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageVariant, SwapRequest } from '../src/domain/contract'
import {
  canMoveSwap,
  SWAP_REPLY_MAX_LENGTH,
  SWAP_STATUSES,
  swapStatusMessages,
  type SwapStatus,
} from '../src/domain/swap-status'
import { newId } from './db/ids'
import { auditRepo } from './db/repos/audit.repo'
import { outboxRepo } from './db/repos/outbox.repo'
import { staffSwapsRepo } from './db/repos/staff-swaps.repo'
import { uploadsRepo } from './db/repos/uploads.repo'
import { usersRepo } from './db/repos/users.repo'
import type { StaffSwap, StaffSwapSummary } from './services/staff-swaps'
import { staffSwapsService } from './services/staff-swaps'
import type { Page } from './services/paging'
import { bearer, findOperation, openTestApp, schemaValidator, type TestApp, type TestUser } from './test-support'
import { verifiedTestUser } from './test-shop'

let testApp: TestApp
let clock = new Date('2026-11-20T10:00:00.000Z')
let staff: TestUser
let otherStaff: TestUser
let ada: TestUser
let bola: TestUser

const app = () => testApp.app
const db = () => testApp.database.db

async function staffMember(email: string, role: 'owner' | 'staff'): Promise<TestUser> {
  const user = await verifiedTestUser(app(), email)
  await db().execute(sql`update users set staff_role = ${role} where id = ${user.id}`)
  return user
}

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock })
  staff = await staffMember('swap-staff@example.com', 'staff')
  otherStaff = await staffMember('swap-owner@example.com', 'owner')
  ada = await verifiedTestUser(app(), 'ada.swapper@example.com')
  bola = await verifiedTestUser(app(), 'bola.swapper@example.com')
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

/** A stored swap upload of `owner`'s, as the upload endpoint records one; its 800 URL is what a request names. */
async function uploadedPhoto(owner: TestUser): Promise<string> {
  const id = newId(clock)
  const image: ImageVariant = {
    src: `/media/uploads/${id}-800.webp`,
    width: 800,
    height: 600,
    srcSet: `/media/uploads/${id}-400.webp 400w, /media/uploads/${id}-800.webp 800w`,
  }
  await uploadsRepo(db()).insert(
    owner.id,
    'swap',
    [{ image, keys: [`uploads/${id}-400.webp`, `uploads/${id}-800.webp`] }],
    clock,
  )
  return image.src
}

let sent = 0
/** A request sent by `shopper` through the API, a minute after the last one and a day later every 4 (a shopper
 *  sends at most 5 a day, and a session lasts 30 days). */
async function swapRequest(shopper: TestUser, fields: Record<string, unknown> = {}): Promise<SwapRequest> {
  sent += 1
  clock = new Date(Date.parse('2026-11-20T10:00:00.000Z') + Math.floor(sent / 4) * 86_400_000 + sent * 60_000)
  const response = await app().inject({
    method: 'POST',
    url: '/api/swap',
    headers: bearer(shopper.token),
    payload: {
      brand: 'Apple',
      model: `iPhone ${sent}`,
      condition: 'used',
      wanted: 'Samsung Galaxy S23',
      phone: '08031234567',
      city: 'Ikeja',
      ...fields,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: SwapRequest }>().data
}

function inbox(user: TestUser, query = '') {
  return app().inject({ method: 'GET', url: `/api/staff/swaps${query}`, headers: bearer(user.token) })
}

function view(user: TestUser, id: string) {
  return app().inject({ method: 'GET', url: `/api/staff/swaps/${id}`, headers: bearer(user.token) })
}

function move(user: TestUser, id: string, from: SwapStatus, status: SwapStatus) {
  return app().inject({
    method: 'POST',
    url: `/api/staff/swaps/${id}/status`,
    headers: bearer(user.token),
    payload: { from, status },
  })
}

function reply(user: TestUser, id: string, text: string) {
  return app().inject({
    method: 'POST',
    url: `/api/staff/swaps/${id}/reply`,
    headers: bearer(user.token),
    payload: { text },
  })
}

function messageOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { errors: { message: string }[] }).errors[0]?.message
}

/** Puts a request at `status` directly, as a run of moves would have. */
async function requestAt(status: SwapStatus): Promise<SwapRequest> {
  const request = await swapRequest(ada)
  await db().execute(sql`update swap_requests set status = ${status} where id = ${request._id}`)
  return request
}

async function auditRows(id: string) {
  return (await auditRepo(db()).list({ targetId: id, page: 1, limit: 50 })).rows
}

describe('the inbox', () => {
  it('lists every request newest first, filtered by status and searched by email or phone, a page at a time', async () => {
    const first = await swapRequest(ada, { phone: '08051112222' })
    const second = await swapRequest(bola, { phone: '08093334444' })
    const third = await swapRequest(ada, { phone: '08051112222' })
    await db().execute(sql`update swap_requests set status = 'contacted' where id = ${second._id}`)

    const answer = await inbox(staff, '?limit=100')
    expect(answer.statusCode, answer.body).toBe(200)
    const validate = schemaValidator(findOperation('listStaffSwaps').responses['200']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const ids = answer.json<{ data: Page<StaffSwapSummary> }>().data.docs.map((row) => row._id)
    expect(ids.indexOf(third._id)).toBeLessThan(ids.indexOf(second._id))
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))

    const contacted = (await inbox(staff, '?status=contacted')).json<{ data: Page<StaffSwapSummary> }>().data
    expect(contacted.docs.map((row) => row._id)).toEqual([second._id])
    expect(contacted.docs[0]).toMatchObject({
      status: 'contacted',
      offered: second.model ? `Apple ${second.model}` : '',
      customer: { email: bola.email },
      phone: '08093334444',
      photos: 0,
    })

    const byEmail = (await inbox(staff, '?q=ADA.SWAP')).json<{ data: Page<StaffSwapSummary> }>().data
    expect(byEmail.docs.map((row) => row._id)).toEqual(expect.arrayContaining([first._id, third._id]))
    expect(byEmail.docs.every((row) => row.customer.email === ada.email)).toBe(true)

    const byPhone = (await inbox(staff, `?q=${encodeURIComponent('0805 111-')}`)).json<{
      data: Page<StaffSwapSummary>
    }>().data
    expect(byPhone.docs.map((row) => row._id)).toEqual([third._id, first._id])

    const percent = (await inbox(staff, '?q=%25')).json<{ data: Page<StaffSwapSummary> }>().data
    expect(percent.totalDocs).toBe(0)

    const paged = (await inbox(staff, `?q=0805111&limit=1&page=2`)).json<{ data: Page<StaffSwapSummary> }>().data
    expect(paged).toMatchObject({ page: 2, totalDocs: 2, totalPages: 2, prevPage: 1, nextPage: null })
    expect(paged.docs.map((row) => row._id)).toEqual([first._id])
  })

  it('refuses a status the table does not know', async () => {
    expect((await inbox(staff, '?status=offer%20made')).statusCode).toBe(400)
  })
})

describe('one request', () => {
  it('shows every field, its photos, the shopper and the moves allowed from its status', async () => {
    const photo = await uploadedPhoto(ada)
    const request = await swapRequest(ada, {
      storage: '128GB',
      condition: 'faulty',
      faults: 'Cracked screen',
      photos: [photo],
      phone: '08030000001',
    })
    const answer = await view(staff, request._id)
    expect(answer.statusCode, answer.body).toBe(200)
    const validate = schemaValidator(findOperation('getStaffSwap').responses['200']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const swap = answer.json<{ data: StaffSwap }>().data
    expect(swap.request).toEqual({ ...request, photos: [photo] })
    expect(swap.request).toMatchObject({ storage: '128GB', faults: 'Cracked screen', status: 'new' })
    expect(swap.customer.email).toBe(ada.email)
    expect(swap.events).toEqual([{ kind: 'sent', status: 'new', text: null, actor: null, at: request.createdAt }])
    expect(swap.nextStatuses).toEqual(['contacted', 'offerMade', 'declined', 'closed'])
  })

  it('answers 404 for a request that does not exist', async () => {
    const answer = await view(staff, 'aaaaaaaaaaaaaaaaaaaaaaaa')
    expect(answer.statusCode).toBe(404)
    expect(messageOf(answer)).toBe(swapStatusMessages.swapNotFound)
  })
})

describe('moving a request', () => {
  for (const from of SWAP_STATUSES)
    for (const to of SWAP_STATUSES) {
      const allowed = canMoveSwap(from, to)
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const request = await requestAt(from)
        const answer = await move(staff, request._id, from, to)
        if (allowed) {
          expect(answer.statusCode, answer.body).toBe(200)
          const swap = answer.json<{ data: StaffSwap }>().data
          expect(swap.request.status).toBe(to)
          expect(swap.request.statusChangedAt).toBe(clock.toISOString())
          expect(swap.events.at(-1)).toMatchObject({ kind: 'status', status: to, actor: staff.email })
          expect(await auditRows(request._id)).toEqual([
            expect.objectContaining({
              actorEmail: staff.email,
              action: 'swap.status',
              targetType: 'swapRequest',
              before: { status: from },
              after: { status: to },
            }),
          ])
        } else {
          expect(answer.statusCode).toBe(409)
          expect(messageOf(answer)).toBe(swapStatusMessages.notAllowed(from, to))
          expect((await view(staff, request._id)).json<{ data: StaffSwap }>().data.request.status).toBe(from)
          expect(await auditRows(request._id)).toEqual([])
        }
      })
    }

  it('answers 409 naming the status now when the request moved since the staff member looked', async () => {
    const request = await requestAt('contacted')
    const answer = await move(staff, request._id, 'new', 'offerMade')
    expect(answer.statusCode).toBe(409)
    expect(messageOf(answer)).toBe(swapStatusMessages.notAllowed('contacted', 'offerMade'))
  })

  it('applies one of two staff moving one request at once: one 200, one 409 naming the winner, one event, one audit row', async () => {
    const request = await swapRequest(bola)
    const [a, b] = await Promise.all([
      move(staff, request._id, 'new', 'offerMade'),
      move(otherStaff, request._id, 'new', 'declined'),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a]
    const status = won.json<{ data: StaffSwap }>().data.request.status
    expect(messageOf(lost)).toBe(
      swapStatusMessages.notAllowed(status, status === 'offerMade' ? 'declined' : 'offerMade'),
    )
    const swap = (await view(staff, request._id)).json<{ data: StaffSwap }>().data
    expect(swap.events.filter((event) => event.kind === 'status')).toHaveLength(1)
    expect(await auditRows(request._id)).toHaveLength(1)
  })

  it('answers 404 for an unknown request and 400 for a status outside the table', async () => {
    expect((await move(staff, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'new', 'contacted')).statusCode).toBe(404)
    const request = await swapRequest(ada)
    const odd = await app().inject({
      method: 'POST',
      url: `/api/staff/swaps/${request._id}/status`,
      headers: bearer(staff.token),
      payload: { from: 'new', status: 'sold' },
    })
    expect(odd.statusCode).toBe(400)
  })
})

describe('a reply by email', () => {
  it('emails the shopper through the outbox, then keeps it in the timeline and the audit log', async () => {
    const request = await swapRequest(ada)
    const text = 'We can offer ₦250,000 for your phone.\r\n\r\nBring it to our Ikeja shop. <b>Thanks</b>  '
    const answer = await reply(staff, request._id, text)
    expect(answer.statusCode, answer.body).toBe(200)
    const kept = 'We can offer ₦250,000 for your phone.\n\nBring it to our Ikeja shop. <b>Thanks</b>'
    const swap = answer.json<{ data: StaffSwap }>().data
    expect(swap.events.at(-1)).toEqual({
      kind: 'reply',
      status: null,
      text: kept,
      actor: staff.email,
      at: clock.toISOString(),
    })
    expect(swap.request.status).toBe('new')

    const emails = await outboxRepo(db()).list({ to: ada.email, limit: 100 })
    const email = emails.find((message) => message.subject.startsWith('About your swap request'))
    expect(email?.subject).toBe(`About your swap request: Apple ${request.model} for Samsung Galaxy S23`)
    expect(email?.text).toContain(kept)
    expect(email?.text).toContain(`Your request number is ${request._id}.`)

    expect(await auditRows(request._id)).toEqual([
      expect.objectContaining({
        actorEmail: staff.email,
        action: 'swap.reply',
        before: null,
        after: { to: ada.email, subject: email?.subject, text: kept },
      }),
    ])
  })

  it('refuses a blank reply and one over the limit, keeping and sending nothing', async () => {
    const request = await swapRequest(bola)
    const before = (await outboxRepo(db()).list({ to: bola.email, limit: 100 })).length
    const blank = await reply(staff, request._id, ' \r\n\t ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ errors: [{ message: swapStatusMessages.replyRequired, field: 'text' }] })
    expect((await reply(staff, request._id, 'x'.repeat(SWAP_REPLY_MAX_LENGTH + 1))).statusCode).toBe(400)
    expect((await reply(staff, request._id, '')).statusCode).toBe(400)
    expect((await outboxRepo(db()).list({ to: bola.email, limit: 100 })).length).toBe(before)
    expect(await auditRows(request._id)).toEqual([])
  })

  it('keeps nothing when the mailer refuses, and says to try again', async () => {
    const request = await swapRequest(bola)
    const service = staffSwapsService({
      swaps: staffSwapsRepo(db()),
      mailer: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('connection refused')),
      },
      now: () => clock,
    })
    const member = (await usersRepo(db()).findById(staff.id))!
    await expect(service.reply(member, request._id, { text: 'Hello' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: swapStatusMessages.replyNotSent,
    })
    expect((await service.get(request._id)).events).toHaveLength(1)
    expect(await auditRows(request._id)).toEqual([])
  })

  it('answers 404 for an unknown request', async () => {
    expect((await reply(staff, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'Hello')).statusCode).toBe(404)
  })
})

describe("the shopper's own requests", () => {
  it('lists only their own, newest first, with where each stands', async () => {
    const carol = await verifiedTestUser(app(), 'carol.swapper@example.com')
    const dayo = await verifiedTestUser(app(), 'dayo.swapper@example.com')
    const older = await swapRequest(carol)
    const newer = await swapRequest(carol)
    const theirs = await swapRequest(dayo)
    expect((await move(staff, newer._id, 'new', 'offerMade')).statusCode).toBe(200)

    const answer = await app().inject({ method: 'GET', url: '/api/swap', headers: bearer(carol.token) })
    expect(answer.statusCode, answer.body).toBe(200)
    const validate = schemaValidator(findOperation('listMySwapRequests').responses['200']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const mine = answer.json<{ data: SwapRequest[] }>().data
    expect(mine.map((request) => [request._id, request.status])).toEqual([
      [newer._id, 'offerMade'],
      [older._id, 'new'],
    ])
    expect(mine.map((request) => request._id)).not.toContain(theirs._id)

    const dayos = (await app().inject({ method: 'GET', url: '/api/swap', headers: bearer(dayo.token) })).json<{
      data: SwapRequest[]
    }>().data
    expect(dayos.map((request) => request._id)).toEqual([theirs._id])
  })

  it('asks who is calling', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/swap' })).statusCode).toBe(401)
  })
})
