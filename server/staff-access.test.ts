// Who reaches the staff side (docs/adr/0027): every staff and owner operation refuses shoppers, vendors and visitors
// and changes nothing; only the owner reads the audit log, which nothing can rewrite; the operator's `npm run staff`
// and its audit entries; the sandbox owner, kept while any sandbox is on and taken away once every provider is real.
// @postgres: two role changes race.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderStatusMessages } from '../src/domain/order-status'
import { ROLE_CHECKS } from './access'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { auditRepo } from './db/repos/audit.repo'
import { staffRepo } from './db/repos/staff.repo'
import { usersRepo, type UserRecord } from './db/repos/users.repo'
import { vendorsRepo } from './db/repos/vendors.repo'
import { auditLog } from './db/schema'
import { vendorMessages } from './services/vendors'
import { keepSandboxOwner, SANDBOX_OWNER } from './services/sandbox-owner'
import { STAFF_OPERATOR, staffService, type StaffService } from './services/staff'
import { SIGN_IN_REQUIRED_MESSAGE } from './services/tokens'
import { parseStaffCommand, staffCommand } from './staff-command'
import {
  bearer,
  databaseFingerprint,
  findOperation,
  loadContract,
  openTestApp,
  operatorFolder,
  schemaValidator,
  validRequest,
  type TestApp,
  type TestUser,
} from './test-support'
import { verifiedTestUser } from './test-shop'

let testApp: TestApp
let staff: StaffService
let shopper: TestUser
let vendor: TestUser
let staffer: TestUser
let owner: TestUser
const now = new Date('2026-11-20T10:00:00.000Z')

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
  const db = testApp.database.db
  staff = staffService({ users: usersRepo(db), staff: staffRepo(db), now: () => now })
  ;[shopper, vendor, staffer, owner] = await Promise.all([
    verifiedTestUser(testApp.app, 'access-shopper@example.com'),
    verifiedTestUser(testApp.app, 'access-vendor@example.com'),
    verifiedTestUser(testApp.app, 'access-staff@example.com'),
    verifiedTestUser(testApp.app, 'access-owner@example.com'),
  ])
  await vendorsRepo(db).createFor(vendor.id, 'Access Phones', now)
  await staff.add(staffer.email, 'staff')
  await staff.add(owner.email, 'owner')
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

const roles: Partial<Record<string, string>> = ROLE_CHECKS
const staffOperations = loadContract().operations.filter((operation) =>
  ['staff', 'owner'].includes(roles[operation.operationId] ?? ''),
)

const messageOf = (body: string) => (JSON.parse(body) as { errors: { message: string }[] }).errors[0]?.message

const auditLogOf = (token: string, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers: bearer(token) })

interface AuditPage {
  docs: { actor: string; action: string; targetType: string; targetId: string; before: unknown; after: unknown }[]
  page: number
  nextPage: number | null
  prevPage: number | null
  totalDocs: number
  totalPages: number
}

describe('the staff and owner operations', () => {
  it('are every operation ROLE_CHECKS gives the staff or owner role, each in openapi.yaml', () => {
    const named = Object.entries(ROLE_CHECKS)
      .filter(([, role]) => role === 'staff' || role === 'owner')
      .map(([operationId]) => operationId)
    expect(staffOperations.map((operation) => operation.operationId).sort()).toEqual(named.sort())
    expect(named).toContain('listAuditLog')
  })

  it('answer a shopper and a vendor 403 and change nothing; a visitor 401', async () => {
    const before = await databaseFingerprint(testApp.database)
    for (const operation of staffOperations) {
      for (const who of [shopper, vendor]) {
        const answer = await testApp.app.inject(validRequest(operation, { token: who.token }))
        expect([operation.operationId, who.email, answer.statusCode, messageOf(answer.body)]).toEqual([
          operation.operationId,
          who.email,
          403,
          orderStatusMessages.notStaff,
        ])
      }
      const visitor = validRequest(operation)
      delete visitor.headers.authorization
      const answer = await testApp.app.inject(visitor)
      expect([operation.operationId, answer.statusCode, messageOf(answer.body)]).toEqual([
        operation.operationId,
        401,
        SIGN_IN_REQUIRED_MESSAGE,
      ])
    }
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })
})

