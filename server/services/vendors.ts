// Who is a vendor (spec §6 Vendor; ADR 0011, docs/adr/0034): an account linked to a vendor (users.vendor_id). The
// owner decides on /staff/vendors, the store's operator with `npm run vendor` (server/vendor-command.ts); both go
// through this one service, with one set of rules, and every change is written to the audit log in its transaction
// (who: the owner, or the command). Nothing else in the API makes a vendor. No Fastify, no SQL.
import type { Schema } from '../../src/domain/contract'
import { shopNameError, vendorMessages } from '../../src/domain/staff-vendors'
import type { AuditActor, AuditEntryInput } from '../db/repos/audit.repo'
import type { UserRecord, UsersRepo } from '../db/repos/users.repo'
import type { VendorListing, VendorRecord, VendorsRepo } from '../db/repos/vendors.repo'
import { DomainError } from '../errors'
import { SANDBOX_VENDOR } from './sandbox-vendor'
import { requireOwner, staffActor } from './verified-user'

export { vendorMessages }

/** Who the audit log names for a change the operator's command made: no account, the command itself. */
export const VENDOR_OPERATOR = { id: 'operator', email: 'npm run vendor' } as const satisfies AuditActor

export type VendorChange =
  /** A new vendor was made for the account. */
  | { outcome: 'added'; vendor: VendorRecord; user: UserRecord }
  /** The account now keeps an existing vendor (`moved` from another one, if it kept one). */
  | { outcome: 'linked'; vendor: VendorRecord; user: UserRecord; movedFrom: VendorRecord | null }
  | { outcome: 'renamed'; vendor: VendorRecord; user: UserRecord; previousName: string }
  | { outcome: 'unchanged'; vendor: VendorRecord; user: UserRecord }

export type VendorRemoval =
  { outcome: 'removed'; vendor: VendorRecord | null; user: UserRecord } | { outcome: 'notVendor'; user: UserRecord }

/** The name a new vendor gets when none is given: the account holder's name, else their email. */
export function defaultShopName(user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

function shopName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  const problem = shopNameError(name)
  if (problem) throw new DomainError('invalid', problem, 'name')
  return name.trim()
}

/** The account an operator's command names by its email (any case); 'notFound' when no account uses it. */
export async function operatorAccount(users: Pick<UsersRepo, 'findByEmail'>, email: string): Promise<UserRecord> {
  const user = await users.findByEmail(email)
  if (!user) throw new DomainError('notFound', vendorMessages.unknownEmail(email.trim()), 'email')
  return user
}

/** An account's shop as the audit log records it. */
function shopRecord(vendor: Pick<VendorRecord, 'id' | 'name'> | null) {
  return { vendorId: vendor?.id ?? null, shop: vendor?.name ?? null }
}

/** A shop as the contract lists it; the sandbox vendor's account marked. */
export function vendorShopOf(listing: VendorListing): Schema<'VendorShop'> {
  return {
    _id: listing.id,
    name: listing.name,
    createdAt: listing.createdAt.toISOString(),
    accounts: listing.accounts.map((account) => ({
      _id: account.id,
      email: account.email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      verified: account.verified,
      sandbox: account.email === SANDBOX_VENDOR.email,
    })),
    liveProducts: listing.liveProducts,
    openOrderLines: listing.openOrderLines,
  }
}

