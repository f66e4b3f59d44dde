// Saved addresses: every read and write is scoped to the user it acts for, so another shopper's id finds nothing.
// Adding takes a lock on the user's row first, so racing adds cannot together pass the cap.
import { and, count, desc, eq } from 'drizzle-orm'
import type { Address } from '../../../src/domain/contract'
import type { Db } from '../database'
import { newId } from '../ids'
import { addresses, users } from '../schema'

export type AddressFields = Omit<Address, '_id'>

function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    _id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    phone: row.phone,
  }
}

export function addressRepo(db: Db) {
  return {
    /** The user's addresses, newest first. */
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
      return rows.map(toAddress)
    },

    async find(userId: string, id: string): Promise<Address | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      return row ? toAddress(row) : null
    },

    /** The new address, or null when the user already keeps `limit` of them. */
    async add({
      userId,
      fields,
      limit,
      now,
    }: {
      userId: string
      fields: AddressFields
      limit: number
      now: Date
    }): Promise<Address | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
        const [kept] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId))
        if ((kept?.total ?? 0) >= limit) return null
        const [row] = await tx
          .insert(addresses)
          .values({ id: newId(now), userId, ...fields, createdAt: now, updatedAt: now })
          .returning()
        return row ? toAddress(row) : null
      })
    },

    /** The address after the change, or null when the user has no address with that id. */
    async update({
      userId,
      id,
      fields,
      now,
    }: {
      userId: string
      id: string
      fields: AddressFields
      now: Date
    }): Promise<Address | null> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning()
      return row ? toAddress(row) : null
    },

    /** The removed address's id, or null when the user has no address with that id. */
    async remove(userId: string, id: string): Promise<string | null> {
      const [removed] = await db
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id })
      return removed?.id ?? null
    },
  }
}

export type AddressRepo = ReturnType<typeof addressRepo>
