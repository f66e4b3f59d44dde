// Board rows for the staff orders machine's tests and stories, shaped by the contract (amounts in naira).
import type { StaffOrderSummary, StaffOrdersPage } from './staff-orders.machine'

export function testStaffOrder(id: string, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary {
  return {
    _id: id,
    trackingId: `OJA-${id.slice(-6).toUpperCase()}`,
    status: 'Pending',
    paidAt: '2026-11-26T09:15:00.000Z',
    amountPaid: 253000,
    refunded: 0,
    deliveryMethod: 'standard',
    customer: { name: 'Adaeze Okafor', email: 'adaeze.okafor@oja.test', phone: '08031234567' },
    items: 2,
    city: 'Ikeja',
    state: 'Lagos',
    openReturns: 0,
    ...overrides,
  }
}

/** One page of the board: `totalPages` pages of `perPage`, this one holding `docs`. */
export function testStaffOrdersPage(
  docs: StaffOrderSummary[],
  page = 1,
  totalPages = docs.length ? 1 : 0,
  perPage = 20,
) {
  return {
    docs,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    totalDocs: totalPages <= 1 ? docs.length : (totalPages - 1) * perPage + docs.length,
    totalPages,
  } satisfies StaffOrdersPage
}
