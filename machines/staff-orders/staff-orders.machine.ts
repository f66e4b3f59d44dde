// The staff orders board on /staff/orders (docs/adr/0027; openapi.yaml listStaffOrders): paid orders, newest payment
// first, a page at a time, narrowed by status, delivery method, the Lagos days they were paid and a search (asked for
// once typing pauses). The filters live in the address, and a 403 (a signed-in user who is not staff) shows the
// server's message, as on every staff page of filtered pages (machines/lib/filtered-pages.ts).
import type { Schema, SuccessData } from '@/domain/contract'
import {
  parseBoardQuery,
  serialiseBoardQuery,
  toStaffOrdersQuery,
  type BoardFilters,
  type StaffOrdersQuery,
} from '@/domain/staff-board'
import { filteredPagesMachine, type FilteredPagesEvent } from '../lib/filtered-pages'

export type StaffOrderSummary = Schema<'StaffOrderSummary'>
export type StaffOrdersPage = SuccessData<'listStaffOrders'>
export type { BoardFilters }
export type StaffOrdersEvent = FilteredPagesEvent<BoardFilters>

export const staffOrdersMachine = filteredPagesMachine<
  BoardFilters,
  StaffOrderSummary,
  StaffOrdersQuery,
  StaffOrdersPage
>({
  id: 'staffOrders',
  parseQuery: parseBoardQuery,
  serialiseQuery: serialiseBoardQuery,
  toQuery: toStaffOrdersQuery,
})
