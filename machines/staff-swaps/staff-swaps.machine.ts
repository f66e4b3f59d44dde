// The staff's swap requests inbox on /staff/swaps (docs/adr/0033; openapi.yaml listStaffSwaps): every request, newest
// first, a page at a time, narrowed by status and searched by email or phone (asked for once typing pauses). The
// filters live in the address, and a 403 shows the server's message, as on every staff page of filtered pages
// (machines/lib/filtered-pages.ts).
import type { Schema, SuccessData } from '@/domain/contract'
import {
  parseSwapInboxQuery,
  serialiseSwapInboxQuery,
  toStaffSwapsQuery,
  type StaffSwapsQuery,
  type SwapInboxFilters,
} from '@/domain/staff-swaps'
import { filteredPagesMachine, type FilteredPagesEvent } from '../lib/filtered-pages'

export type StaffSwapSummary = Schema<'StaffSwapSummary'>
export type StaffSwapsPage = SuccessData<'listStaffSwaps'>
export type { SwapInboxFilters }
export type StaffSwapsEvent = FilteredPagesEvent<SwapInboxFilters>

export const staffSwapsMachine = filteredPagesMachine<
  SwapInboxFilters,
  StaffSwapSummary,
  StaffSwapsQuery,
  StaffSwapsPage
>({
  id: 'staffSwaps',
  parseQuery: parseSwapInboxQuery,
  serialiseQuery: serialiseSwapInboxQuery,
  toQuery: toStaffSwapsQuery,
})
