// Vendors (spec §6 Vendor; the vendors table): the shops whose products the catalogue lists, and the accounts that
// keep them (users.vendor_id). Only the store's operator changes who is a vendor (npm run vendor).
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { products, users, vendors } from '../schema'

export type VendorRecord = typeof vendors.$inferSelect

/** A vendor as the operator's list shows it: the accounts that keep it and how many live products it has. */
export interface VendorListing {
  id: string
  name: string
  emails: string[]
  liveProducts: number
}

export function vendorsRepo(db: Db) {
  return {
    async findById(id: string): Promise<VendorRecord | null> {
      const [row] = await db.select().from(vendors).where(eq(vendors.id, id))
      return row ?? null
    },

    /**
     * Makes a new vendor called `name` and links the account to it, in one transaction; null (and no vendor made)
     * when the account is a vendor already. The account's row is locked first, so two runs at once make one vendor.
     */
    async createFor(userId: string, name: string, now: Date): Promise<VendorRecord | null> {
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
        return vendor!
      })
    },

    async rename(id: string, name: string): Promise<VendorRecord | null> {
      const [row] = await db.update(vendors).set({ name }).where(eq(vendors.id, id)).returning()
      return row ?? null
    },

    /** Every vendor, by name, with its accounts' emails and its count of products still listed. */
    async list(): Promise<VendorListing[]> {
      const rows = await db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .orderBy(asc(vendors.name), asc(vendors.id))
      const accounts = await db
        .select({ vendorId: users.vendorId, email: users.email })
        .from(users)
        .where(sql`${users.vendorId} is not null`)
        .orderBy(asc(users.email))
      const counts = await db
        .select({ vendorId: products.vendorId, count: count() })
        .from(products)
        .where(and(sql`${products.vendorId} is not null`, eq(products.archived, false)))
        .groupBy(products.vendorId)
      return rows.map((vendor) => ({
        ...vendor,
        emails: accounts.filter((account) => account.vendorId === vendor.id).map((account) => account.email),
        liveProducts: counts.find((row) => row.vendorId === vendor.id)?.count ?? 0,
      }))
    },
  }
}

export type VendorsRepo = ReturnType<typeof vendorsRepo>
