// swap tag: createSwapRequest (spec §7 POST api/swap): the signed-in shopper's swap request, answered with what was
// recorded so the page can go on to /request-success; listMySwapRequests, their requests and where each stands.
import type { SwapService } from '../services/swap'
import { signedInUser, type Handlers } from './handler'

export function swapHandlers({ swap }: { swap: SwapService }) {
  return {
    async listMySwapRequests(request) {
      return { data: await swap.mine(signedInUser(request)) }
    },

    async createSwapRequest(request, reply) {
      const created = await swap.request(signedInUser(request), request.body)
      reply.code(201)
      return { data: created }
    },
  } satisfies Handlers
}
