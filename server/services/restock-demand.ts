// What shoppers wait for, as the staff read it (docs/adr/0030): per product and size, how many still wait for it to
// come back and since when, and how many were emailed when it did. Owners and staff. No Fastify, no SQL.
import type { Schema } from '../../src/domain/contract'
import type { RestockDemandRecord, RestockDemandRepo } from '../db/repos/restock-demand.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { pageOf, type Page } from './paging'
import { requireStaff } from './verified-user'

type RestockDemand = Schema<'RestockDemand'>

export function restockDemandOf(record: RestockDemandRecord): RestockDemand {
  return {
    productId: record.productId,
    title: record.title,
    slug: record.slug,
    variant: record.variant === '' ? null : record.variant,
    waiting: record.waiting,
    waitingSince: record.waitingSince?.toISOString() ?? null,
    notified: record.notified,
    lastNotifiedAt: record.lastNotifiedAt?.toISOString() ?? null,
  }
}

export function restockDemandService({ demand }: { demand: Pick<RestockDemandRepo, 'list'> }) {
  return {
    /** listRestockDemand: one page, most waited for first. Owners and staff. */
    async list(user: UserRecord, { page, limit }: { page: number; limit: number }): Promise<Page<RestockDemand>> {
      requireStaff(user)
      const { rows, total } = await demand.list({ page, limit })
      return pageOf(rows.map(restockDemandOf), { page, limit, total })
    },
  }
}

export type RestockDemandService = ReturnType<typeof restockDemandService>
