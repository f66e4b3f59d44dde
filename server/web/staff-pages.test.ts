// Staff pages drawn by the server (docs/adr/0050, 'Staff pages'): a staff page is drawn with the rows the API answers
// the staff member its page session cookie names, by their role (an owner's audit log, what shoppers wait for, the
// categories); a page their role may not see, or a shopper's cookie, gets the staff frame as before; and a page drawn
// for someone is theirs alone: private, never stored, varying by cookie.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_PAGE_ID, parseFirstPage, type FirstPage } from '../../src/domain/first-page'
import { AUDIT_PAGE_SIZE } from '../../src/domain/audit-log'
import { STAFF_FIRST_REQUESTS } from '../../src/domain/staff-first-pages'
import { staffRepo } from '../db/repos/staff.repo'
import { usersRepo } from '../db/repos/users.repo'
import { SESSION_COOKIE } from '../handlers/session-cookie'
import { staffService } from '../services/staff'
import { bearer, EXAMPLE_PASSWORD, openTestApp, type TestApp, type TestUser } from '../test-support'
import { addTestProduct, verifiedTestUser } from '../test-shop'
import type { PageRenderer } from './page-renderer'

const INDEX = `<!doctype html><html lang="en-NG"><head><title>Built</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`

let webRoot: string
let testApp: TestApp
let owner: TestUser
let staffer: TestUser
let shopper: TestUser

// The render entry's stand-in: who the page was drawn for and the request keys of the answers it was drawn from.
const renderApp: PageRenderer = async (_url, firstPage) => {
  const keys = Object.keys(firstPage.answers).filter((key) => key.startsWith('/api/staff/'))
  return { head: [], body: `<main data-for="${firstPage.session?.user.email ?? ''}">${keys.join(' ')}</main>` }
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'oja-staff-web-'))
  mkdirSync(join(webRoot, '.vite'), { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), INDEX)
  writeFileSync(join(webRoot, '.vite/manifest.json'), '{}')
  // Pages kept for a minute: a staff member's page must still never be one of them.
  testApp = await openTestApp({ seed: false, webRoot, renderApp, pageCacheMs: 60_000 })
  const db = testApp.database.db
  const staff = staffService({ users: usersRepo(db), staff: staffRepo(db) })
  owner = await verifiedTestUser(testApp.app, 'drawn-owner@example.com')
  staffer = await verifiedTestUser(testApp.app, 'drawn-staff@example.com')
  shopper = await verifiedTestUser(testApp.app, 'drawn-shopper@example.com')
  // Each change of role is an entry of the audit log.
  await staff.add(owner.email, 'owner')
  await staff.add(staffer.email, 'staff')
  // A shopper waits for a phone that is out of stock (it brings the test category with it).
  const phone = await addTestProduct(testApp, { title: 'Drawn Waited Phone', price: 150_000, stock: 0 })
  const asked = await testApp.app.inject({
    method: 'POST',
    url: '/api/products/availability-requests',
    headers: bearer(shopper.token),
    payload: { productId: phone.id },
  })
  expect(asked.statusCode, asked.body).toBeLessThan(300)
}, 60_000)

afterAll(async () => {
  await testApp?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

/** The cookie header a browser sends back after signing in. */
async function cookieOf(user: TestUser): Promise<string> {
  const reply = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email: user.email, password: EXAMPLE_PASSWORD },
  })
  const cookie = reply.cookies.find((set) => set.name === SESSION_COOKIE)
  if (!cookie) throw new Error(`signing in ${user.email} set no page session cookie`)
  return `${SESSION_COOKIE}=${cookie.value}`
}

const page = (path: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })

