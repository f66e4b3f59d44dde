// Vendors (spec §6 Vendor; the vendors table): the shops whose products the catalogue lists, and the accounts that
// sell for them (users.vendor_id). Only the owner (/staff/vendors) and the store's operator (npm run vendor) change who
// is a vendor; each change and its audit entry commit together or not at all (docs/adr/0034).
import { and, asc, count, eq, isNotNull, isNull, notInArray } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { orderItems, orders, products, users, vendors } from '../schema'
import { auditRepo, type AuditEntryInput } from './audit.repo'
import type { UserRecord } from './users.repo'

export type VendorRecord = typeof vendors.$inferSelect

/** An account that sells for a shop, as the owner's list shows it. */
export interface VendorAccountRecord {
  id: string
  email: string
  firstName: string
  lastName: string
  verified: boolean
}

/** A shop as the lists show it: the accounts that sell for it, its live products and its open order lines. */
export interface VendorListing {
  id: string
  name: string
  createdAt: Date
  accounts: VendorAccountRecord[]
  liveProducts: number
  /** Lines of paid orders for its products, neither delivered nor cancelled. */
  openOrderLines: number
}

/** The statuses after which an order line has nothing left to do. */
const CLOSED_STATUSES = ['Delivered', 'Cancelled']

export function vendorsRepo(db: Db) {
  return {
    async findById(id: string): Promise<VendorRecord | null> {
      const [row] = await db.select().from(vendors).where(eq(vendors.id, id))
      return row ?? null
    },

    /**
     * Makes a new vendor called `name`, links the account to it and records `entry(vendor)`, in one transaction; null
     * (and nothing written) when the account is a vendor already. The account's row is locked first, so two runs at
     * once make one vendor. Without `entry` nothing is recorded: for tests that set up a shop, never for a change
     * someone makes (server/services/vendors.ts always gives one).
     */
    async createFor(
      userId: string,
      name: string,
      now: Date,
      entry?: (vendor: VendorRecord) => AuditEntryInput,
    ): Promise<VendorRecord | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ vendorId: users.vendorId })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
        if (!account || account.vendorId !== null) return null
        const [vendor] = await tx
          .insert(vendors)
          .values({ id: newId(now), name, createdAt: now })
          .returning()
        await tx.update(users).set({ vendorId: vendor!.id, updatedAt: now }).where(eq(users.id, userId))
        if (entry) await auditRepo(tx).record(entry(vendor!))
        return vendor!
      })
    },

    /**
     * Moves the account from the vendor `from` to `to` (null: none) and records `entry`, in one transaction; null, and
     * nothing written, when it no longer sells for `from` (another change came first) or there is no such account.
     */
    async setVendor(
      userId: string,
      { from, to }: { from: string | null; to: string | null },
      entry: AuditEntryInput,
    ): Promise<UserRecord | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ vendorId: to, updatedAt: entry.at })
          .where(and(eq(users.id, userId), from === null ? isNull(users.vendorId) : eq(users.vendorId, from)))
          .returning()
        if (!row) return null
        await auditRepo(tx).record(entry)
        return row
      })
    },

    /** Renames the vendor from `from` to `to` and records `entry`, in one transaction; null when its name is no longer
     *  `from`. */
    async rename(id: string, { from, to }: { from: string; to: string }, entry: AuditEntryInput) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(vendors)
          .set({ name: to })
          .where(and(eq(vendors.id, id), eq(vendors.name, from)))
          .returning()
        if (!row) return null
        await auditRepo(tx).record(entry)
        return row
      })
    },

    /** Every vendor, by name, with its accounts (by email), its count of products still listed and of open lines. */
    async list(): Promise<VendorListing[]> {
      const rows = await db
        .select({ id: vendors.id, name: vendors.name, createdAt: vendors.createdAt })
        .from(vendors)
        .orderBy(asc(vendors.name), asc(vendors.id))
      const accounts = await db
        .select({
          vendorId: users.vendorId,
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          verifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(isNotNull(users.vendorId))
        .orderBy(asc(users.email))
      const live = await db
        .select({ vendorId: products.vendorId, count: count() })
        .from(products)
        .where(and(isNotNull(products.vendorId), eq(products.archived, false)))
        .groupBy(products.vendorId)
      const open = await db
        .select({ vendorId: products.vendorId, count: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(
          and(
            isNotNull(products.vendorId),
            eq(orders.paymentState, 'paid'),
            notInArray(orders.status, CLOSED_STATUSES),
          ),
        )
        .groupBy(products.vendorId)
      return rows.map((vendor) => ({
        ...vendor,
        accounts: accounts
          .filter((account) => account.vendorId === vendor.id)
          .map(({ id, email, firstName, lastName, verifiedAt }) => ({
            id,
            email,
            firstName,
            lastName,
            verified: verifiedAt !== null,
          })),
        liveProducts: live.find((row) => row.vendorId === vendor.id)?.count ?? 0,
        openOrderLines: open.find((row) => row.vendorId === vendor.id)?.count ?? 0,
      }))
    },
  }
}

export type VendorsRepo = ReturnType<typeof vendorsRepo>
