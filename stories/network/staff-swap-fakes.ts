// Swap deals answered over requests in memory, as the server answers them (docs/adr/0033): the staff inbox filtered by
// status and searched by the start of an email or a phone, newest first, a page at a time; one request; its moves
// through the one table from the status the staff member saw (409 naming the status now otherwise); a reply cleaned
// and added to the timeline, or refused as when the mailer is down; and the shopper's own requests with their status.
// Someone who is not staff is refused every staff call.
import { testStaffSwap } from '@machines/staff-swap/test-staff-swap'
import type { StaffSwap } from '@machines/staff-swap/staff-swap.machine'
import type { StaffSwapSummary } from '@machines/staff-swaps/staff-swaps.machine'
import type { SwapRequest } from '@/domain/contract'
import { swapConditionLabel } from '@/domain/swap'
import { orderStatusMessages } from '@/domain/order-status'
import {
  canMoveSwap,
  cleanSwapReply,
  nextSwapStatuses,
  swapStatusMessages,
  type SwapStatus,
} from '@/domain/swap-status'
import { storedPhotos } from './swap-fakes'
import { errorReply, http, onePage } from './network-fakes'

/** When the fakes say a move or a reply happened. */
export const FAKE_SWAP_NOW = '2026-11-27T11:05:00.000Z'
export const FAKE_STAFF_EMAIL = 'segun.ola@oja.test'

function swapAt(
  id: string,
  status: SwapStatus,
  fields: Partial<SwapRequest>,
  customer: StaffSwap['customer'],
): StaffSwap {
  const base = testStaffSwap(status)
  const request = { ...base.request, _id: id, photos: storedPhotos.slice(0, 3), ...fields }
  return {
    ...base,
    request,
    conditionLabel: swapConditionLabel(request.condition),
    customer,
    wantedProduct: fields.wantedProductId === null ? null : base.wantedProduct,
    events: base.events.map((event) => ({
      ...event,
      at: event.kind === 'sent' ? (fields.createdAt ?? event.at) : event.at,
    })),
  }
}

/** Four requests, newest first, as the inbox lists them. */
export function sampleSwaps(): StaffSwap[] {
  return [
    swapAt(
      '665f1c2b9a1e4b0012349904',
      'new',
      { createdAt: '2026-11-27T08:40:00.000Z', statusChangedAt: '2026-11-27T08:40:00.000Z' },
      { name: 'Ada Obi', email: 'ada.obi@gmail.com' },
    ),
    swapAt(
      '665f1c2b9a1e4b0012349903',
      'offerMade',
      {
        brand: 'Samsung',
        model: 'Galaxy S21 Ultra',
        storage: '256GB',
        condition: 'likeNew',
        faults: null,
        wanted: 'Apple iPhone 14 Pro 256GB',
        wantedProductId: null,
        phone: '08093334444',
        city: 'Abuja',
        createdAt: '2026-11-26T14:15:00.000Z',
      },
      { name: 'Bola Ahmed', email: 'bola.ahmed@yahoo.com' },
    ),
    swapAt(
      '665f1c2b9a1e4b0012349902',
      'contacted',
      {
        brand: 'Tecno',
        model: 'Camon 20',
        storage: null,
        condition: 'faulty',
        faults: 'Screen cracked at the top corner',
        photos: [],
        wanted: 'Samsung Galaxy A54',
        wantedProductId: null,
        phone: '07011112222',
        city: 'Port Harcourt',
        createdAt: '2026-11-25T09:00:00.000Z',
      },
      { name: '', email: 'chidi.okafor@outlook.com' },
    ),
    swapAt(
      '665f1c2b9a1e4b0012349901',
      'closed',
      { model: 'iPhone XR', storage: '64GB', createdAt: '2026-11-20T16:30:00.000Z' },
      { name: 'Ngozi Eze', email: 'ngozi.eze@gmail.com' },
    ),
  ]
}

export function summaryOf({ request, customer, conditionLabel }: StaffSwap): StaffSwapSummary {
  return {
    conditionLabel,
    _id: request._id,
    status: request.status,
    offered: [request.brand, request.model, request.storage].filter(Boolean).join(' '),
    condition: request.condition,
    wanted: request.wanted,
    customer,
    phone: request.phone,
    city: request.city,
    photos: request.photos.length,
    createdAt: request.createdAt,
    statusChangedAt: request.statusChangedAt,
  }
}