describe('the audit log', () => {
  it('is refused to staff, and read by the owner as the contract says, newest first', async () => {
    const refused = await auditLogOf(staffer.token)
    expect([refused.statusCode, messageOf(refused.body)]).toEqual([403, orderStatusMessages.notOwner])

    const answer = await auditLogOf(owner.token)
    expect(answer.statusCode, answer.body).toBe(200)
    const validate = schemaValidator(findOperation('listAuditLog').responses['200']!)
    expect(validate(answer.json()), JSON.stringify(validate.errors)).toBe(true)
    const { docs } = (answer.json() as { data: AuditPage }).data
    expect(docs.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: STAFF_OPERATOR.email,
        action: 'staff.add',
        targetType: 'user',
        targetId: owner.id,
        before: { staffRole: null },
        after: { staffRole: 'owner' },
      }),
      expect.objectContaining({ action: 'staff.add', targetId: staffer.id, after: { staffRole: 'staff' } }),
    ])
  })

  it('pages, and keeps the entries of one record with target', async () => {
    const audit = auditRepo(testApp.database.db)
    for (let index = 0; index < 5; index++)
      await audit.record({
        actor: { id: owner.id, email: owner.email },
        action: 'order.status',
        target: { type: 'order', id: 'paged-order' },
        before: { status: 'Pending' },
        after: { status: 'Processing' },
        at: new Date(now.getTime() + index * 1000),
      })
    const first = await auditLogOf(owner.token, '?target=paged-order&limit=2')
    expect(first.statusCode, first.body).toBe(200)
    const page = (first.json() as { data: AuditPage }).data
    expect(page).toMatchObject({ page: 1, nextPage: 2, prevPage: null, totalDocs: 5, totalPages: 3 })
    expect(page.docs.every((entry) => entry.targetId === 'paged-order')).toBe(true)
    const last = (await auditLogOf(owner.token, '?target=paged-order&limit=2&page=3')).json() as { data: AuditPage }
    expect(last.data).toMatchObject({ page: 3, nextPage: null, prevPage: 2, totalDocs: 5 })
    expect(last.data.docs).toHaveLength(1)
  })

  it('is append-only: the database refuses an UPDATE and a DELETE of its rows', async () => {
    const db = testApp.database.db
    const count = async () => (await db.select({ id: auditLog.id }).from(auditLog)).length
    const before = await count()
    expect(before).toBeGreaterThan(0)
    await expect(db.execute(sql`update audit_log set action = 'rewritten'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect(await count()).toBe(before)
    expect((await db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action)).not.toContain(
      'rewritten',
    )
  })
})

describe('User.staffRole', () => {
  it('is the role in the sign-in reply of the owner and of staff, and null for everyone else', async () => {
    for (const [who, role] of [
      [owner, 'owner'],
      [staffer, 'staff'],
      [shopper, null],
      [vendor, null],
    ] as const) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/signin',
        payload: { email: who.email, password: 'correct horse battery' },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      expect([who.email, (answer.json() as { data: { user: { staffRole: unknown } } }).data.user.staffRole]).toEqual([
        who.email,
        role,
      ])
    }
  })
})

describe('npm run staff', () => {
  const rolesOf = async (userId: string) =>
    (
      await testApp.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.targetId} = ${userId}`)
    ).map((row) => ({
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      before: row.before,
      after: row.after,
    }))

  it('gives, changes and takes a role, each change written to the audit log by the operator; a repeat changes nothing', async () => {
    const person = await verifiedTestUser(testApp.app, 'access-promoted@example.com')
    expect(await staff.add(person.email.toUpperCase(), 'staff')).toMatchObject({ outcome: 'added', staffRole: 'staff' })
    expect(await staff.add(person.email, 'staff')).toMatchObject({ outcome: 'unchanged' })
    expect(await staff.add(person.email, 'owner')).toMatchObject({ outcome: 'changed', previous: 'staff' })
    expect(await staff.remove(person.email)).toMatchObject({ outcome: 'removed', previous: 'owner' })
    expect(await staff.remove(person.email)).toMatchObject({ outcome: 'notStaff' })
    const operator = { actorId: STAFF_OPERATOR.id, actorEmail: STAFF_OPERATOR.email }
    expect(await rolesOf(person.id)).toEqual([
      { ...operator, action: 'staff.add', before: { staffRole: null }, after: { staffRole: 'staff' } },
      { ...operator, action: 'staff.role', before: { staffRole: 'staff' }, after: { staffRole: 'owner' } },
      { ...operator, action: 'staff.remove', before: { staffRole: 'owner' }, after: { staffRole: null } },
    ])
    expect((await usersRepo(testApp.database.db).findById(person.id))?.staffRole).toBeNull()
  })

  it('gives one role once when two runs race', async () => {
    const person = await verifiedTestUser(testApp.app, 'access-raced@example.com')
    const outcomes = await Promise.all([staff.add(person.email, 'owner'), staff.add(person.email, 'owner')])
    expect(outcomes.map((change) => change.outcome).sort()).toEqual(['added', 'unchanged'])
    expect(await rolesOf(person.id)).toHaveLength(1)
  })

  it('refuses an email no account uses, writing nothing', async () => {
    const before = await databaseFingerprint(testApp.database)
    await expect(staff.add('nobody-staff@example.com', 'owner')).rejects.toThrow(
      vendorMessages.unknownEmail('nobody-staff@example.com'),
    )
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('reads add, remove and list with --role, and refuses anything else', () => {
    expect(parseStaffCommand(['add', 'ade@example.com'])).toEqual({
      action: 'add',
      email: 'ade@example.com',
      role: 'staff',
    })
    expect(parseStaffCommand(['add', 'ade@example.com', '--role', 'owner'])).toEqual({
      action: 'add',
      email: 'ade@example.com',
      role: 'owner',
    })
    expect(parseStaffCommand(['remove', 'ade@example.com'])).toEqual({ action: 'remove', email: 'ade@example.com' })
    expect(parseStaffCommand(['list'])).toEqual({ action: 'list' })
    for (const args of [
      [],
      ['promote', 'ade@example.com'],
      ['add'],
      ['add', 'a@example.com', '--role', 'admin'],
      ['add', 'a@example.com', 'b@example.com'],
      ['remove', 'a@example.com', '--role', 'owner'],
      ['list', '--role', 'owner'],
    ]) {
      expect(parseStaffCommand(args), args.join(' ')).toHaveProperty('problem')
    }
  })

  it('works on the data folder the store uses, and lists every owner and staff account', async () => {
    const person = { firstName: 'Ife', lastName: 'Ade' }
    const folder = await operatorFolder(
      staffCommand,
      [
        { ...person, email: 'ife@example.com' },
        { ...person, email: 'bola@example.com', verified: false },
      ],
      now,
    )
    const { env, accounts, lines, problems, run } = folder
    const [ife] = accounts as [UserRecord]
    try {
      expect(await run('add', 'ife@example.com', '--role', 'owner')).toBe(0)
      expect(lines.splice(0)).toEqual(['ife@example.com is now owner.'])
      expect(await run('add', 'bola@example.com')).toBe(0)
      expect(lines.splice(0)).toEqual([
        'bola@example.com is now staff.',
        'bola@example.com has not verified their email yet: they can open the staff pages once they have.',
      ])
      expect(await run('list')).toBe(0)
      expect(lines.splice(0)).toEqual(['owner: ife@example.com', 'staff: bola@example.com (email not verified yet)'])
      expect(await run('add', 'ife@example.com', '--role', 'staff')).toBe(0)
      expect(lines.splice(0)).toEqual(['ife@example.com is now staff, no longer owner.'])
      expect(await run('remove', 'bola@example.com')).toBe(0)
      expect(lines.splice(0)).toEqual(['bola@example.com is no longer staff.'])
      expect(await run('add', 'ife@example.com', '--role', 'admin')).toBe(2)
      expect(problems.pop()).toContain('Usage:')

      const reopened = await openDatabase(readConfig(env))
      const entries = await reopened.db.select().from(auditLog)
      expect(entries.map((entry) => [entry.actorEmail, entry.action, entry.targetId])).toEqual([
        [STAFF_OPERATOR.email, 'staff.add', ife.id],
        [STAFF_OPERATOR.email, 'staff.add', expect.any(String)],
        [STAFF_OPERATOR.email, 'staff.role', ife.id],
        [STAFF_OPERATOR.email, 'staff.remove', expect.any(String)],
      ])
      await reopened.close()
    } finally {
      folder.remove()
    }
  }, 300_000)
})

describe('the sandbox owner', () => {
  const signIn = () =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: SANDBOX_OWNER.email, password: SANDBOX_OWNER.password },
    })
  const keep = (on: boolean) => keepSandboxOwner({ users: usersRepo(testApp.database.db), on, now: () => now })

  it('signs in, verified, as the owner while sandboxes are on, and reads the audit log', async () => {
    expect(await keep(true)).toBe('ready')
    expect(await keep(true)).toBe('ready')
    const answer = await signIn()
    expect(answer.statusCode, answer.body).toBe(200)
    const { data } = answer.json() as {
      data: { token: string; user: { staffRole: unknown; verificationCode: boolean } }
    }
    expect(data.user).toMatchObject({ staffRole: 'owner', verificationCode: false })
    expect((await auditLogOf(data.token)).statusCode).toBe(200)
  }, 60_000)

  it('cannot sign in once every provider is real, nor keep the role; sandboxes on again give both back', async () => {
    expect(await keep(true)).toBe('ready')
    expect(await keep(false)).toBe('signInRemoved')
    expect(await keep(false)).toBe('absent')
    expect((await signIn()).statusCode).toBe(401)
    const account = (await usersRepo(testApp.database.db).findByEmail(SANDBOX_OWNER.email))!
    expect(account).toMatchObject({ passwordHash: null, googleSubject: null, appleSubject: null, staffRole: null })

    expect(await keep(true)).toBe('ready')
    expect((await signIn()).statusCode).toBe(200)
  }, 60_000)
})
