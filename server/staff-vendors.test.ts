// The owner's vendors (docs/adr/0034; openapi.yaml listVendors, addVendorAccount, removeVendorAccount) through the
// API: the shops with their accounts, live products and open order lines; the command's rules (a new shop, a second
// account, a move, a rename, the refusals); every change in the audit log with the owner who made it, and the
// command's under its own name; removing keeps the shop, its products and its open orders; two owners removing one
// account at once, or adding one account at once, change it once. Staff who are not owners, shoppers and vendors get
// their 403 in staff-access.test.ts, as for every staff operation.
// @postgres: owners race to add and remove one account.
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../src/domain/contract'
import { vendorMessages, type VendorChange, type VendorShop } from '../src/domain/staff-vendors'
import { queryRows } from './db/database'
import { usersRepo } from './db/repos/users.repo'
import { vendorsRepo } from './db/repos/vendors.repo'
import { products } from './db/schema'
import { SEED_VENDOR_ID } from './db/seed'
import { keepSandboxVendor, SANDBOX_VENDOR } from './services/sandbox-vendor'
import { VENDOR_OPERATOR, vendorsService } from './services/vendors'
import { bearer, findOperation, schemaValidator, type TestUser } from './test-support'
import { addTestProduct, addToTestCart, verifiedTestUser } from './test-shop'
import { fundedShoppers, messageOf, openWalletShop, type WalletShop } from './test-wallet'

let shop: WalletShop
let owner: TestUser
let secondOwner: TestUser
let people = 0

const app = () => shop.testApp.app
const db = () => shop.testApp.database.db

async function staffMember(email: string, role: 'owner' | 'staff'): Promise<TestUser> {
  const user = await verifiedTestUser(app(), email)
  await db().execute(sql`update users set staff_role = ${role} where id = ${user.id}`)
  return user
}

beforeAll(async () => {
  shop = await openWalletShop({ seed: true })
  owner = await staffMember('vendors-owner@example.com', 'owner')
  secondOwner = await staffMember('vendors-owner-2@example.com', 'owner')
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

/** A new verified account, as a person who signed up on the store. */
async function person(): Promise<TestUser> {
  people += 1
  return verifiedTestUser(app(), `shop-person-${people}@example.com`)
}

function list(as: TestUser = owner) {
  return app().inject({ method: 'GET', url: '/api/staff/vendors', headers: bearer(as.token) })
}

function add(payload: { email: string; name?: string; vendorId?: string }, as: TestUser = owner) {
  return app().inject({ method: 'POST', url: '/api/staff/vendors', headers: bearer(as.token), payload })
}

function remove(vendorId: string, userId: string, as: TestUser = owner) {
  return app().inject({
    method: 'DELETE',
    url: `/api/staff/vendors/${vendorId}/accounts/${userId}`,
    headers: bearer(as.token),
  })
}

function changeOf(response: LightMyRequestResponse): VendorChange {
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: VendorChange }>().data
}

async function shops(): Promise<VendorShop[]> {
  const response = await list()
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: VendorShop[] }>().data
}

async function shopOf(id: string): Promise<VendorShop | undefined> {
  return (await shops()).find((listed) => listed._id === id)
}

async function vendorIdOf(user: TestUser): Promise<string | null> {
  return (await usersRepo(db()).findById(user.id))!.vendorId
}