export interface StaffSwapServer {
  swaps?: StaffSwap[]
  /** The signed-in user is not staff: every staff call answers 403 with the server's message. */
  notStaff?: boolean
  /** Before answering a move, someone else moves the request to this status (the page's move then answers 409). */
  movedFirstTo?: SwapStatus
  /** The mailer is down: a reply answers 503 and nothing is kept. */
  mailerDown?: boolean
}

export function staffSwapHandlers({
  swaps = sampleSwaps(),
  notStaff = false,
  movedFirstTo,
  mailerDown = false,
}: StaffSwapServer = {}) {
  const denied = () => errorReply(orderStatusMessages.notStaff)
  const find = (id: string) => swaps.find((swap) => swap.request._id === id)
  return [
    http.get('/api/staff/swaps', ({ query, response }) => {
      if (notStaff) return response(403).json(denied())
      const status = query.get('status')
      const q = query.get('q')?.trim().toLowerCase() ?? ''
      const matching = swaps.filter(
        ({ request, customer }) =>
          (!status || request.status === status) &&
          (!q || customer.email.toLowerCase().startsWith(q) || request.phone.startsWith(q.replace(/[\s().-]/g, ''))),
      )
      return response(200).json({ data: onePage(matching.map(summaryOf), query) })
    }),
    http.get('/api/staff/swaps/{id}', ({ params, response }) => {
      if (notStaff) return response(403).json(denied())
      const swap = find(params.id)
      if (!swap) return response(404).json(errorReply(swapStatusMessages.swapNotFound))
      return response(200).json({ data: swap })
    }),
    http.post('/api/staff/swaps/{id}/status', async ({ params, request, response }) => {
      if (notStaff) return response(403).json(denied())
      const swap = find(params.id)
      if (!swap) return response(404).json(errorReply(swapStatusMessages.swapNotFound))
      const body = await request.json()
      if (movedFirstTo && swap.request.status !== movedFirstTo) {
        swap.request = { ...swap.request, status: movedFirstTo, statusChangedAt: FAKE_SWAP_NOW }
        swap.events = [
          ...swap.events,
          { kind: 'status', status: movedFirstTo, text: null, actor: 'tunde@oja.test', at: FAKE_SWAP_NOW },
        ]
        swap.nextStatuses = nextSwapStatuses(movedFirstTo)
      }
      const now = swap.request.status
      if (now !== body.from || !canMoveSwap(body.from, body.status))
        return response(409).json(errorReply(swapStatusMessages.notAllowed(now, body.status)))
      swap.request = { ...swap.request, status: body.status, statusChangedAt: FAKE_SWAP_NOW }
      swap.events = [
        ...swap.events,
        { kind: 'status', status: body.status, text: null, actor: FAKE_STAFF_EMAIL, at: FAKE_SWAP_NOW },
      ]
      swap.nextStatuses = nextSwapStatuses(body.status)
      return response(200).json({ data: swap })
    }),
    http.post('/api/staff/swaps/{id}/reply', async ({ params, request, response }) => {
      if (notStaff) return response(403).json(denied())
      const swap = find(params.id)
      if (!swap) return response(404).json(errorReply(swapStatusMessages.swapNotFound))
      if (mailerDown) return response(503).json(errorReply(swapStatusMessages.replyNotSent))
      const text = cleanSwapReply((await request.json()).text)
      swap.events = [...swap.events, { kind: 'reply', status: null, text, actor: FAKE_STAFF_EMAIL, at: FAKE_SWAP_NOW }]
      return response(200).json({ data: swap })
    }),
  ]
}

/** The shopper's own requests, newest first, as listMySwapRequests answers them. */
export function mySwapRequests(): SwapRequest[] {
  return sampleSwaps()
    .slice(0, 3)
    .map((swap) => swap.request)
}

export function mySwapRequestsHandlers({
  requests = mySwapRequests(),
  fail = false,
}: { requests?: SwapRequest[]; fail?: boolean } = {}) {
  return [
    http.get('/api/swap', ({ response }) => {
      if (fail) return response(500).json(errorReply('Something went wrong. Please try again.'))
      return response(200).json({ data: requests })
    }),
  ]
}
