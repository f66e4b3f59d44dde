// The staff side's operations answered over a board of paid orders in memory, as the server answers them (amounts in
// naira worked out in kobo): filtered by status, delivery method and the Lagos days paid, searched by the start of a
// tracking id, an email or a phone, newest payment first, a page at a time; or refused to someone who is not staff.
// And the audit log over a sample of staff actions, narrowed to a target, or refused to staff who are not the owner; and
// what shoppers wait for, over a sample of back-in-stock requests counted per product and size.
import type { StaffOrderSummary } from '@machines/staff-orders/staff-orders.machine'
import { auditRecord, type AuditEntry } from '@/domain/audit-log'
import { findDeliveryMethod, type DeliveryMethodId } from '@/domain/delivery'
import { koboToNaira, nairaToKobo } from '@/domain/money'
import { orderStatusMessages, type OrderStatus } from '@/domain/order-status'
import type { RestockDemand } from '@/domain/restock-demand'
import { errorReply, http, onePage } from './network-fakes'

interface BoardOrder {
  name: string
  email: string
  phone: string
  city: string
  state: string
  /** Each line's price in naira and its quantity. */
  lines: [price: number, quantity: number][]
  method: DeliveryMethodId
  status: OrderStatus
  paidAt: string
  refundedNaira?: number
  openReturns?: number
}

const PEOPLE: BoardOrder[] = [
  {
    name: 'Chiamaka Eze',
    email: 'chiamaka.eze@gmail.com',
    phone: '08031234567',
    city: 'Ikeja',
    state: 'Lagos',
    lines: [[245000, 1]],
    method: 'standard',
    status: 'Pending',
    paidAt: '2026-11-27T08:42:00.000Z',
  },
  {
    name: 'Babatunde Adeyemi',
    email: 'tunde.adeyemi@yahoo.com',
    phone: '08059876543',
    city: 'Ibadan',
    state: 'Oyo',
    lines: [
      [18500, 2],
      [7500, 1],
    ],
    method: 'motor-park-pickup',
    status: 'Processing',
    paidAt: '2026-11-27T07:10:00.000Z',
  },
  {
    name: 'Aisha Bello',
    email: 'aisha.bello@outlook.com',
    phone: '08123456789',
    city: 'Kano',
    state: 'Kano',
    lines: [[389000, 1]],
    method: 'express',
    status: 'Ready for pickup',
    paidAt: '2026-11-26T16:25:00.000Z',
  },
  {
    name: 'Emeka Okonkwo',
    email: 'emeka.okonkwo@gmail.com',
    phone: '09087654321',
    city: 'Port Harcourt',
    state: 'Rivers',
    lines: [
      [52000, 1],
      [12500, 2],
    ],
    method: 'standard',
    status: 'Shipped',
    paidAt: '2026-11-26T11:03:00.000Z',
  },
  {
    name: 'Funmilayo Ogunleye',
    email: 'funmi.ogunleye@gmail.com',
    phone: '07034567890',
    city: 'Lekki',
    state: 'Lagos',
    lines: [[129000, 1]],
    method: 'standard',
    status: 'Delivered',
    paidAt: '2026-11-25T09:48:00.000Z',
    openReturns: 1,
  },
  {
    name: 'Ibrahim Musa',
    email: 'ibrahim.musa@gmail.com',
    phone: '08065432109',
    city: 'Kaduna',
    state: 'Kaduna',
    lines: [[64000, 1]],
    method: 'motor-park-pickup',
    status: 'Cancelled',
    paidAt: '2026-11-24T14:30:00.000Z',
    refundedNaira: 67000,
  },
  {
    name: 'Ngozi Nwosu',
    email: 'ngozi.nwosu@yahoo.com',
    phone: '08176543210',
    city: 'Enugu',
    state: 'Enugu',
    lines: [[23000, 3]],
    method: 'express',
    status: 'Delivered',
    paidAt: '2026-11-23T18:05:00.000Z',
  },
  {
    name: 'Olumide Bakare',
    email: 'olumide.bakare@gmail.com',
    phone: '08023456781',
    city: 'Abeokuta',
    state: 'Ogun',
    lines: [
      [9800, 1],
      [4500, 4],
    ],
    method: 'motor-park-pickup',
    status: 'Processing',
    paidAt: '2026-11-23T06:55:00.000Z',
  },
  {
    name: 'Zainab Abubakar',
    email: 'zainab.abubakar@gmail.com',
    phone: '09012345678',
    city: 'Garki',
    state: 'FCT',
    lines: [[415000, 1]],
    method: 'standard',
    status: 'Pending',
    paidAt: '2026-11-22T12:12:00.000Z',
  },
  {
    name: 'Uche Obi',
    email: 'uche.obi@outlook.com',
    phone: '08134567892',
    city: 'Onitsha',
    state: 'Anambra',
    lines: [[36000, 2]],
    method: 'standard',
    status: 'Shipped',
    paidAt: '2026-11-21T15:40:00.000Z',
  },
  {
    name: 'Temitope Alabi',
    email: 'temi.alabi@gmail.com',
    phone: '08045678123',
    city: 'Yaba',
    state: 'Lagos',
    lines: [[78500, 1]],
    method: 'express',
    status: 'Ready for pickup',
    paidAt: '2026-11-20T10:20:00.000Z',
  },
  {
    name: 'Yusuf Danjuma',
    email: 'yusuf.danjuma@yahoo.com',
    phone: '07056781234',
    city: 'Jos',
    state: 'Plateau',
    lines: [[15500, 1]],
    method: 'motor-park-pickup',
    status: 'Delivered',
    paidAt: '2026-11-19T08:00:00.000Z',
  },
]