function firstPageOf(html: string): FirstPage {
  const json = new RegExp(`<script id="${FIRST_PAGE_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1]
  const parsed = parseFirstPage(json)
  if (!parsed) throw new Error('the page carries no first page')
  return parsed
}

interface Rows {
  docs: Record<string, unknown>[]
}

describe('a staff page drawn for the staff member its cookie names', () => {
  it('holds the rows their role reads, under the request their route opens on; theirs alone, never kept', async () => {
    const cookie = await cookieOf(owner)
    const audit = await page('/staff/audit', cookie)
    expect(audit.statusCode).toBe(200)
    const request = STAFF_FIRST_REQUESTS.staffAudit('')
    expect(request).toBe(`/api/staff/audit?page=1&limit=${AUDIT_PAGE_SIZE}`)
    expect(audit.body).toContain(`<main data-for="${owner.email}">${request}</main>`)
    const drawn = firstPageOf(audit.body)
    expect(drawn.session?.user).toMatchObject({ email: owner.email, staffRole: 'owner' })
    const entries = (drawn.answers[request] as Rows).docs
    expect(entries.map((entry) => entry.action)).toEqual(['staff.add', 'staff.add'])
    expect(audit.headers['cache-control']).toBe('private, no-store')
    expect(audit.headers.vary).toContain('Cookie')
    // The owner's dashboard too.
    const dashboard = firstPageOf((await page('/staff/dashboard', cookie)).body)
    expect(dashboard.answers[STAFF_FIRST_REQUESTS.staffDashboard()]).toMatchObject({ periods: expect.any(Array) })
    // The held money with the float, and the shops (this store holds no money and has no shop yet).
    const money = firstPageOf((await page('/staff/money', cookie)).body)
    expect(money.answers[STAFF_FIRST_REQUESTS.staffMoney()]).toMatchObject({ items: [], float: expect.any(Object) })
    const vendors = firstPageOf((await page('/staff/vendors', cookie)).body)
    expect(vendors.session?.user.email).toBe(owner.email)
    expect(vendors.answers[STAFF_FIRST_REQUESTS.staffVendors()]).toEqual(expect.any(Array))
    // The address's query is the route's: page 2 of a target is its own request.
    const narrowed = firstPageOf((await page('/staff/audit?target=nobody%40example.com', cookie)).body)
    const none = narrowed.answers[STAFF_FIRST_REQUESTS.staffAudit('target=nobody%40example.com')] as Rows
    expect(none.docs).toEqual([])
    // Nobody after them gets it (the page cache is on in this test).
    const nobody = await page('/staff/audit')
    expect(nobody.body).not.toContain(owner.email)
    expect(firstPageOf(nobody.body).answers[request]).toBeUndefined()
    expect(nobody.headers['cache-control']).toBe('no-cache')
  })

  it('holds what shoppers wait for and the categories for staff, and the owner-only audit log as the frame', async () => {
    const cookie = await cookieOf(staffer)
    const restock = firstPageOf((await page('/staff/restock', cookie)).body)
    expect(restock.session?.user.email).toBe(staffer.email)
    expect((restock.answers[STAFF_FIRST_REQUESTS.staffRestock('')] as Rows).docs).toMatchObject([
      { title: 'Drawn Waited Phone', waiting: 1 },
    ])
    const categories = firstPageOf((await page('/staff/categories', cookie)).body)
    expect(categories.answers[STAFF_FIRST_REQUESTS.staffCategories()]).toMatchObject({
      docs: [{ title: 'Test gadgets' }],
    })
    // The chat console's conversations (none yet): the page's live stream takes over from them in the browser.
    const chat = firstPageOf((await page('/staff/chat', cookie)).body)
    expect(chat.session?.user.email).toBe(staffer.email)
    expect(chat.answers[STAFF_FIRST_REQUESTS.staffChat()]).toMatchObject({ docs: [], page: 1 })
    // The audit log is the owner's: the API answers staff 403, so the page is drawn as before, for nobody (still drawn
    // for this request alone, as every page that comes with a live cookie).
    const audit = await page('/staff/audit', cookie)
    expect(audit.body).toContain('<main data-for=""></main>')
    expect(firstPageOf(audit.body).session).toBeUndefined()
    expect(audit.headers['cache-control']).toBe('private, no-store')
  })

  it('holds no rows for a shopper: every staff page is the frame, as before', async () => {
    const cookie = await cookieOf(shopper)
    for (const path of [
      '/staff/audit',
      '/staff/restock',
      '/staff/orders',
      '/staff/swaps',
      '/staff/dashboard',
      '/staff/money',
      '/staff/chat',
    ]) {
      const response = await page(path, cookie)
      expect(response.statusCode, path).toBe(200)
      const drawn = firstPageOf(response.body)
      expect(drawn.session, path).toBeUndefined()
      expect(
        Object.keys(drawn.answers).filter((key) => key.startsWith('/api/staff/')),
        path,
      ).toEqual([])
      expect(response.body).not.toContain('Drawn Waited Phone')
    }
  })
})
