// The availability request's machine with its call, fetched when a shopper first presses the button or when a stored
// request makes the button wait (the product page carries only ./use-availability-request).
import { createActor, fromPromise } from 'xstate'
import { availabilityRequestMachine, type AvailabilityRequestInput } from '@machines/availability-request/availability-request.machine'
import type { Notice } from '@machines/lib/notice'
import { availabilityApi, type AvailabilityApi } from '@/api/availability-actors'

export interface AvailabilityRequestWiring {
  calls?: AvailabilityApi
  notify: (notice: Notice) => void
  navigate: (to: string) => void
  openSignIn: () => void
  remember: (productId: string, timestamp: number) => void
}

export function startAvailabilityRequest(input: AvailabilityRequestInput, wiring: AvailabilityRequestWiring) {
  const calls = wiring.calls ?? availabilityApi()
  const logic = availabilityRequestMachine.provide({
    actors: {
      requestAvailability: fromPromise(async ({ input: request, signal }) => {
        await calls.requestAvailability(request, signal)
        // The wait is counted on this browser's clock, as the countdown is.
        return { requestedAt: Date.now() }
      }),
    },
    actions: {
      notify: (_, notice) => wiring.notify(notice),
      navigate: (_, { to }) => wiring.navigate(to),
      openSignIn: () => wiring.openSignIn(),
      remember: (_, { productId, timestamp }) => wiring.remember(productId, timestamp),
    },
  })
  return createActor(logic, { input }).start()
}

export type AvailabilityRequestActor = ReturnType<typeof startAvailabilityRequest>