/** A board row, its amount the lines' prices and the delivery worked out in kobo, given in naira as the API does. */
function boardRow(order: BoardOrder, index: number): StaffOrderSummary {
  const linesKobo = order.lines.reduce((sum, [price, quantity]) => sum + nairaToKobo(price) * quantity, 0)
  const deliveryKobo = findDeliveryMethod(order.method)?.amount ?? 0
  return {
    _id: `65f1c0ffee00000000${String(index + 1).padStart(6, '0')}`,
    trackingId: `OJA-${(0x4b2f1 + index * 7919).toString(36).toUpperCase()}`,
    status: order.status,
    paidAt: order.paidAt,
    amountPaid: koboToNaira(linesKobo + deliveryKobo),
    refunded: order.refundedNaira ?? 0,
    deliveryMethod: order.method,
    customer: { name: order.name, email: order.email, phone: order.phone },
    items: order.lines.reduce((sum, [, quantity]) => sum + quantity, 0),
    city: order.city,
    state: order.state,
    openReturns: order.openReturns ?? 0,
  }
}

/** The sample board, newest payment first. */
export const STAFF_BOARD: StaffOrderSummary[] = PEOPLE.map(boardRow)

const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' })

export interface StaffServer {
  /** The board's orders; the sample board unless given. */
  orders?: StaffOrderSummary[]
  /** The signed-in user is not staff: every staff call answers 403 with the server's message. */
  notStaff?: boolean
  /** GET api/staff/orders answers 500 with no message. */
  boardFails?: boolean
}

export function staffBoardHandlers({ orders = STAFF_BOARD, notStaff = false, boardFails = false }: StaffServer = {}) {
  return [
    http.get('/api/staff/orders', ({ query, response }) => {
      if (notStaff) return response(403).json(errorReply(orderStatusMessages.notStaff))
      if (boardFails) return new Response(null, { status: 500 })
      const status = query.get('status')
      const method = query.get('deliveryMethod')
      const from = query.get('from')
      const to = query.get('to')
      const q = query.get('q')?.toLowerCase()
      const matching = orders
        .filter((order) => {
          const day = lagosDay.format(new Date(order.paidAt))
          return (
            (!status || order.status === status) &&
            (!method || order.deliveryMethod === method) &&
            (!from || day >= from) &&
            (!to || day <= to) &&
            (!q ||
              [order.trackingId, order.customer.email, order.customer.phone].some((text) =>
                text.toLowerCase().startsWith(q),
              ))
          )
        })
        .sort((a, b) => b.paidAt.localeCompare(a.paidAt))
      return response(200).json({ data: onePage(matching, query) })
    }),
  ]
}

