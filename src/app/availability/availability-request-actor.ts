// The availability request's machine, its call and its stored requests, fetched when a shopper first presses the
// button or when this browser has stored requests that may make the button wait (the product page carries only
// ./use-availability-request). One controller per product page: it follows the page's product and tells the page
// what the button shows.
import { createActor, fromPromise } from 'xstate'
import {
  availabilityRequestMachine,
  type AvailabilityRequestInput,
  type Shopper,
} from '@machines/availability-request/availability-request.machine'
import type { Notice } from '@machines/lib/notice'
import { createAvailabilityRequest } from '@/api/availability-actors'
import type { Product } from '@/domain/contract'
import { variantsToAskAbout } from '@/domain/availability'
import type { AvailabilityStatus } from '@/screens/product-detail/product-info'
import { rememberAvailabilityRequest, storedRetryAt } from './availability-storage'

export type AvailabilityProduct = Pick<Product, '_id' | 'is_stock' | 'size'>

/** What the page knows at the moment of a press or a change: read each time, never kept. */
export interface AvailabilityWiring {
  shopper: Shopper
  variant: string | null
  notify: (notice: Notice) => void
  navigate: (to: string) => void
  openSignIn: () => void
}

function inputFor(product: AvailabilityProduct): AvailabilityRequestInput {
  const now = Date.now()
  // spec §5: a product with sizes sold out (and others not) asks which; one sold out in every size asks about itself.
  return {
    productId: product._id,
    hasSizes: variantsToAskAbout(product).length > 0,
    retryAt: storedRetryAt(product._id, now),
    now,
  }
}

// One object per state (a wait's changes with its clock), so the page redraws only when the button changes.
const idle: AvailabilityStatus = { state: 'idle' }
const requesting: AvailabilityStatus = { state: 'requesting' }

export interface AvailabilityController {
  /** The page's product changed (or the page opened on it). */
  follow: (product: AvailabilityProduct) => void
  request: () => void
  status: () => AvailabilityStatus
  subscribe: (listener: () => void) => () => void
  stop: () => void
}

export function createAvailabilityController(
  product: AvailabilityProduct,
  wiring: () => AvailabilityWiring,
): AvailabilityController {
  const logic = availabilityRequestMachine.provide({
    actors: {
      requestAvailability: fromPromise(async ({ input, signal }) => {
        await createAvailabilityRequest(input, { signal })
        // The wait is counted on this browser's clock, as the countdown is.
        return { requestedAt: Date.now() }
      }),
    },
    actions: {
      notify: (_, notice) => wiring().notify(notice),
      navigate: (_, { to }) => wiring().navigate(to),
      openSignIn: () => wiring().openSignIn(),
      remember: (_, { productId, timestamp }) => rememberAvailabilityRequest(productId, timestamp),
    },
  })
  const actor = createActor(logic, { input: inputFor(product) }).start()

  let shown = idle
  const read = (): AvailabilityStatus => {
    const snapshot = actor.getSnapshot()
    if (snapshot.matches('requesting')) return requesting
    if (snapshot.matches('coolingDown') && snapshot.context.retryAt !== null) {
      const { retryAt, now } = snapshot.context
      if (shown.state === 'coolingDown' && shown.now === now && new Date(shown.retryAt).getTime() === retryAt)
        return shown
      return { state: 'coolingDown', retryAt: new Date(retryAt), now }
    }
    return idle
  }

  // A browser slows timers in a background tab: the countdown catches up when the tab returns.
  const sync = () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'clock.sync', now: Date.now() })
  }
  document.addEventListener('visibilitychange', sync)

  return {
    follow: (next) => {
      if (actor.getSnapshot().context.productId !== next._id) actor.send({ type: 'product.change', ...inputFor(next) })
    },
    request: () => {
      const { shopper, variant } = wiring()
      actor.send({ type: 'availability.request', shopper, variant })
    },
    status: () => (shown = read()),
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    stop: () => {
      document.removeEventListener('visibilitychange', sync)
      actor.stop()
    },
  }
}
