// Promos and categories as the owner keeps them (docs/adr/0031; openapi.yaml listStaffPromos … retireCategory): read by
// staff, written by the owner only, one promo running at a time even when two owners write at once, every write in the
// audit log with what it was before, and shoppers seeing each write at once (GET api/promo, GET api/categories).
// @postgres: owners race to schedule overlapping promos under a table lock.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderStatusMessages } from '../src/domain/order-status'
import { categoryMessages } from '../src/domain/shop-categories'
import { promoMessages } from '../src/domain/shop-promos'
import { uploadMessages } from '../src/domain/uploads'
import { auditRepo } from './db/repos/audit.repo'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo } from './db/repos/users.repo'
import { staffService } from './services/staff'
import { addTestProduct, verifiedTestUser } from './test-shop'
import { bearer, findOperation, openTestApp, schemaValidator, type TestApp, type TestUser } from './test-support'

let testApp: TestApp
let clock = new Date('2026-12-01T10:00:00.000Z')
let owner: TestUser
let secondOwner: TestUser
let staffer: TestUser
let picture: Buffer

const hours = (count: number) => new Date(clock.getTime() + count * 3_600_000).toISOString()

beforeAll(async () => {
  testApp = await openTestApp({ seed: false, now: () => clock })
  const db = testApp.database.db
  ;[owner, secondOwner, staffer] = await Promise.all([
    verifiedTestUser(testApp.app, 'settings-owner@example.com'),
    verifiedTestUser(testApp.app, 'settings-owner-2@example.com'),
    verifiedTestUser(testApp.app, 'settings-staff@example.com'),
  ])
  const staff = staffService({ users: usersRepo(db), staff: staffRepo(db), now: () => clock })
  await staff.add(owner.email, 'owner')
  await staff.add(secondOwner.email, 'owner')
  await staff.add(staffer.email, 'staff')
  picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

type Method = 'GET' | 'POST' | 'PATCH'

function call(method: Method, url: string, who: TestUser, payload?: object) {
  return testApp.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) })
}

const messageOf = (answer: { json(): unknown }) =>
  (answer.json() as { errors: { message: string }[] }).errors[0]?.message

interface PromoDoc {
  _id: string
  text: string
  state: string
  startsAt: string
  expires: string
  withdrawalFee: number | null
}
interface CategoryDoc {
  _id: string
  title: string
  slug: string
  image: string
  retired: boolean
  products: number
}

const docsOf = <T>(answer: { json(): unknown }) => (answer.json() as { data: { docs: T[] } }).data.docs

async function shopperPromo() {
  return (await testApp.app.inject({ method: 'GET', url: '/api/promo' })).json().data as { text: string } | null
}

async function shopperCategories() {
  return ((await testApp.app.inject({ method: 'GET', url: '/api/categories' })).json().data.docs as CategoryDoc[]).map(
    (category) => category.title,
  )
}