/** The sample log, newest first: moves, a cancellation with its refund, a return decided and a staff member added. */
export const AUDIT_LOG: AuditEntry[] = [
  {
    _id: 'au6',
    actor: 'kemi.adebayo@oja.test',
    action: 'order.status',
    targetType: 'order',
    targetId: STAFF_BOARD[1]!._id,
    before: auditRecord({ status: 'Pending' }),
    after: auditRecord({ status: 'Processing' }),
    at: '2026-11-27T10:05:00.000Z',
  },
  {
    _id: 'au5',
    actor: 'segun.ola@oja.test',
    action: 'order.status',
    targetType: 'order',
    targetId: STAFF_BOARD[2]!._id,
    before: auditRecord({ status: 'Processing' }),
    after: auditRecord({ status: 'Ready for pickup' }),
    at: '2026-11-27T09:40:00.000Z',
  },
  {
    _id: 'au4',
    actor: 'segun.ola@oja.test',
    action: 'order.status',
    targetType: 'order',
    targetId: STAFF_BOARD[3]!._id,
    before: auditRecord({ status: 'Processing', carrier: null, trackingNumber: null }),
    after: auditRecord({ status: 'Shipped', carrier: 'GIG Logistics', trackingNumber: 'GIG-2611-88412' }),
    at: '2026-11-26T15:12:00.000Z',
  },
  {
    _id: 'au3',
    actor: 'kemi.adebayo@oja.test',
    action: 'order.cancel',
    targetType: 'order',
    targetId: STAFF_BOARD[5]!._id,
    before: auditRecord({ status: 'Pending', refunded: 0 }),
    after: auditRecord({ status: 'Cancelled', refunded: 67000, refundTo: 'wallet' }),
    at: '2026-11-25T11:30:00.000Z',
  },
  {
    _id: 'au2',
    actor: 'kemi.adebayo@oja.test',
    action: 'return.decide',
    targetType: 'return',
    targetId: '65f1c0ffee0000000000c001',
    before: auditRecord({ status: 'requested' }),
    after: auditRecord({ status: 'exchanged', message: null }),
    at: '2026-11-24T16:45:00.000Z',
  },
  {
    _id: 'au1',
    actor: 'kemi.adebayo@oja.test',
    action: 'staff.add',
    targetType: 'user',
    targetId: 'segun.ola@oja.test',
    before: null,
    after: auditRecord({ staffRole: 'staff' }),
    at: '2026-11-20T08:00:00.000Z',
  },
]

export interface AuditServer {
  entries?: AuditEntry[]
  /** The signed-in user is not the owner: the log answers 403 with the server's message. */
  notOwner?: boolean
}

export function auditLogHandlers({ entries = AUDIT_LOG, notOwner = false }: AuditServer = {}) {
  return [
    http.get('/api/staff/audit', ({ query, response }) => {
      if (notOwner) return response(403).json(errorReply(orderStatusMessages.notOwner))
      const target = query.get('target')
      const matching = entries.filter((entry) => !target || entry.targetId === target)
      return response(200).json({ data: onePage(matching, query) })
    }),
  ]
}

/** What shoppers wait for, most waited for first, as the server orders it. */
export const RESTOCK_DEMAND: RestockDemand[] = [
  {
    productId: '65f1c0ffee0000000000d001',
    title: 'Samsung Galaxy A15',
    slug: 'samsung-galaxy-a15',
    variant: '128GB',
    waiting: 14,
    waitingSince: '2026-11-18T09:12:00.000Z',
    notified: 6,
    lastNotifiedAt: '2026-11-16T15:40:00.000Z',
  },
  {
    productId: '65f1c0ffee0000000000d002',
    title: 'Oraimo FreePods 4',
    slug: 'oraimo-freepods-4',
    variant: null,
    waiting: 9,
    waitingSince: '2026-11-20T18:05:00.000Z',
    notified: 0,
    lastNotifiedAt: null,
  },
  {
    productId: '65f1c0ffee0000000000d003',
    title: 'Apple Watch SE',
    slug: 'apple-watch-se',
    variant: '44mm',
    waiting: 3,
    waitingSince: '2026-11-25T07:30:00.000Z',
    notified: 2,
    lastNotifiedAt: '2026-11-22T12:00:00.000Z',
  },
  {
    productId: '65f1c0ffee0000000000d003',
    title: 'Apple Watch SE',
    slug: 'apple-watch-se',
    variant: '40mm',
    waiting: 0,
    waitingSince: null,
    notified: 5,
    lastNotifiedAt: '2026-11-26T10:15:00.000Z',
  },
]

export interface RestockServer {
  demand?: RestockDemand[]
  /** The signed-in user is not staff: the page answers 403 with the server's message. */
  notStaff?: boolean
}

export function restockDemandHandlers({ demand = RESTOCK_DEMAND, notStaff = false }: RestockServer = {}) {
  return [
    http.get('/api/staff/restock-demand', ({ query, response }) => {
      if (notStaff) return response(403).json(errorReply(orderStatusMessages.notStaff))
      return response(200).json({ data: onePage(demand, query) })
    }),
  ]
}
