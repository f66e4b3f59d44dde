// The sandbox accounts (README "Accounts on a fresh machine"): while any sandbox is on, known, verified accounts hold
// what a fresh machine needs to reach the store's guarded pages at once (the sandbox vendor keeps the seeded shop,
// server/services/sandbox-vendor.ts; the sandbox owner owns the store, server/services/sandbox-owner.ts). A store whose
// every provider is real answers the world, so start-up takes their sign-in away: a live store never has a known
// password. No Fastify, no SQL.
import { hash, verify } from '@node-rs/argon2'
import { DuplicateUserError, type UserRecord, type UsersRepo } from '../db/repos/users.repo'

/** A known account; its email is under `.test`, reserved (RFC 2606): no one outside can own it or receive its mail. */
export interface SandboxAccount {
  email: string
  password: string
  firstName: string
  lastName: string
}

export type SandboxAccountState = 'ready' | 'signInRemoved' | 'absent'

export interface SandboxAccountDeps {
  users: UsersRepo
  /** Whether any sandbox is on (server/config.ts sandboxAccountsOn). */
  on: boolean
  now?: () => Date
}

/** What the account is for: whether it holds it, and how it is given. */
export interface SandboxAccountPurpose {
  holds(user: UserRecord): boolean
  give(user: UserRecord, at: Date): Promise<unknown>
}

/** The account made afresh, or the one another store process sharing the database made a moment before. */
async function created(users: UsersRepo, account: SandboxAccount, at: Date): Promise<UserRecord> {
  try {
    return await users.create(
      {
        email: account.email,
        passwordHash: await hash(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        referralCode: null,
        emailVerifiedAt: at,
      },
      at,
    )
  } catch (error) {
    const made = error instanceof DuplicateUserError ? await users.findByEmail(account.email) : null
    if (made) return made
    throw error
  }
}

/**
 * With sandboxes on: makes sure the account exists, is verified, signs in with the known password and holds what it
 * is for ('ready'). With none: takes its password, linked identities, vendor and staff role away ('signInRemoved');
 * 'absent' when there is no such account or it has nothing left to take.
 */
export async function keepSandboxAccount(
  account: SandboxAccount,
  purpose: SandboxAccountPurpose,
  { users, on, now = () => new Date() }: SandboxAccountDeps,
): Promise<SandboxAccountState> {
  const existing = await users.findByEmail(account.email)
  if (!on) {
    const keeps = existing
      ? [existing.passwordHash, existing.googleSubject, existing.appleSubject, existing.vendorId, existing.staffRole]
      : []
    if (!existing || keeps.every((held) => held === null)) return 'absent'
    await users.revokeSignIn(existing.id, now())
    return 'signInRemoved'
  }
  const user = existing ?? (await created(users, account, now()))
  const knowsPassword =
    user.passwordHash !== null && (await verify(user.passwordHash, account.password).catch(() => false))
  if (!knowsPassword || user.emailVerifiedAt === null)
    await users.setPasswordVerified(user.id, await hash(account.password), now())
  if (!purpose.holds(user)) await purpose.give(user, now())
  return 'ready'
}
