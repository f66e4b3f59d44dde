// What shoppers wait for (docs/adr/0030): the back-in-stock requests per product and size, counted in one grouped
// query, most waited for first. Read-only; the requests are written by the shoppers and claimed by restocks
// (availability.repo.ts).
import { asc, countDistinct, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { availabilityRequests as requests, products } from '../schema'

export interface RestockDemandRecord {
  productId: string
  title: string
  slug: string
  /** '' for a product without sizes, as the requests keep it. */
  variant: string
  waiting: number
  waitingSince: Date | null
  notified: number
  lastNotifiedAt: Date | null
}

const waiting = sql<number>`(count(*) filter (where ${requests.notifiedAt} is null))::int`
const notified = sql<number>`(count(*) filter (where ${requests.notifiedAt} is not null))::int`
const waitingSince =
  sql<Date | null>`min(${requests.requestedAt}) filter (where ${requests.notifiedAt} is null)`.mapWith(
    requests.requestedAt,
  )
const lastNotifiedAt = sql<Date | null>`max(${requests.notifiedAt})`.mapWith(requests.notifiedAt)

export function restockDemandRepo(db: Db) {
  return {
    /** One page of the products and sizes anyone asked about: most shoppers waiting first, then the longest wait,
     *  then the latest emails; `total` is how many products and sizes there are. */
    async list({ page, limit }: { page: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            productId: requests.productId,
            title: products.title,
            slug: products.slug,
            variant: requests.variant,
            waiting,
            waitingSince,
            notified,
            lastNotifiedAt,
          })
          .from(requests)
          .innerJoin(products, eq(products.id, requests.productId))
          .groupBy(requests.productId, requests.variant, products.title, products.slug)
          .orderBy(
            desc(waiting),
            asc(waitingSince),
            sql`${lastNotifiedAt} desc nulls last`,
            asc(products.title),
            asc(requests.variant),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: countDistinct(sql`(${requests.productId}, ${requests.variant})`) }).from(requests),
      ])
      return { rows: rows satisfies RestockDemandRecord[], total: total?.total ?? 0 }
    },
  }
}

export type RestockDemandRepo = ReturnType<typeof restockDemandRepo>
