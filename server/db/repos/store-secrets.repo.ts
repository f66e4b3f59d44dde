// The secrets the store made for itself and keeps in the database (store_secrets, docs/adr/0049), so that every store
// process on one PostgreSQL uses the same one.
import { eq } from 'drizzle-orm'
import type { Db } from '../database'
import { storeSecrets } from '../schema'

export function storeSecretsRepo(db: Db) {
  return {
    /**
     * The secret kept under `name`; when there is none yet, `make()`'s is kept and answered. Processes starting at
     * once all answer the one that was written first: the losers' inserts do nothing and they read the winner's.
     */
    async keep(name: string, make: () => string): Promise<string> {
      await db.insert(storeSecrets).values({ name, value: make() }).onConflictDoNothing()
      const [row] = await db.select({ value: storeSecrets.value }).from(storeSecrets).where(eq(storeSecrets.name, name))
      if (!row) throw new Error(`the store secret ${name} was not kept`)
      return row.value
    },
  }
}
