// The product page's availability request (spec §4, §5, §6, §8): the button's state for an out-of-stock product and
// its press. A request this browser sent in the last two hours (local storage `productData`) makes the button wait
// as soon as the page opens, so the countdown survives a reload; the machine and its call come down only then or at
// the first press.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import type { AvailabilityRequestInput, Shopper } from '@machines/availability-request/availability-request.machine'
import type { Product } from '@/domain/contract'
import { hasPendingVerification } from '@/domain/account'
import { GENERIC_ERROR } from '@/domain/messages'
import { isInStock, isSizeSelectable } from '@/domain/stock'
import type { AvailabilityStatus } from '@/screens/product-detail/product-info'
import type { AvailabilityApi } from '@/api/availability-actors'
import { loadOnce } from '../load-once'
import { notifyWith } from '../notify'
import { useSession } from '../session-provider'
import { useToast } from '../toast-provider'
import { rememberAvailabilityRequest, storedRetryAt } from './availability-storage'
import type { AvailabilityRequestActor, AvailabilityRequestWiring } from './availability-request-actor'

const requestActor = loadOnce(() => import('./availability-request-actor'))

export type AvailabilityProduct = Pick<Product, '_id' | 'is_stock' | 'size'>

export interface AvailabilityRequest {
  status: AvailabilityStatus
  request: () => void
}

/**
 * Whether the shopper must choose a size to ask about (spec §5). A size can be chosen only while the product and the
 * size are in stock (spec §4 Selected size), never on an out-of-stock product, so only sizes a shopper can pick count;
 * otherwise no request for a sized product could ever be sent.
 */
function hasChoosableSizes(product: AvailabilityProduct): boolean {
  return (product.size ?? []).some((size) => isSizeSelectable(product, size.title))
}

function inputFor(product: AvailabilityProduct): AvailabilityRequestInput {
  const now = Date.now()
  return { productId: product._id, hasSizes: hasChoosableSizes(product), retryAt: storedRetryAt(product._id, now), now }
}

const idle: AvailabilityStatus = { state: 'idle' }

/** `calls` are the API's unless given (stories pass fakes). */
export function useAvailabilityRequest(product: AvailabilityProduct | null, selectedSize: string | null, calls?: AvailabilityApi): AvailabilityRequest {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const [actor, setActor] = useState<AvailabilityRequestActor | null>(null)
  const starting = useRef<Promise<AvailabilityRequestActor> | null>(null)
  const waiting = product !== null && !isInStock(product.is_stock) ? product : null

  const latest = useRef({ shopper: 'visitor' as Shopper, variant: null as string | null, wiring: null as AvailabilityRequestWiring | null })
  const notify = useMemo(() => notifyWith(toast), [toast])
  useEffect(() => {
    const from = `${location.pathname}${location.search}`
    latest.current = {
      shopper: session.state !== 'signedIn' ? 'visitor' : hasPendingVerification(session.user) ? 'pendingVerification' : 'verified',
      variant: selectedSize,
      wiring: { notify, navigate, openSignIn: () => session.openSignInModal(from), remember: (id, at) => rememberAvailabilityRequest(id, at) },
    }
  })

  const start = useCallback(
    (forProduct: AvailabilityProduct) => {
      starting.current ??= requestActor.load().then(({ startAvailabilityRequest }) => {
        const started = startAvailabilityRequest(inputFor(forProduct), {
          calls,
          notify: (notice) => latest.current.wiring?.notify(notice),
          navigate: (to) => latest.current.wiring?.navigate(to),
          openSignIn: () => latest.current.wiring?.openSignIn(),
          remember: (id, at) => latest.current.wiring?.remember(id, at),
        })
        setActor(started)
        return started
      })
      starting.current.catch(() => (starting.current = null))
      return starting.current
    },
    [calls],
  )

  // Another product, or the page opening: its stored wait, if any, shows at once.
  const productId = waiting?._id ?? null
  useEffect(() => {
    if (!waiting) return
    if (actor) {
      if (actor.getSnapshot().context.productId !== waiting._id) actor.send({ type: 'product.change', ...inputFor(waiting) })
    } else if (inputFor(waiting).retryAt !== null) void start(waiting).catch((error: unknown) => console.error('Loading the availability request failed', error))
    // Only a new product (or the actor's arrival) re-reads the storage; `waiting` is that product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, actor, start])

  useEffect(() => {
    if (!actor) return
    return () => {
      actor.stop()
    }
  }, [actor])

  // A browser slows timers in a background tab: the countdown catches up when the tab returns.
  useEffect(() => {
    if (!actor) return
    const sync = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'clock.sync', now: Date.now() })
    }
    document.addEventListener('visibilitychange', sync)
    return () => document.removeEventListener('visibilitychange', sync)
  }, [actor])

  const request = useCallback(() => {
    if (!waiting) return
    start(waiting).then(
      (started) => started.send({ type: 'availability.request', shopper: latest.current.shopper, variant: latest.current.variant }),
      (error: unknown) => {
        // The browser's words for a dropped download mean nothing to a shopper: the generic text instead.
        console.error('Loading the availability request failed', error)
        toast.error(GENERIC_ERROR)
      },
    )
  }, [waiting, start, toast])

  const status = useSelector(actor ?? undefined, (snapshot): AvailabilityStatus => {
    if (!snapshot || !waiting) return idle
    if (snapshot.matches('requesting')) return { state: 'requesting' }
    if (snapshot.matches('coolingDown') && snapshot.context.retryAt !== null) {
      return { state: 'coolingDown', retryAt: new Date(snapshot.context.retryAt), now: snapshot.context.now }
    }
    return idle
  }, sameStatus)

  return useMemo(() => ({ status, request }), [status, request])
}

function sameStatus(a: AvailabilityStatus, b: AvailabilityStatus): boolean {
  if (a.state !== b.state) return false
  if (a.state === 'coolingDown' && b.state === 'coolingDown') return a.now === b.now && new Date(a.retryAt).getTime() === new Date(b.retryAt).getTime()
  return true
}