export function vendorsService({
  users,
  vendors,
  now = () => new Date(),
}: {
  users: Pick<UsersRepo, 'findByEmail' | 'findById'>
  vendors: VendorsRepo
  now?: () => Date
}) {
  const account = (email: string) => operatorAccount(users, email)

  async function vendorOf(id: string): Promise<VendorRecord> {
    const vendor = await vendors.findById(id)
    if (!vendor) throw new DomainError('notFound', vendorMessages.unknownVendor(id), 'vendor')
    return vendor
  }

  /** The account moved from the shop `from` to `to` (null: none), audited; null when it no longer sells for `from`. */
  function moveAccount(
    actor: AuditActor,
    user: UserRecord,
    from: Pick<VendorRecord, 'id' | 'name'> | null,
    to: Pick<VendorRecord, 'id' | 'name'> | null,
  ): Promise<UserRecord | null> {
    const entry: AuditEntryInput = {
      actor,
      action: to === null ? 'vendor.remove' : 'vendor.link',
      target: { type: 'user', id: user.id },
      before: shopRecord(from),
      after: shopRecord(to),
      at: now(),
    }
    return vendors.setVendor(user.id, { from: from?.id ?? null, to: to?.id ?? null }, entry)
  }

  /** The vendor's name set to `name` when one is given and it differs, audited. */
  async function renamed(
    actor: AuditActor,
    user: UserRecord,
    vendor: VendorRecord,
    name: string | undefined,
  ): Promise<VendorChange> {
    for (let shop = vendor; ; shop = await vendorOf(vendor.id)) {
      if (name === undefined || name === shop.name) return { outcome: 'unchanged', vendor: shop, user }
      const changed = await vendors.rename(
        shop.id,
        { from: shop.name, to: name },
        {
          actor,
          action: 'vendor.rename',
          target: { type: 'vendor', id: shop.id },
          before: { name: shop.name },
          after: { name },
          at: now(),
        },
      )
      if (changed) return { outcome: 'renamed', vendor: changed, user, previousName: shop.name }
      // Renamed by someone else meanwhile: decide again from the name it now has.
    }
  }

  /**
   * Makes the account a vendor. With `vendorId` it joins that vendor (a second account of one shop, or an account
   * given its shop back after `remove`), leaving the one it kept; otherwise a new vendor is made, named `name` or after
   * the account holder. Running it again changes nothing, or only the shop's name when a new one is given. A change
   * made by someone else meanwhile is read again and decided anew, so nothing is done twice.
   */
  async function add(
    email: string,
    options: { name?: string; vendorId?: string } = {},
    actor: AuditActor = VENDOR_OPERATOR,
  ): Promise<VendorChange> {
    const name = shopName(options.name)
    for (;;) {
      const user = await account(email)
      if (options.vendorId !== undefined) {
        const vendor = await vendorOf(options.vendorId)
        if (user.vendorId === vendor.id) return renamed(actor, user, vendor, name)
        const movedFrom = user.vendorId === null ? null : await vendors.findById(user.vendorId)
        const linked = await moveAccount(actor, user, movedFrom ?? null, vendor)
        if (!linked) continue
        const named = await renamed(actor, linked, vendor, name)
        return { outcome: 'linked', vendor: named.vendor, user: linked, movedFrom }
      }
      if (user.vendorId !== null) return renamed(actor, user, await vendorOf(user.vendorId), name)
      const created = await vendors.createFor(user.id, name ?? defaultShopName(user), now(), (vendor) => ({
        actor,
        action: 'vendor.add',
        target: { type: 'user', id: user.id },
        before: shopRecord(null),
        after: shopRecord(vendor),
        at: now(),
      }))
      // null: another change made the account a vendor meanwhile; decide again from what it made.
      if (created) return { outcome: 'added', vendor: created, user: { ...user, vendorId: created.id } }
    }
  }

  /** The account stops selling for whichever shop it sells for; the vendor and its products stay (orders name them),
   *  for `add --vendor`. */
  async function remove(email: string, actor: AuditActor = VENDOR_OPERATOR): Promise<VendorRemoval> {
    for (;;) {
      const user = await account(email)
      if (user.vendorId === null) return { outcome: 'notVendor', user }
      const vendor = await vendors.findById(user.vendorId)
      const unlinked = await moveAccount(actor, user, vendor ?? { id: user.vendorId, name: '' }, null)
      if (unlinked) return { outcome: 'removed', vendor, user: unlinked }
    }
  }

  /** The account stops selling for the shop `vendorId`, which the owner saw it sell for; 'conflict' when it no longer
   *  does (another owner removed or moved it first), so a removal is made and audited once. */
  async function removeFrom(actor: AuditActor, userId: string, vendorId: string): Promise<VendorRemoval> {
    const user = await users.findById(userId)
    if (!user) throw new DomainError('notFound', vendorMessages.unknownAccount)
    const vendor = await vendorOf(vendorId)
    const conflict = new DomainError('conflict', vendorMessages.noLongerSells(user.email, vendor.name))
    if (user.vendorId !== vendor.id) throw conflict
    const unlinked = await moveAccount(actor, user, vendor, null)
    if (!unlinked) throw conflict
    return { outcome: 'removed', vendor, user: unlinked }
  }

  async function shops(): Promise<Schema<'VendorShop'>[]> {
    return (await vendors.list()).map(vendorShopOf)
  }

  /** A change as the owner's page reads it: what changed, and every shop as it now is. */
  async function changeReply(change: VendorChange | VendorRemoval): Promise<Schema<'VendorChange'>> {
    const shop = change.outcome === 'notVendor' ? null : change.vendor
    return {
      outcome: change.outcome === 'notVendor' ? 'unchanged' : change.outcome,
      email: change.user.email,
      shop: { _id: shop?.id ?? '', name: shop?.name ?? '' },
      movedFrom:
        change.outcome === 'linked' && change.movedFrom
          ? { _id: change.movedFrom.id, name: change.movedFrom.name }
          : null,
      previousName: change.outcome === 'renamed' ? change.previousName : null,
      verified: change.user.emailVerifiedAt !== null,
      vendors: await shops(),
    }
  }

  return {
    add,
    remove,
    removeFrom,

    list(): Promise<VendorListing[]> {
      return vendors.list()
    },

    /** listVendors: every shop. Owners only. */
    async listFor(user: UserRecord): Promise<Schema<'VendorShop'>[]> {
      requireOwner(user)
      return shops()
    },

    /** addVendorAccount: `add` by the owner, audited under their name. Owners only. */
    async addFor(
      user: UserRecord,
      { email, ...options }: { email: string; name?: string; vendorId?: string },
    ): Promise<Schema<'VendorChange'>> {
      requireOwner(user)
      return changeReply(await add(email, options, staffActor(user)))
    },

    /** removeVendorAccount: `removeFrom` by the owner, audited under their name. Owners only. */
    async removeFor(
      user: UserRecord,
      { vendorId, userId }: { vendorId: string; userId: string },
    ): Promise<Schema<'VendorChange'>> {
      requireOwner(user)
      return changeReply(await removeFrom(staffActor(user), userId, vendorId))
    },
  }
}

export type VendorsService = ReturnType<typeof vendorsService>
