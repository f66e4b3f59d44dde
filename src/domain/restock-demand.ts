// What shoppers wait for (docs/adr/0030; openapi.yaml listRestockDemand), on /staff/restock: the page as the address
// keeps it, and the page's words.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { QueryParams, Schema } from './contract'
import { requestKey } from './first-page'

export type RestockDemand = Schema<'RestockDemand'>
export type RestockDemandQuery = NonNullable<QueryParams<'listRestockDemand'>>

/** The page has no filters: the page number alone. */
export interface RestockDemandFilters {
  page: number
}

export const RESTOCK_PAGE_SIZE = 25

export function parseRestockQuery(search: string): RestockDemandFilters {
  const page = Number(new URLSearchParams(search).get('page'))
  return { page: Number.isInteger(page) && page > 1 ? page : 1 }
}

export function serialiseRestockQuery({ page }: RestockDemandFilters): string {
  return page > 1 ? new URLSearchParams({ page: String(page) }).toString() : ''
}

export function toRestockDemandQuery({ page }: RestockDemandFilters): RestockDemandQuery {
  return { page, limit: RESTOCK_PAGE_SIZE }
}

export const restockDemandTexts = {
  heading: STAFF_PAGE_NAMES.staffRestock,
  intro: 'Shoppers who asked to be told when a product or size is back, most waited for first.',
  loading: 'Loading what shoppers wait for',
  caption: 'Back-in-stock requests by product and size, most waited for first',
  empty: 'No shopper has asked to be told when something is back.',
  retry: 'Try again',
  noSize: 'One size',
  nobodyWaits: 'Nobody',
  notYet: 'Not yet',
  columns: {
    product: 'Product',
    size: 'Size',
    waiting: 'Waiting',
    since: 'Waiting since',
    notified: 'Emailed when back',
    last: 'Last emailed',
  },
} as const

/** What shoppers wait for's first request for an address's query, as its route asks it: a page the server drew for the staff member opens
 *  on its answer (docs/adr/0050, 'Staff pages'). */
export function restockDemandFirstRequest(search: string) {
  return requestKey<'listRestockDemand'>('/api/staff/restock-demand', toRestockDemandQuery(parseRestockQuery(search)))
}
