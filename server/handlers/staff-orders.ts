// staff tag, orders: the board (listStaffOrders), one order (getStaffOrder) and its moves (moveStaffOrder), for the
// store's owner and staff only (their role is checked before the body is read: server/access.ts).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { StaffOrdersService } from '../services/staff-orders'
import { signedInUser, type Handlers } from './handler'

export function staffOrderHandlers({ staffOrders }: { staffOrders: StaffOrdersService }) {
  return {
    async listStaffOrders(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1, ...filter } = request.query
      return { data: await staffOrders.list(signedInUser(request), { ...filter, limit, page }) }
    },

    async getStaffOrder(request) {
      return { data: await staffOrders.getFor(signedInUser(request), request.params.id) }
    },

    async moveStaffOrder(request) {
      return { data: await staffOrders.move(signedInUser(request), request.params.id, request.body) }
    },
  } satisfies Handlers
}