async function uploadPicture(who: TestUser) {
  const boundary = '----oja-category-test'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="tablets.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: '/api/staff/categories/pictures',
    headers: { ...bearer(who.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

async function auditOf(targetId: string) {
  return (await auditRepo(testApp.database.db).list({ targetId, page: 1, limit: 20 })).rows
}

describe('promos', () => {
  let running: PromoDoc

  it('are created by the owner, running now, and shown to shoppers at once', async () => {
    expect(await shopperPromo()).toBeNull()
    const answer = await call('POST', '/api/staff/promos', owner, {
      text: 'Black Friday',
      priceDrop: true,
      expires: hours(48),
      withdrawalFee: 1.25,
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const validate = schemaValidator(findOperation('createPromo').responses['201']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    running = docsOf<PromoDoc>(answer)[0]!
    expect(running).toMatchObject({ text: 'Black Friday', state: 'running', withdrawalFee: 1.25 })
    expect(await shopperPromo()).toMatchObject({ text: 'Black Friday', withdrawalFee: 1.25, priceDrop: true })
    expect(await auditOf(running._id)).toEqual([
      expect.objectContaining({ action: 'promo.create', actorEmail: owner.email, before: null }),
    ])
  })

  it('are read by staff but written only by the owner', async () => {
    const listed = await call('GET', '/api/staff/promos', staffer)
    expect(listed.statusCode).toBe(200)
    expect(docsOf<PromoDoc>(listed).map((promo) => promo.text)).toEqual(['Black Friday'])
    const refused = [
      await call('POST', '/api/staff/promos', staffer, { text: 'Mine', priceDrop: false, expires: hours(400) }),
      await call('PATCH', `/api/staff/promos/${running._id}`, staffer, { text: 'Mine' }),
      await call('POST', `/api/staff/promos/${running._id}/end`, staffer),
    ]
    expect(refused.map((answer) => [answer.statusCode, messageOf(answer)])).toEqual(
      refused.map(() => [403, orderStatusMessages.notOwner]),
    )
  })

  it('never overlap: a promo whose time shares an instant with another’s is refused, touching ends are not', async () => {
    const overlapping = await call('POST', '/api/staff/promos', owner, {
      text: 'Cyber Monday',
      priceDrop: true,
      startsAt: hours(24),
      expires: hours(72),
    })
    expect([overlapping.statusCode, messageOf(overlapping)]).toEqual([409, promoMessages.overlaps('Black Friday')])
    const after = await call('POST', '/api/staff/promos', owner, {
      text: 'Cyber Monday',
      priceDrop: true,
      startsAt: hours(48),
      expires: hours(72),
    })
    expect(after.statusCode, after.body).toBe(201)
    expect(docsOf<PromoDoc>(after).map((promo) => [promo.text, promo.state])).toEqual([
      ['Cyber Monday', 'scheduled'],
      ['Black Friday', 'running'],
    ])
  })

  it('refuses a start before now, an end before the start, and a fee the table cannot hold', async () => {
    const answers = [
      await call('POST', '/api/staff/promos', owner, {
        text: 'x',
        priceDrop: false,
        startsAt: hours(-1),
        expires: hours(500),
      }),
      await call('POST', '/api/staff/promos', owner, {
        text: 'x',
        priceDrop: false,
        startsAt: hours(600),
        expires: hours(500),
      }),
      await call('POST', '/api/staff/promos', owner, {
        text: 'x',
        priceDrop: false,
        startsAt: hours(600),
        expires: hours(700),
        withdrawalFee: 1.255,
      }),
      await call('POST', '/api/staff/promos', owner, {
        text: 'x',
        priceDrop: false,
        expires: hours(700),
        withdrawalFee: 100,
      }),
    ]
    expect(answers.map((answer) => [answer.statusCode, messageOf(answer)])).toEqual([
      [400, promoMessages.startInPast],
      [400, promoMessages.endBeforeStart],
      [400, promoMessages.feeRange],
      [400, expect.any(String)],
    ])
  })

  it('of two owners scheduling overlapping promos at once, one is kept', async () => {
    const body = (text: string) => ({ text, priceDrop: false, startsAt: hours(200), expires: hours(220) })
    const answers = await Promise.all([
      call('POST', '/api/staff/promos', owner, body('Race A')),
      call('POST', '/api/staff/promos', secondOwner, body('Race B')),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const listed = docsOf<PromoDoc>(await call('GET', '/api/staff/promos', owner)).map((promo) => promo.text)
    expect(listed.filter((text) => text.startsWith('Race'))).toHaveLength(1)
  })

  it('are edited while scheduled or running; a running one keeps its start, and edits are audited', async () => {
    const edited = await call('PATCH', `/api/staff/promos/${running._id}`, owner, {
      text: 'Black Friday: 20% off',
      withdrawalFee: null,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await shopperPromo()).toEqual({ text: 'Black Friday: 20% off', priceDrop: true, expires: running.expires })
    const moved = await call('PATCH', `/api/staff/promos/${running._id}`, owner, { startsAt: hours(1) })
    expect([moved.statusCode, messageOf(moved)]).toEqual([400, promoMessages.startFixed])
    const longer = await call('PATCH', `/api/staff/promos/${running._id}`, owner, { expires: hours(60) })
    expect([longer.statusCode, messageOf(longer)]).toEqual([409, promoMessages.overlaps('Cyber Monday')])
    const [edit] = await auditOf(running._id)
    expect(edit).toMatchObject({
      action: 'promo.edit',
      before: { text: 'Black Friday', withdrawalFee: 1.25 },
      after: { text: 'Black Friday: 20% off', withdrawalFee: null },
    })
  })

  it('end now: the promo bar is gone at once, and an ended promo cannot change', async () => {
    clock = new Date(clock.getTime() + 3_600_000)
    const ended = await call('POST', `/api/staff/promos/${running._id}/end`, owner)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(docsOf<PromoDoc>(ended).find((promo) => promo._id === running._id)).toMatchObject({
      state: 'ended',
      expires: clock.toISOString(),
    })
    expect(await shopperPromo()).toBeNull()
    const again = await call('POST', `/api/staff/promos/${running._id}/end`, owner)
    expect([again.statusCode, messageOf(again)]).toEqual([409, promoMessages.ended])
    const edit = await call('PATCH', `/api/staff/promos/${running._id}`, owner, { text: 'Back' })
    expect([edit.statusCode, messageOf(edit)]).toEqual([409, promoMessages.ended])
    expect((await auditOf(running._id))[0]).toMatchObject({
      action: 'promo.end',
      before: { expires: running.expires },
      after: { expires: clock.toISOString() },
    })
  })

  it('a scheduled promo ended before it starts is removed, and the removal audited', async () => {
    const listed = docsOf<PromoDoc>(await call('GET', '/api/staff/promos', owner))
    const cyber = listed.find((promo) => promo.text === 'Cyber Monday')!
    const answer = await call('POST', `/api/staff/promos/${cyber._id}/end`, owner)
    expect(docsOf<PromoDoc>(answer).map((promo) => promo.text)).not.toContain('Cyber Monday')
    expect((await auditOf(cyber._id))[0]).toMatchObject({ action: 'promo.end', after: null })
    const missing = await call('POST', `/api/staff/promos/${cyber._id}/end`, owner)
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, promoMessages.notFound])
  })
})

describe('categories', () => {
  let tablets: CategoryDoc

  it('are added by the owner with a picture they uploaded, last in the order, on the home page at once', async () => {
    const product = await addTestProduct(testApp, { title: 'Category Phone', price: 10_000, stock: 2 })
    expect(await shopperCategories()).toEqual(['Test gadgets'])
    const refused = await uploadPicture(staffer)
    expect(refused.statusCode).toBe(403)
    const uploaded = await uploadPicture(owner)
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const [image] = (uploaded.json() as { data: { images: string[] } }).data.images
    const notYours = await call('POST', '/api/staff/categories', secondOwner, { title: 'Tablets', image })
    expect([notYours.statusCode, messageOf(notYours)]).toEqual([400, uploadMessages.notYours])
    const answer = await call('POST', '/api/staff/categories', owner, { title: ' Tablets ', image })
    expect(answer.statusCode, answer.body).toBe(201)
    const validate = schemaValidator(findOperation('createCategory').responses['201']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const docs = docsOf<CategoryDoc>(answer)
    expect(docs.map((category) => [category.title, category.products])).toEqual([
      ['Test gadgets', 1],
      ['Tablets', 0],
    ])
    tablets = docs[1]!
    expect(tablets).toMatchObject({ slug: 'tablets', image, retired: false })
    expect(await shopperCategories()).toEqual(['Test gadgets', 'Tablets'])
    const twice = await call('POST', '/api/staff/categories', owner, { title: 'tablets', image })
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, categoryMessages.titleTaken])
    expect((await auditOf(tablets._id))[0]).toMatchObject({ action: 'category.add', after: { title: 'Tablets' } })
    expect(product.slug).toBeTruthy()
  })

  it('are renamed, keeping their slug, and re-pictured', async () => {
    const renamed = await call('PATCH', `/api/staff/categories/${tablets._id}`, owner, { title: 'Tablets & iPads' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(docsOf<CategoryDoc>(renamed)[1]).toMatchObject({ title: 'Tablets & iPads', slug: 'tablets' })
    const [image] = (await uploadPicture(owner)).json().data.images as string[]
    const pictured = await call('PATCH', `/api/staff/categories/${tablets._id}`, owner, { image })
    expect(docsOf<CategoryDoc>(pictured)[1]!.image).toBe(image)
    expect((await auditOf(tablets._id))[0]).toMatchObject({
      action: 'category.edit',
      before: { image: tablets.image },
      after: { image },
    })
  })

  it('move up and down among the live ones, the ends staying put', async () => {
    const up = await call('POST', `/api/staff/categories/${tablets._id}/move`, owner, { direction: 'up' })
    expect(up.statusCode, up.body).toBe(200)
    expect(await shopperCategories()).toEqual(['Tablets & iPads', 'Test gadgets'])
    await call('POST', `/api/staff/categories/${tablets._id}/move`, owner, { direction: 'up' })
    expect(await shopperCategories()).toEqual(['Tablets & iPads', 'Test gadgets'])
    await call('POST', `/api/staff/categories/${tablets._id}/move`, owner, { direction: 'down' })
    expect(await shopperCategories()).toEqual(['Test gadgets', 'Tablets & iPads'])
    expect((await auditOf(tablets._id))[0]).toMatchObject({
      action: 'category.move',
      before: { order: ['tablets', 'test-gadgets'] },
      after: { order: ['test-gadgets', 'tablets'] },
    })
  })

  it('retire: hidden from shoppers at once, its products still on sale, its slug never given again', async () => {
    const product = await addTestProduct(testApp, { title: 'Retiring Phone', price: 12_000, stock: 1 })
    const gadgets = docsOf<CategoryDoc>(await call('GET', '/api/staff/categories', staffer))[0]!
    const retired = await call('POST', `/api/staff/categories/${gadgets._id}/retire`, owner)
    expect(retired.statusCode, retired.body).toBe(200)
    expect(docsOf<CategoryDoc>(retired).map((category) => [category.title, category.retired])).toEqual([
      ['Tablets & iPads', false],
      ['Test gadgets', true],
    ])
    expect(await shopperCategories()).toEqual(['Tablets & iPads'])
    const page = await testApp.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    expect(page.statusCode).toBe(200)
    const listing = await testApp.app.inject({ method: 'GET', url: `/api/products?categoryId=${gadgets._id}` })
    expect((listing.json().data.docs as { title: string }[]).map((doc) => doc.title)).toContain('Retiring Phone')
    const again = await call('POST', `/api/staff/categories/${gadgets._id}/retire`, owner)
    expect([again.statusCode, messageOf(again)]).toEqual([409, categoryMessages.retired])
    const [image] = (await uploadPicture(owner)).json().data.images as string[]
    const sameName = await call('POST', '/api/staff/categories', owner, { title: 'Test gadgets', image })
    expect(sameName.statusCode, sameName.body).toBe(201)
    expect(
      docsOf<CategoryDoc>(sameName).find((category) => !category.retired && category.title === 'Test gadgets'),
    ).toMatchObject({ slug: 'test-gadgets-2' })
    expect((await auditOf(gadgets._id))[0]).toMatchObject({ action: 'category.retire', after: { retired: true } })
  })

  it('refuse staff, and an unknown category', async () => {
    const staffWrites = [
      await call('POST', `/api/staff/categories/${tablets._id}/retire`, staffer),
      await call('PATCH', `/api/staff/categories/${tablets._id}`, staffer, { title: 'Mine' }),
    ]
    expect(staffWrites.map((answer) => answer.statusCode)).toEqual([403, 403])
    const unknown = await call('POST', '/api/staff/categories/aaaaaaaaaaaaaaaaaaaaaaab/move', owner, {
      direction: 'up',
    })
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, categoryMessages.notFound])
  })
})
