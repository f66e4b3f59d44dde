// Who is a vendor (ADR 0011): the operator's command (add, remove, list, its refusals) on the service and on a real
// data folder, and the sandbox vendor, who signs in while any sandbox is on and cannot once every provider is real.
// @postgres: two runs race to make one vendor.
import { join } from 'node:path'
import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { lockDataDir } from './db/data-dir-lock'
import { usersRepo, type UserRecord } from './db/repos/users.repo'
import { vendorsRepo } from './db/repos/vendors.repo'
import { products } from './db/schema'
import { SEED_VENDOR_ID } from './db/seed'
import { DomainError } from './errors'
import { keepSandboxVendor, SANDBOX_VENDOR } from './services/sandbox-vendor'
import { vendorMessages, vendorsService, type VendorsService } from './services/vendors'
import { addTestProduct } from './test-shop'
import { openTestApp, operatorFolder, type TestApp } from './test-support'
import { operatorCommandMessages, runOperatorCommand } from './operator-command'
import { parseVendorCommand, vendorCommand } from './vendor-command'

let testApp: TestApp
let vendors: VendorsService
let people = 0
const now = new Date('2026-11-20T10:00:00.000Z')

beforeAll(async () => {
  testApp = await openTestApp()
  const db = testApp.database.db
  vendors = vendorsService({ users: usersRepo(db), vendors: vendorsRepo(db), now: () => now })
})

afterAll(async () => {
  await testApp?.close()
})

async function person(names: { firstName?: string; lastName?: string; verified?: boolean } = {}): Promise<UserRecord> {
  people += 1
  return usersRepo(testApp.database.db).create(
    {
      email: `Vendor-Person-${people}@Example.com`,
      passwordHash: null,
      firstName: names.firstName ?? '',
      lastName: names.lastName ?? '',
      referralCode: null,
      emailVerifiedAt: names.verified === false ? null : now,
    },
    now,
  )
}