async function auditRows(targetId: string) {
  return queryRows<{ action: string; actor_id: string; actor_email: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, actor_id, actor_email, before, after from audit_log where target_id = ${targetId} order by id`,
  )
}

describe('the shops, as the owner reads them', () => {
  it('lists every shop by name with its accounts, live products and open order lines, as the contract says', async () => {
    const seller = await person()
    const made = changeOf(await add({ email: seller.email, name: 'Zaria Zone Phones' }))
    const phone = await addTestProduct(shop.testApp, { title: 'Zone phone', price: 5_000, stock: 20 })
    const retired = await addTestProduct(shop.testApp, { title: 'Zone cable', price: 500, stock: 2, archived: true })
    for (const product of [phone, retired])
      await db().update(products).set({ vendorId: made.shop._id }).where(eq(products.id, product.id))
    const [buyer] = await fundedShoppers(shop, 1, { tag: 'vendor-lines', naira: 100_000 })
    await addToTestCart(app(), buyer!, phone.id, { qty: 2 })
    const paid = await app().inject({
      method: 'POST',
      url: '/api/orders/wallet',
      headers: bearer(buyer!.token),
      payload: { addressId: buyer!.addressId, deliveryMethod: 'standard' },
    })
    expect(paid.statusCode, paid.body).toBe(201)

    const response = await list()
    expect(response.statusCode).toBe(200)
    const validate = schemaValidator(findOperation('listVendors').responses['200']!)
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true)
    const listed = response.json<{ data: VendorShop[] }>().data
    const names = listed.map((entry) => entry.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(listed.find((entry) => entry._id === made.shop._id)).toEqual({
      _id: made.shop._id,
      name: 'Zaria Zone Phones',
      createdAt: expect.any(String),
      accounts: [{ _id: seller.id, email: seller.email, name: '', verified: true, sandbox: false }],
      liveProducts: 1,
      openOrderLines: 1,
    })
    // The order delivered, its line is no longer open.
    const order = paid.json<{ data: Order }>().data
    await db().execute(sql`update orders set status = 'Delivered' where id = ${order._id}`)
    expect((await shopOf(made.shop._id))?.openOrderLines).toBe(0)
  })

  it('shows the sandbox vendor on the seeded shop, marked as the sandbox', async () => {
    await keepSandboxVendor({ users: usersRepo(db()), vendors: vendorsRepo(db()), vendorId: SEED_VENDOR_ID, on: true })
    const seeded = await shopOf(SEED_VENDOR_ID)
    expect(seeded?.liveProducts).toBeGreaterThan(0)
    expect(seeded?.accounts).toEqual([
      expect.objectContaining({ email: SANDBOX_VENDOR.email, name: 'Sandbox Vendor', verified: true, sandbox: true }),
    ])
  })
})

describe('adding an account to a shop', () => {
  it('makes a new shop, named as given or after the account holder, audited under the owner', async () => {
    const seller = await person()
    const change = changeOf(await add({ email: seller.email.toUpperCase(), name: '  Kano Gadgets ' }))
    expect(change).toMatchObject({ outcome: 'added', email: seller.email, shop: { name: 'Kano Gadgets' } })
    expect(change.vendors.find((entry) => entry._id === change.shop._id)?.accounts[0]?.email).toBe(seller.email)
    expect(await vendorIdOf(seller)).toBe(change.shop._id)
    expect(await auditRows(seller.id)).toEqual([
      {
        action: 'vendor.add',
        actor_id: owner.id,
        actor_email: owner.email,
        before: { vendorId: null, shop: null },
        after: { vendorId: change.shop._id, shop: 'Kano Gadgets' },
      },
    ])

    // Again: nothing changes, nothing is written.
    expect(changeOf(await add({ email: seller.email }))).toMatchObject({ outcome: 'unchanged' })
    expect(await auditRows(seller.id)).toHaveLength(1)

    const unnamed = await person()
    expect(changeOf(await add({ email: unnamed.email })).shop.name).toBe(unnamed.email)
  })

  it('lets a second account sell for a shop, moves an account between shops, and renames, each audited', async () => {
    const first = await person()
    const second = await person()
    const ikeja = changeOf(await add({ email: first.email, name: 'Ikeja Accessories' })).shop
    const wuse = changeOf(await add({ email: second.email, name: 'Wuse Phones' })).shop

    const moved = changeOf(await add({ email: second.email, vendorId: ikeja._id }))
    expect(moved).toMatchObject({ outcome: 'linked', shop: ikeja, movedFrom: wuse })
    expect((await shopOf(ikeja._id))?.accounts.map((account) => account.email)).toEqual(
      [first.email, second.email].sort(),
    )
    // The shop it left stays, with nobody selling for it.
    expect((await shopOf(wuse._id))?.accounts).toEqual([])
    expect((await auditRows(second.id)).at(-1)).toEqual({
      action: 'vendor.link',
      actor_id: owner.id,
      actor_email: owner.email,
      before: { vendorId: wuse._id, shop: 'Wuse Phones' },
      after: { vendorId: ikeja._id, shop: 'Ikeja Accessories' },
    })

    const renamed = changeOf(await add({ email: first.email, name: 'Ikeja Accessories Ltd' }))
    expect(renamed).toMatchObject({ outcome: 'renamed', previousName: 'Ikeja Accessories' })
    expect(await auditRows(ikeja._id)).toEqual([
      expect.objectContaining({
        action: 'vendor.rename',
        before: { name: 'Ikeja Accessories' },
        after: { name: 'Ikeja Accessories Ltd' },
      }),
    ])
  })

  it('says when the account has not verified its email, and still makes it a vendor', async () => {
    const unverified = await app().inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: 'shop-unverified@example.com',
        password: 'correct horse battery',
        firstName: 'Tolu',
        lastName: 'Ade',
      },
    })
    expect(unverified.statusCode, unverified.body).toBeLessThan(300)
    const change = changeOf(await add({ email: 'shop-unverified@example.com' }))
    expect(change).toMatchObject({ outcome: 'added', verified: false, shop: { name: 'Tolu Ade' } })
  })

  it('refuses an unknown email, an unknown shop and a bad name with the command’s words, changing nothing', async () => {
    const seller = await person()
    const before = await auditRows(seller.id)
    const unknown = await add({ email: 'nobody-shops@example.com' })
    expect(unknown.statusCode).toBe(404)
    expect(messageOf(unknown)).toBe(vendorMessages.unknownEmail('nobody-shops@example.com'))
    const noShop = await add({ email: seller.email, vendorId: 'ffffffffffffffffffffffff' })
    expect(noShop.statusCode).toBe(404)
    expect(messageOf(noShop)).toBe(vendorMessages.unknownVendor('ffffffffffffffffffffffff'))
    for (const [name, message] of [
      ['   ', vendorMessages.nameBlank],
      ['x'.repeat(101), vendorMessages.nameTooLong],
    ] as const) {
      const refused = await add({ email: seller.email, name })
      expect(refused.statusCode).toBe(400)
      expect(messageOf(refused)).toBe(message)
    }
    for (const payload of [{ email: 'not an email' }, { email: seller.email, vendorId: 'shop' }, {}]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/staff/vendors',
        headers: bearer(owner.token),
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(await vendorIdOf(seller)).toBeNull()
    expect(await auditRows(seller.id)).toEqual(before)
  })

  it('makes one shop, audited once, when two owners add one account at once', async () => {
    const seller = await person()
    const [a, b] = await Promise.all([
      add({ email: seller.email, name: 'Race Shop' }),
      add({ email: seller.email, name: 'Race Shop' }, secondOwner),
    ])
    const outcomes = [changeOf(a).outcome, changeOf(b).outcome].sort()
    expect(outcomes).toEqual(['added', 'unchanged'])
    expect((await shops()).filter((entry) => entry.name === 'Race Shop')).toHaveLength(1)
    expect(await auditRows(seller.id)).toHaveLength(1)
  })
})

describe('removing an account from a shop', () => {
  it('keeps the shop, its live products and its open orders; the account stays a shopper; audited', async () => {
    const seller = await person()
    const made = changeOf(await add({ email: seller.email, name: 'Aba Audio' })).shop
    const speaker = await addTestProduct(shop.testApp, { title: 'Aba speaker', price: 8_000, stock: 5 })
    await db().update(products).set({ vendorId: made._id }).where(eq(products.id, speaker.id))

    const change = changeOf(await remove(made._id, seller.id))
    expect(change).toMatchObject({ outcome: 'removed', email: seller.email, shop: made })
    expect(change.vendors.find((entry) => entry._id === made._id)).toMatchObject({ accounts: [], liveProducts: 1 })
    expect(await vendorIdOf(seller)).toBeNull()
    const product = await app().inject({ method: 'GET', url: `/api/products/${speaker.slug}` })
    expect(product.statusCode).toBe(200)
    expect((await auditRows(seller.id)).at(-1)).toEqual({
      action: 'vendor.remove',
      actor_id: owner.id,
      actor_email: owner.email,
      before: { vendorId: made._id, shop: 'Aba Audio' },
      after: { vendorId: null, shop: null },
    })
    // Its product writes are refused from now on.
    const write = await app().inject({
      method: 'PATCH',
      url: '/api/products',
      headers: bearer(seller.token),
      payload: { _id: speaker.id, title: 'Mine again' },
    })
    expect(write.statusCode).toBe(403)
    // And it can be given its shop back.
    expect(changeOf(await add({ email: seller.email, vendorId: made._id })).outcome).toBe('linked')
  })

  it('answers 409, changing nothing, when the account no longer sells for the shop the owner saw', async () => {
    const seller = await person()
    const first = changeOf(await add({ email: seller.email, name: 'Ilorin Phones' })).shop
    const second = changeOf(await add({ email: (await person()).email, name: 'Jos Phones' })).shop
    changeOf(await add({ email: seller.email, vendorId: second._id }))
    const audited = await auditRows(seller.id)
    const stale = await remove(first._id, seller.id)
    expect(stale.statusCode).toBe(409)
    expect(messageOf(stale)).toBe(vendorMessages.noLongerSells(seller.email, 'Ilorin Phones'))
    expect(await vendorIdOf(seller)).toBe(second._id)
    expect(await auditRows(seller.id)).toEqual(audited)
  })

  it('answers 404 for a shop or an account that does not exist', async () => {
    const seller = await person()
    const made = changeOf(await add({ email: seller.email, name: 'Owerri Phones' })).shop
    expect((await remove('ffffffffffffffffffffffff', seller.id)).statusCode).toBe(404)
    expect((await remove(made._id, 'ffffffffffffffffffffffff')).statusCode).toBe(404)
    expect((await remove(made._id, 'not-an-id')).statusCode).toBe(400)
  })

  it('removes once, audited once, when two owners remove one account at once: one 200, one 409', async () => {
    const seller = await person()
    const made = changeOf(await add({ email: seller.email, name: 'Twice Shop' })).shop
    const [a, b] = await Promise.all([remove(made._id, seller.id), remove(made._id, seller.id, secondOwner)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect((await auditRows(seller.id)).filter((row) => row.action === 'vendor.remove')).toHaveLength(1)
    expect(await vendorIdOf(seller)).toBeNull()
  })

  it('lets the owner remove the sandbox vendor, which start-up gives its shop back while a sandbox is on', async () => {
    const keep = () =>
      keepSandboxVendor({ users: usersRepo(db()), vendors: vendorsRepo(db()), vendorId: SEED_VENDOR_ID, on: true })
    await keep()
    const sandbox = (await usersRepo(db()).findByEmail(SANDBOX_VENDOR.email))!
    expect(changeOf(await remove(SEED_VENDOR_ID, sandbox.id)).outcome).toBe('removed')
    expect((await shopOf(SEED_VENDOR_ID))?.accounts).toEqual([])
    await keep()
    expect((await shopOf(SEED_VENDOR_ID))?.accounts.map((account) => account.email)).toEqual([SANDBOX_VENDOR.email])
  })
})

describe('npm run vendor, on the same service', () => {
  it('writes its changes to the audit log under its own name', async () => {
    const seller = await person()
    const vendors = vendorsService({ users: usersRepo(db()), vendors: vendorsRepo(db()) })
    const { vendor } = await vendors.add(seller.email, { name: 'Command Shop' })
    await vendors.remove(seller.email)
    expect(await auditRows(seller.id)).toEqual([
      expect.objectContaining({ action: 'vendor.add', actor_id: VENDOR_OPERATOR.id, actor_email: 'npm run vendor' }),
      {
        action: 'vendor.remove',
        actor_id: VENDOR_OPERATOR.id,
        actor_email: 'npm run vendor',
        before: { vendorId: vendor.id, shop: 'Command Shop' },
        after: { vendorId: null, shop: null },
      },
    ])
    // The page sees what the command did.
    expect((await shopOf(vendor.id))?.accounts).toEqual([])
  })
})
