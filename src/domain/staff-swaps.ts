// The staff's swap deal pages (docs/adr/0033; openapi.yaml listStaffSwaps, getStaffSwap): the inbox's filters as the
// address keeps them (read leniently, written back with only what is set), what a reply may be before it is sent,
// and the pages' words (the store's own: the spec has no staff pages).
import type { QueryParams } from './contract'
import { cleanSwapReply, isSwapStatus, SWAP_REPLY_MAX_LENGTH, swapStatusMessages } from './swap-status'
import { requestKey } from './first-page'

export type StaffSwapsQuery = NonNullable<QueryParams<'listStaffSwaps'>>

/** The inbox's filters and page; `page` is 1 when the address names none. */
export type SwapInboxFilters = Omit<StaffSwapsQuery, 'limit' | 'page'> & { page: number }

export const SWAP_INBOX_PAGE_SIZE = 20
export const SWAP_SEARCH_MAX_LENGTH = 100

export function parseSwapInboxQuery(search: string): SwapInboxFilters {
  const params = new URLSearchParams(search)
  const filters: SwapInboxFilters = { page: 1 }
  const status = params.get('status')
  if (status && isSwapStatus(status)) filters.status = status
  const q = params.get('q')?.trim()
  if (q) filters.q = q.slice(0, SWAP_SEARCH_MAX_LENGTH)
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) filters.page = page
  return filters
}

/** The address's query for these filters: only what is set, page 1 left out. */
export function serialiseSwapInboxQuery(filters: SwapInboxFilters): string {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  const q = filters.q?.trim()
  if (q) params.set('q', q)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** What the inbox asks the API for: the filters set, and the page. */
export function toStaffSwapsQuery(filters: SwapInboxFilters): StaffSwapsQuery {
  const q = filters.q?.trim()
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(q ? { q } : {}),
    page: filters.page,
    limit: SWAP_INBOX_PAGE_SIZE,
  }
}

/** What is wrong with a reply before it is sent, as the server would say it; undefined when it may go. */
export function swapReplyError(text: string): string | undefined {
  const cleaned = cleanSwapReply(text)
  if (cleaned === '') return swapStatusMessages.replyRequired
  if (cleaned.length > SWAP_REPLY_MAX_LENGTH) return swapStatusMessages.replyTooLong
  return undefined
}

export const staffSwapsTexts = {
  heading: 'Swap requests',
  filters: 'Filter the swap requests',
  status: 'Status',
  anyStatus: 'Any status',
  search: 'Search',
  searchHint: 'Email or phone',
  loading: 'Loading the swap requests',
  caption: 'Swap requests, newest first',
  empty: 'No swap requests match these filters.',
  retry: 'Try again',
  photos: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  columns: {
    received: 'Received',
    offered: 'Offered',
    wanted: 'Wanted',
    shopper: 'Shopper',
    city: 'City',
    status: 'Status',
  },
} as const

export const staffSwapTexts = {
  pageName: 'Swap request',
  loading: 'Loading the swap request',
  backToInbox: 'All swap requests',
  notFound: 'There is no such swap request.',
  retry: 'Try again',
  offered: 'Device offered',
  wanted: 'Device wanted',
  shopper: 'Shopper',
  brand: 'Brand',
  model: 'Model',
  storage: 'Storage',
  condition: 'Condition',
  faults: 'Faults',
  photos: 'Photos',
  noPhotos: 'No photos were sent.',
  photo: (index: number, offered: string) => `Photo ${index} of the ${offered}`,
  notGiven: 'Not given',
  fromCatalogue: 'From the catalogue',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  received: 'Received',
  status: 'Status',
  moveTo: 'Move to',
  noMoves: 'This request is settled: it cannot be moved.',
  moved: (label: string) => `Marked ${label}.`,
  timeline: 'Timeline',
  sent: 'Sent by the shopper',
  movedTo: (label: string) => `Marked ${label}`,
  replied: 'Replied by email',
  reply: 'Reply by email',
  replyHint: (email: string) => `Sent to ${email} from the store's address, as plain text.`,
  replyLabel: 'Your reply',
  send: 'Send reply',
  sending: 'Sending…',
  replySent: 'Reply sent.',
  remaining: (left: number) => `${left} characters left`,
} as const

/** The swap requests' first request for an address's query, as its route asks it: a page the server drew for the staff member opens
 *  on its answer (docs/adr/0050, 'Staff pages'). */
export function staffSwapsFirstRequest(search: string) {
  return requestKey<'listStaffSwaps'>('/api/staff/swaps', toStaffSwapsQuery(parseSwapInboxQuery(search)))
}
