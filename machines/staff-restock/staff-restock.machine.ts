// What shoppers wait for, on /staff/restock (docs/adr/0030; openapi.yaml listRestockDemand), for owners and staff:
// the back-in-stock requests per product and size, a page at a time, the page in the address. A 403 shows the
// server's message, as on every staff page of filtered pages (machines/lib/filtered-pages.ts).
import type { SuccessData } from '@/domain/contract'
import {
  parseRestockQuery,
  serialiseRestockQuery,
  toRestockDemandQuery,
  type RestockDemand,
  type RestockDemandFilters,
  type RestockDemandQuery,
} from '@/domain/restock-demand'
import { filteredPagesMachine, type FilteredPagesEvent } from '../lib/filtered-pages'

export type RestockDemandPage = SuccessData<'listRestockDemand'>
export type { RestockDemand }
export type StaffRestockEvent = FilteredPagesEvent<RestockDemandFilters>

export const staffRestockMachine = filteredPagesMachine<
  RestockDemandFilters,
  RestockDemand,
  RestockDemandQuery,
  RestockDemandPage
>({
  id: 'staffRestock',
  parseQuery: parseRestockQuery,
  serialiseQuery: serialiseRestockQuery,
  toQuery: toRestockDemandQuery,
})