async function reread(user: UserRecord): Promise<UserRecord> {
  return (await usersRepo(testApp.database.db).findById(user.id))!
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('making an account a vendor', () => {
  it('makes a new vendor with the name given and links the account, whatever the case of the email typed', async () => {
    const user = await person()
    const change = await vendors.add(user.email.toLowerCase(), { name: '  Ade Phones, Wuse  ' })
    expect(change).toMatchObject({ outcome: 'added', vendor: { name: 'Ade Phones, Wuse' } })
    expect((await reread(user)).vendorId).toBe(change.vendor.id)
  })

  it('names the vendor after the account holder, or the email, when no name is given', async () => {
    const named = await person({ firstName: 'Chioma', lastName: 'Eze' })
    expect((await vendors.add(named.email)).vendor.name).toBe('Chioma Eze')
    const unnamed = await person()
    expect((await vendors.add(unnamed.email)).vendor.name).toBe(unnamed.email)
  })

  it('changes nothing when run again, and only renames the shop when a new name is given', async () => {
    const user = await person()
    const first = await vendors.add(user.email, { name: 'Kano Gadgets' })
    const again = await vendors.add(user.email)
    expect(again).toMatchObject({ outcome: 'unchanged', vendor: { id: first.vendor.id, name: 'Kano Gadgets' } })
    expect(await vendors.add(user.email, { name: 'Kano Gadgets' })).toMatchObject({ outcome: 'unchanged' })
    const renamed = await vendors.add(user.email, { name: 'Kano Gadgets Ltd' })
    expect(renamed).toMatchObject({
      outcome: 'renamed',
      previousName: 'Kano Gadgets',
      vendor: { id: first.vendor.id, name: 'Kano Gadgets Ltd' },
    })
    expect(
      (await vendors.list()).filter((vendor) => vendor.accounts.some((account) => account.email === user.email)),
    ).toHaveLength(1)
  })

  it('lets a second account keep an existing shop with --vendor, and gives a removed account its shop back', async () => {
    const owner = await person()
    const staff = await person()
    const { vendor } = await vendors.add(owner.email, { name: 'Ikeja Accessories' })
    expect(await vendors.add(staff.email, { vendorId: vendor.id })).toMatchObject({
      outcome: 'linked',
      vendor: { id: vendor.id },
      movedFrom: null,
    })
    expect((await reread(staff)).vendorId).toBe(vendor.id)

    await vendors.remove(owner.email)
    expect(await vendors.add(owner.email, { vendorId: vendor.id })).toMatchObject({
      outcome: 'linked',
      vendor: { id: vendor.id },
    })
    expect((await reread(owner)).vendorId).toBe(vendor.id)
  })

  it('refuses an email no account uses, and a vendor id no vendor has, changing nothing', async () => {
    const before = await vendors.list()
    const unknown = await refusal(vendors.add('nobody-here@example.com', { name: 'Ghost Shop' }))
    expect(unknown.message).toBe(vendorMessages.unknownEmail('nobody-here@example.com'))
    const user = await person()
    const noVendor = await refusal(vendors.add(user.email, { vendorId: 'ffffffffffffffffffffffff' }))
    expect(noVendor.message).toBe(vendorMessages.unknownVendor('ffffffffffffffffffffffff'))
    expect((await reread(user)).vendorId).toBeNull()
    expect(await vendors.list()).toEqual(before)
  })

  it('refuses a blank or overlong shop name', async () => {
    const user = await person()
    expect((await refusal(vendors.add(user.email, { name: '   ' }))).message).toBe(vendorMessages.nameBlank)
    expect((await refusal(vendors.add(user.email, { name: 'x'.repeat(101) }))).message).toBe(vendorMessages.nameTooLong)
    expect((await reread(user)).vendorId).toBeNull()
  })

  it('makes one vendor when two runs for one account race', async () => {
    const user = await person()
    const [first, second] = await Promise.all([
      vendors.add(user.email, { name: 'Race Shop' }),
      vendors.add(user.email, { name: 'Race Shop' }),
    ])
    expect(first.vendor.id).toBe(second.vendor.id)
    expect((await vendors.list()).filter((vendor) => vendor.name === 'Race Shop')).toHaveLength(1)
  })
})

describe('removing a vendor', () => {
  it('unlinks the account and keeps the shop', async () => {
    const user = await person()
    const { vendor } = await vendors.add(user.email, { name: 'Port Harcourt Phones' })
    expect(await vendors.remove(user.email)).toMatchObject({ outcome: 'removed', vendor: { id: vendor.id } })
    expect((await reread(user)).vendorId).toBeNull()
    expect((await vendors.list()).find((listed) => listed.id === vendor.id)).toEqual({
      id: vendor.id,
      name: 'Port Harcourt Phones',
      createdAt: now,
      accounts: [],
      liveProducts: 0,
      openOrderLines: 0,
    })
  })

  it('changes nothing for an account that is not a vendor, and refuses an unknown email', async () => {
    const user = await person()
    expect(await vendors.remove(user.email)).toMatchObject({ outcome: 'notVendor' })
    expect((await refusal(vendors.remove('nobody-either@example.com'))).message).toBe(
      vendorMessages.unknownEmail('nobody-either@example.com'),
    )
  })
})

describe('listing vendors', () => {
  it("shows the seeded shop with its live products, and each shop's accounts", async () => {
    const user = await person()
    const { vendor } = await vendors.add(user.email, { name: 'Abuja Audio' })
    const listed = await vendors.list()
    const seeded = listed.find((entry) => entry.id === SEED_VENDOR_ID)
    expect(seeded?.liveProducts).toBeGreaterThan(0)
    expect(listed.find((entry) => entry.id === vendor.id)).toEqual({
      id: vendor.id,
      name: 'Abuja Audio',
      createdAt: now,
      accounts: [{ id: user.id, email: user.email, firstName: '', lastName: '', verified: true }],
      liveProducts: 0,
      openOrderLines: 0,
    })
  })

  it('counts only live products', async () => {
    const user = await person()
    const { vendor } = await vendors.add(user.email, { name: 'Counted Shop' })
    const live = await addTestProduct(testApp, { title: 'Counted Earbuds', price: 15_000, stock: 3 })
    const archived = await addTestProduct(testApp, {
      title: 'Counted Cable',
      price: 2_000,
      stock: 3,
      archived: true,
    })
    for (const product of [live, archived])
      await testApp.database.db.update(products).set({ vendorId: vendor.id }).where(eq(products.id, product.id))
    expect((await vendors.list()).find((entry) => entry.id === vendor.id)?.liveProducts).toBe(1)
  })
})

describe('npm run vendor', () => {
  it('reads add, remove and list with their options, and refuses anything else', () => {
    expect(parseVendorCommand(['add', 'ade@example.com', '--name', 'Ade Phones'])).toEqual({
      action: 'add',
      email: 'ade@example.com',
      name: 'Ade Phones',
    })
    expect(parseVendorCommand(['add', 'ade@example.com', '--vendor', 'abc'])).toEqual({
      action: 'add',
      email: 'ade@example.com',
      vendorId: 'abc',
    })
    expect(parseVendorCommand(['remove', 'ade@example.com'])).toEqual({ action: 'remove', email: 'ade@example.com' })
    expect(parseVendorCommand(['list'])).toEqual({ action: 'list' })
    for (const args of [
      [],
      ['promote', 'ade@example.com'],
      ['add'],
      ['add', 'a@example.com', 'b@example.com'],
      ['add', 'a@example.com', '--shop', 'x'],
      ['remove', 'a@example.com', '--name', 'x'],
      ['list', 'a@example.com'],
    ]) {
      expect(parseVendorCommand(args), args.join(' ')).toHaveProperty('problem')
    }
  })

  it('works on the data folder the store uses, and refuses while a store holds it', async () => {
    const folder = await operatorFolder(
      vendorCommand,
      [{ email: 'ngozi@example.com', firstName: 'Ngozi', lastName: 'Okafor' }],
      now,
    )
    const { dataDir, env, accounts, lines, problems, output, run } = folder
    const [user] = accounts as [UserRecord]
    try {
      expect(await run('add', 'ngozi@example.com', '--name', 'Ngozi Gadgets')).toBe(0)
      expect(lines.pop()).toMatch(/^ngozi@example\.com is now a vendor: Ngozi Gadgets \(vendor [0-9a-f]{24}\)\.$/)
      expect(await run('add', 'ngozi@example.com')).toBe(0)
      expect(lines.pop()).toContain('is already a vendor: Ngozi Gadgets')
      expect(await run('list')).toBe(0)
      expect(lines.splice(0)).toEqual([
        expect.stringMatching(/^Ngozi Gadgets \(vendor [0-9a-f]{24}\): 0 live products$/),
        '  ngozi@example.com',
      ])
      expect(await run('remove', 'ngozi@example.com')).toBe(0)
      expect(lines.splice(0)[0]).toBe('ngozi@example.com is no longer a vendor.')

      expect(await run('add', 'stranger@example.com')).toBe(1)
      expect(problems.pop()).toBe(vendorMessages.unknownEmail('stranger@example.com'))
      expect(await run('promote', 'ngozi@example.com')).toBe(2)
      expect(problems.pop()).toContain('Usage:')

      const store = lockDataDir(dataDir)
      try {
        expect(await run('list')).toBe(1)
        expect(problems.pop()).toContain('is using the data folder')
      } finally {
        store.release()
      }

      const reopened = await openDatabase(readConfig(env))
      expect((await usersRepo(reopened.db).findById(user.id))?.vendorId).toBeNull()
      expect((await vendorsRepo(reopened.db).list()).map((vendor) => vendor.name)).toEqual(['Ngozi Gadgets'])
      await reopened.close()

      expect(
        await runOperatorCommand(['list'], { env: { DATA_DIR: join(dataDir, 'missing') }, output }, vendorCommand),
      ).toBe(1)
      expect(problems.pop()).toBe(operatorCommandMessages.noDatabase(join(dataDir, 'missing')))
    } finally {
      folder.remove()
    }
  }, 60_000)
})

describe('the sandbox vendor', () => {
  const signIn = (password: string = SANDBOX_VENDOR.password) =>
    testApp.app.inject({ method: 'POST', url: '/api/users/signin', payload: { email: SANDBOX_VENDOR.email, password } })
  const keep = (on: boolean) =>
    keepSandboxVendor({
      users: usersRepo(testApp.database.db),
      vendors: vendorsRepo(testApp.database.db),
      vendorId: SEED_VENDOR_ID,
      on,
      now: () => now,
    })

  it('is kept while any sandbox is on, and its sign-in removed once every provider is real', () => {
    expect(readConfig({}).sandboxAccountsOn).toBe(true)
    const real = {
      SMTP_HOST: 'smtp.example.com',
      GOOGLE_CLIENT_ID: 'google-client',
      APPLE_CLIENT_ID: 'apple-client',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-x',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x',
      FLUTTERWAVE_WEBHOOK_HASH: 'hash',
      TERMII_API_KEY: 'TLkey-oja',
      TERMII_SENDER_ID: 'Oja',
    }
    expect(readConfig(real).sandboxes).toEqual([])
    expect(readConfig(real).sandboxAccountsOn).toBe(false)
  })

  it('signs in, verified, as a vendor of the seeded shop while sandboxes are on, however often the store starts', async () => {
    expect(await keep(true)).toBe('ready')
    expect(await keep(true)).toBe('ready')
    const response = await signIn()
    expect(response.statusCode, response.body).toBe(200)
    const account = (await usersRepo(testApp.database.db).findByEmail(SANDBOX_VENDOR.email))!
    expect(account.vendorId).toBe(SEED_VENDOR_ID)
    expect(account.emailVerifiedAt).not.toBeNull()
  })

  it('cannot sign in once every provider is real, nor keep the shop; sandboxes on again give it back', async () => {
    expect(await keep(true)).toBe('ready')
    expect(await keep(false)).toBe('signInRemoved')
    expect(await keep(false)).toBe('absent')
    const refused = await signIn()
    expect(refused.statusCode).toBe(401)
    const account = (await usersRepo(testApp.database.db).findByEmail(SANDBOX_VENDOR.email))!
    expect(account).toMatchObject({ passwordHash: null, googleSubject: null, appleSubject: null, vendorId: null })

    expect(await keep(true)).toBe('ready')
    expect((await signIn()).statusCode).toBe(200)
  })

  it('gets its known password back when someone changed it', async () => {
    await keep(true)
    const account = (await usersRepo(testApp.database.db).findByEmail(SANDBOX_VENDOR.email))!
    await usersRepo(testApp.database.db).setPasswordVerified(account.id, await hash('another password'), now)
    expect((await signIn()).statusCode).toBe(401)
    await keep(true)
    expect((await signIn()).statusCode).toBe(200)
  })
})
