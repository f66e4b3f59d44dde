// The promos as the owner writes them (docs/adr/0031): every promo, and one change at a time under the table's lock,
// so the rule that only one promo runs at a time is judged against what is there when it is written. Each change
// writes its audit entry and the catalogue's signal in its own transaction; the store's cache is forgotten once it
// commits.
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { newId } from '../ids'
import { promos } from '../schema'
import { auditRepo, type AuditActor } from './audit.repo'
import type { CatalogueCache } from './catalogue-cache'
import { signalCatalogueChange } from './catalogue-signal'

export interface PromoRecord {
  id: string
  priceDrop: boolean
  text: string
  startsAt: Date
  expires: Date
  /** Percent; null for the usual fee. */
  withdrawalFee: number | null
}

/** What a plan decides for the promo it was given (undefined for a new one). */
export type PromoChange =
  { kind: 'insert'; promo: Omit<PromoRecord, 'id'> } | { kind: 'update'; promo: PromoRecord } | { kind: 'delete' }

type PromoRow = typeof promos.$inferSelect

function recordOf(row: PromoRow): PromoRecord {
  return {
    id: row.id,
    priceDrop: row.priceDrop,
    text: row.text,
    startsAt: row.startsAt,
    expires: row.expires,
    withdrawalFee: row.withdrawalFeePercent === null ? null : Number(row.withdrawalFeePercent),
  }
}

/** As the audit log keeps it: dates as ISO text. */
function audited(promo: Omit<PromoRecord, 'id'> | undefined) {
  if (!promo) return null
  return {
    text: promo.text,
    priceDrop: promo.priceDrop,
    startsAt: promo.startsAt.toISOString(),
    expires: promo.expires.toISOString(),
    withdrawalFee: promo.withdrawalFee,
  }
}

function columnsOf(promo: Omit<PromoRecord, 'id'>) {
  return {
    priceDrop: promo.priceDrop,
    text: promo.text,
    startsAt: promo.startsAt,
    expires: promo.expires,
    withdrawalFeePercent: promo.withdrawalFee === null ? null : promo.withdrawalFee.toFixed(2),
  }
}

export function shopPromosRepo(db: Db, catalogueCache: CatalogueCache) {
  async function all(executor: Db): Promise<PromoRecord[]> {
    const rows = await executor
      .select()
      .from(promos)
      .orderBy(desc(promos.startsAt), desc(promos.createdAt), desc(promos.id))
    return rows.map(recordOf)
  }

  return {
    /** Every promo, latest start first. */
    list(): Promise<PromoRecord[]> {
      return all(db)
    },

    /**
     * One change, judged by `plan` against the promo `id` names (undefined for a new promo or one that is not there)
     * and every promo, under the table's lock: two owners writing at once take turns, and the second sees the first's
     * promo. What `plan` throws rolls the transaction back.
     */
    async change(
      id: string | null,
      plan: (held: PromoRecord | undefined, all: PromoRecord[]) => PromoChange,
      { actor, action, now }: { actor: AuditActor; action: string; now: Date },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Readers go on (EXCLUSIVE lets plain reads through); writers of promos wait for this one.
        await tx.execute(sql`lock table ${promos} in exclusive mode`)
        const every = await all(tx)
        const held = id === null ? undefined : every.find((promo) => promo.id === id)
        const change = plan(held, every)
        let targetId = id ?? ''
        let after: Omit<PromoRecord, 'id'> | undefined
        if (change.kind === 'insert') {
          targetId = newId(now)
          after = change.promo
          await tx.insert(promos).values({ id: targetId, ...columnsOf(change.promo), createdAt: now })
        } else if (change.kind === 'update') {
          after = change.promo
          await tx.update(promos).set(columnsOf(change.promo)).where(eq(promos.id, change.promo.id))
        } else {
          await tx.delete(promos).where(eq(promos.id, targetId))
        }
        await auditRepo(tx).record({
          actor,
          action,
          target: { type: 'promo', id: targetId },
          before: audited(held),
          after: audited(after),
          at: now,
        })
        await signalCatalogueChange(tx)
      })
      catalogueCache.invalidate()
    },
  }
}

export type ShopPromosRepo = ReturnType<typeof shopPromosRepo>
