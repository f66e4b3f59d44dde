// staff tag, swap deals (docs/adr/0033): the inbox (listStaffSwaps), one request (getStaffSwap), its moves
// (moveStaffSwap) and a reply by email (replyStaffSwap), for the store's owner and staff only (their role is checked
// before the body is read: server/access.ts).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { StaffSwapsService } from '../services/staff-swaps'
import { signedInUser, type Handlers } from './handler'

export function staffSwapHandlers({ staffSwaps }: { staffSwaps: StaffSwapsService }) {
  return {
    async listStaffSwaps(request) {
      const { limit = LISTING_PAGE_SIZE, page = 1, ...filter } = request.query
      return { data: await staffSwaps.list(signedInUser(request), { ...filter, limit, page }) }
    },

    async getStaffSwap(request) {
      return { data: await staffSwaps.getFor(signedInUser(request), request.params.id) }
    },

    async moveStaffSwap(request) {
      return { data: await staffSwaps.move(signedInUser(request), request.params.id, request.body) }
    },

    async replyStaffSwap(request) {
      return { data: await staffSwaps.reply(signedInUser(request), request.params.id, request.body) }
    },
  } satisfies Handlers
}
