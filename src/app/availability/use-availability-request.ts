// The product page's availability request (spec §4, §5, §6, §8): the button's state for an out-of-stock product (or
// one with sizes sold out) and its press. The machine, its call and the stored requests (local storage `productData`) come down as a page with an
// out-of-stock product opens, so a stored wait survives a reload. The page runs it through ./availability-wiring, a
// chunk of its own, so a page whose product is in stock fetches none of it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { hasPendingVerification } from '@/domain/account'
import { offersAvailabilityRequest } from '@/domain/availability'
import type { AvailabilityStatus } from '@/screens/product-detail/product-info'
import { loadOnce, reportDroppedDownload } from '../load-once'
import { notifyWith } from '../notify'
import { useSession } from '../session-provider'
import { useToast } from '../toast-provider'
import type { AvailabilityController, AvailabilityProduct, AvailabilityWiring } from './availability-request-actor'

const controllerModule = loadOnce(() => import('./availability-request-actor'))

export interface AvailabilityRequest {
  status: AvailabilityStatus
  request: () => void
}

const idle: AvailabilityStatus = { state: 'idle' }
const idleStatus = () => idle
const noSubscription = () => () => {}

export function useAvailabilityRequest(
  product: AvailabilityProduct | null,
  variant: string | null,
): AvailabilityRequest {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const [controller, setController] = useState<AvailabilityController | null>(null)
  const starting = useRef<Promise<AvailabilityController> | null>(null)
  const waiting = product !== null && offersAvailabilityRequest(product) ? product : null

  // The controller outlives renders; it reads the page's latest session, size and address through this.
  const latest = useRef<AvailabilityWiring | null>(null)
  useEffect(() => {
    const from = `${location.pathname}${location.search}`
    latest.current = {
      shopper:
        session.state !== 'signedIn'
          ? 'visitor'
          : hasPendingVerification(session.user)
            ? 'pendingVerification'
            : 'verified',
      variant,
      notify: notifyWith(toast),
      navigate,
      openSignIn: () => session.openSignInModal(from),
    }
  })

  const start = useCallback((forProduct: AvailabilityProduct) => {
    starting.current ??= controllerModule.load().then(({ createAvailabilityController }) => {
      const started = createAvailabilityController(forProduct, () => latest.current!)
      setController(started)
      return started
    })
    starting.current.catch(() => (starting.current = null))
    return starting.current
  }, [])

  // The page opening on a product, or another product: a stored wait shows at once.
  const productId = waiting?._id
  useEffect(() => {
    if (!waiting) return
    if (controller) controller.follow(waiting)
    else start(waiting).catch((error: unknown) => console.error('Loading the availability request failed', error))
    // `waiting` is the product `productId` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, controller, start])

  useEffect(() => (controller ? () => controller.stop() : undefined), [controller])

  const request = useCallback(() => {
    if (!waiting) return
    start(waiting).then((started) => started.request(), reportDroppedDownload('the availability request', toast.error))
  }, [waiting, start, toast])

  const shown = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.status ?? idleStatus,
    idleStatus,
  )
  return { status: waiting ? shown : idle, request }
}
