// Who is a vendor (spec §6 Vendor; ADR 0011): an account linked to a vendor (users.vendor_id). The store's operator
// decides, with `npm run vendor` (server/vendor-command.ts); nothing in the API makes a vendor. No Fastify, no SQL.
import type { UserRecord, UsersRepo } from '../db/repos/users.repo'
import type { VendorListing, VendorRecord, VendorsRepo } from '../db/repos/vendors.repo'
import { DomainError } from '../errors'

/** A shop's name as the operator gives it; the vendors table has no other bound. */
export const VENDOR_NAME_MAX_LENGTH = 100

export const vendorMessages = {
  unknownEmail: (email: string) =>
    `No account uses ${email}. Ask them to sign up on the store first, then run this again`,
  unknownVendor: (id: string) => `No vendor has the id ${id}. "npm run vendor -- list" shows every vendor`,
  nameBlank: 'Give the shop a name, or leave --name out',
  nameTooLong: `Keep the shop's name under ${VENDOR_NAME_MAX_LENGTH + 1} characters`,
} as const

export type VendorChange =
  /** A new vendor was made for the account. */
  | { outcome: 'added'; vendor: VendorRecord; user: UserRecord }
  /** The account now keeps an existing vendor (`moved` from another one, if it kept one). */
  | { outcome: 'linked'; vendor: VendorRecord; user: UserRecord; movedFrom: VendorRecord | null }
  | { outcome: 'renamed'; vendor: VendorRecord; user: UserRecord; previousName: string }
  | { outcome: 'unchanged'; vendor: VendorRecord; user: UserRecord }

export type VendorRemoval =
  { outcome: 'removed'; vendor: VendorRecord | null; user: UserRecord } | { outcome: 'notVendor'; user: UserRecord }

/** The name a new vendor gets when the operator gives none: the account holder's name, else their email. */
export function defaultShopName(user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

function shopName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined
  const trimmed = name.trim()
  if (trimmed === '') throw new DomainError('invalid', vendorMessages.nameBlank, 'name')
  if (trimmed.length > VENDOR_NAME_MAX_LENGTH) throw new DomainError('invalid', vendorMessages.nameTooLong, 'name')
  return trimmed
}

/** The account an operator's command names by its email (any case); 'notFound' when no account uses it. */
export async function operatorAccount(users: Pick<UsersRepo, 'findByEmail'>, email: string): Promise<UserRecord> {
  const user = await users.findByEmail(email)
  if (!user) throw new DomainError('notFound', vendorMessages.unknownEmail(email.trim()), 'email')
  return user
}

export function vendorsService({
  users,
  vendors,
  now = () => new Date(),
}: {
  users: UsersRepo
  vendors: VendorsRepo
  now?: () => Date
}) {
  const account = (email: string) => operatorAccount(users, email)

  async function vendorOf(id: string): Promise<VendorRecord> {
    const vendor = await vendors.findById(id)
    if (!vendor) throw new DomainError('notFound', vendorMessages.unknownVendor(id), 'vendor')
    return vendor
  }

  /** The vendor's name set to `name` when one is given and it differs. */
  async function renamed(user: UserRecord, vendor: VendorRecord, name: string | undefined): Promise<VendorChange> {
    if (name === undefined || name === vendor.name) return { outcome: 'unchanged', vendor, user }
    const changed = (await vendors.rename(vendor.id, name)) ?? vendor
    return { outcome: 'renamed', vendor: changed, user, previousName: vendor.name }
  }

  /**
   * Makes the account a vendor. With `vendorId` it joins that vendor (a second account of one shop, or an account
   * given its shop back after `remove`); otherwise a new vendor is made, named `name` or after the account holder.
   * Running it again changes nothing, or only the shop's name when a new one is given.
   */
  async function add(email: string, options: { name?: string; vendorId?: string } = {}): Promise<VendorChange> {
    const name = shopName(options.name)
    const user = await account(email)
    if (options.vendorId !== undefined) {
      const vendor = await vendorOf(options.vendorId)
      if (user.vendorId === vendor.id) return renamed(user, vendor, name)
      const movedFrom = user.vendorId === null ? null : await vendors.findById(user.vendorId)
      const linked = (await users.setVendor(user.id, vendor.id, now())) ?? user
      const named = await renamed(linked, vendor, name)
      return { outcome: 'linked', vendor: named.vendor, user: linked, movedFrom }
    }
    if (user.vendorId !== null) return renamed(user, await vendorOf(user.vendorId), name)
    const created = await vendors.createFor(user.id, name ?? defaultShopName(user), now())
    // null: another run made the account a vendor meanwhile; report what it made.
    if (!created) return add(email, options)
    return { outcome: 'added', vendor: created, user: { ...user, vendorId: created.id } }
  }

  return {
    add,

    /** The account stops being a vendor; the vendor and its products stay (orders name them), for `add --vendor`. */
    async remove(email: string): Promise<VendorRemoval> {
      const user = await account(email)
      if (user.vendorId === null) return { outcome: 'notVendor', user }
      const vendor = await vendors.findById(user.vendorId)
      const unlinked = (await users.setVendor(user.id, null, now())) ?? user
      return { outcome: 'removed', vendor, user: unlinked }
    },

    list(): Promise<VendorListing[]> {
      return vendors.list()
    },
  }
}

export type VendorsService = ReturnType<typeof vendorsService>
