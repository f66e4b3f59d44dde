// Shoppers' dedicated accounts (ADR 0042): the claim to open one, the account once opened, and which wallet a
// receiving account number belongs to. All SQL; the rules are in services/dedicated-accounts.ts.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { dedicatedAccounts } from '../schema'

export type DedicatedAccountRecord = typeof dedicatedAccounts.$inferSelect

/** An opened account, as the gateway gave it. */
export interface OpenedAccount {
  customerCode: string
  accountName: string
  accountNumber: string
  bankName: string
  bankSlug: string
}

export function dedicatedAccountsRepo(db: Db) {
  return {
    async findByUser(userId: string): Promise<DedicatedAccountRecord | null> {
      const [row] = await db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.userId, userId))
      return row ?? null
    },

    /** The opened account with this number, if any. */
    async findByNumber(accountNumber: string): Promise<DedicatedAccountRecord | null> {
      const [row] = await db
        .select()
        .from(dedicatedAccounts)
        .where(and(eq(dedicatedAccounts.accountNumber, accountNumber), eq(dedicatedAccounts.status, 'open')))
      return row ?? null
    },

    /**
     * The claim to open the shopper's account until `until`: true for exactly one caller at a time, whichever process
     * it runs in (one statement: the row is made, or taken over when still opening and its last claim has lapsed).
     */
    async claim(userId: string, provider: string, now: Date, until: Date): Promise<boolean> {
      const claimed = await db
        .insert(dedicatedAccounts)
        .values({ userId, provider, status: 'opening', claimedUntil: until, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: dedicatedAccounts.userId,
          set: { provider, claimedUntil: until, updatedAt: now },
          setWhere: and(eq(dedicatedAccounts.status, 'opening'), lt(dedicatedAccounts.claimedUntil, now)),
        })
        .returning({ userId: dedicatedAccounts.userId })
      return claimed.length > 0
    },

    async opened(userId: string, account: OpenedAccount, now: Date): Promise<void> {
      await db
        .update(dedicatedAccounts)
        .set({ ...account, status: 'open', updatedAt: now })
        .where(eq(dedicatedAccounts.userId, userId))
    },

    /** An attempt failed: the claim is held until `retryAt`, when the next wallet read may try again. */
    async failed(userId: string, retryAt: Date, now: Date): Promise<void> {
      await db
        .update(dedicatedAccounts)
        .set({ claimedUntil: retryAt, failures: sql`${dedicatedAccounts.failures} + 1`, updatedAt: now })
        .where(and(eq(dedicatedAccounts.userId, userId), eq(dedicatedAccounts.status, 'opening')))
    },
  }
}

export type DedicatedAccountsRepo = ReturnType<typeof dedicatedAccountsRepo>
