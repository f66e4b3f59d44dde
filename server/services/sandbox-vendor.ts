// The sandbox vendor (ADR 0011; README "Accounts on a fresh machine"): while any sandbox is on, a known, verified
// account keeps the seeded vendor, so a fresh machine can upload and edit products at once. A store whose every
// provider is real answers the world, so start-up takes that account's sign-in away: a live store never has a known
// password. No Fastify, no SQL.
import { hash, verify } from '@node-rs/argon2'
import { DuplicateUserError, type UserRecord, type UsersRepo } from '../db/repos/users.repo'
import type { VendorsRepo } from '../db/repos/vendors.repo'

/** `.test` is reserved (RFC 2606): no one outside can own this address or receive its mail. */
export const SANDBOX_VENDOR = {
  email: 'vendor@oja.test',
  password: 'oja-vendor',
  firstName: 'Sandbox',
  lastName: 'Vendor',
} as const

export type SandboxVendorState = 'ready' | 'signInRemoved' | 'absent'

export interface SandboxVendorDeps {
  users: UsersRepo
  vendors: Pick<VendorsRepo, 'findById'>
  /** The vendor the account keeps: the seeded one (server/db/seed/seed.ts SEED_VENDOR_ID). */
  vendorId: string
  /** Whether any sandbox is on (server/config.ts sandboxVendor). */
  on: boolean
  now?: () => Date
}

/** The account made afresh, or the one another store process sharing the database made a moment before. */
async function created(users: UsersRepo, at: Date): Promise<UserRecord> {
  try {
    return await users.create(
      {
        email: SANDBOX_VENDOR.email,
        passwordHash: await hash(SANDBOX_VENDOR.password),
        firstName: SANDBOX_VENDOR.firstName,
        lastName: SANDBOX_VENDOR.lastName,
        referralCode: null,
        emailVerifiedAt: at,
      },
      at,
    )
  } catch (error) {
    const made = error instanceof DuplicateUserError ? await users.findByEmail(SANDBOX_VENDOR.email) : null
    if (made) return made
    throw error
  }
}

/**
 * With sandboxes on: makes sure the account exists, is verified, signs in with the known password and keeps the seeded
 * vendor ('ready'). With none: takes its password, linked identities and vendor away ('signInRemoved'); 'absent' when
 * there is no such account or it has nothing left to take.
 */
export async function keepSandboxVendor({
  users,
  vendors,
  vendorId,
  on,
  now = () => new Date(),
}: SandboxVendorDeps): Promise<SandboxVendorState> {
  const existing = await users.findByEmail(SANDBOX_VENDOR.email)
  if (!on) {
    const keeps = existing
      ? [existing.passwordHash, existing.googleSubject, existing.appleSubject, existing.vendorId]
      : []
    if (!existing || keeps.every((held) => held === null)) return 'absent'
    await users.revokeSignIn(existing.id, now())
    return 'signInRemoved'
  }
  if (!(await vendors.findById(vendorId)))
    throw new Error(`The sandbox vendor's shop (vendor ${vendorId}) is not in the database: seed the catalogue first`)
  const user = existing ?? (await created(users, now()))
  const knowsPassword =
    user.passwordHash !== null && (await verify(user.passwordHash, SANDBOX_VENDOR.password).catch(() => false))
  if (!knowsPassword || user.emailVerifiedAt === null)
    await users.setPasswordVerified(user.id, await hash(SANDBOX_VENDOR.password), now())
  if (user.vendorId !== vendorId) await users.setVendor(user.id, vendorId, now())
  return 'ready'
}
