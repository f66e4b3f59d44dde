import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { availabilityRequestMachine, TICK_MS, type AvailabilityRequestInput } from './availability-request.machine'
import { deferred } from '../lib/deferred'
import type { Notice } from '../lib/notice'

const sentAt = Date.parse('2026-11-24T09:00:00.000Z')
const minute = 60 * 1000
const hour = 60 * minute

function start(
  options: { input?: Partial<AvailabilityRequestInput>; request?: () => Promise<{ requestedAt: number }> } = {},
) {
  const clock = new SimulatedClock()
  const request = vi.fn<(input: { productId: string; variant: string | null }) => Promise<{ requestedAt: number }>>(
    options.request ?? (async () => ({ requestedAt: sentAt })),
  )
  const notify = vi.fn<(notice: Notice) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const remember = vi.fn<(entry: { productId: string; timestamp: number }) => void>()
  const openSignIn = vi.fn()
  const logic = availabilityRequestMachine.provide({
    actors: { requestAvailability: fromPromise(({ input }) => request(input)) },
    actions: {
      notify: (_, notice) => notify(notice),
      navigate: (_, { to }) => navigate(to),
      remember: (_, entry) => remember(entry),
      openSignIn,
    },
  })
  const input: AvailabilityRequestInput = {
    productId: 'camon',
    hasSizes: false,
    retryAt: null,
    now: sentAt - minute,
    ...options.input,
  }
  const actor = createActor(logic, { clock, input }).start()
  // The simulated clock fires one tick per step, as a browser's timer would once a second.
  const advance = (ms: number) => {
    for (let passed = 0; passed < ms; passed += TICK_MS) clock.increment(TICK_MS)
  }
  return { actor, advance, request, notify, navigate, remember, openSignIn }
}

describe('availability request', () => {
  it('opens the sign-in modal for a visitor and sends nothing (spec §6)', () => {
    const { actor, request, openSignIn } = start()
    actor.send({ type: 'availability.request', shopper: 'visitor', variant: null })
    expect(openSignIn).toHaveBeenCalledOnce()
    expect(request).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it("says 'Sorry, Please select a variant' when the product has sizes and none is chosen (spec §5)", () => {
    const { actor, request, notify } = start({ input: { hasSizes: true } })
    actor.send({ type: 'availability.request', shopper: 'verified', variant: null })
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: 'Sorry, Please select a variant' })
    expect(request).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('sends the product and the chosen size', async () => {
    const { actor, request } = start({ input: { hasSizes: true } })
    actor.send({ type: 'availability.request', shopper: 'verified', variant: 'XL' })
    expect(actor.getSnapshot().value).toBe('requesting')
    await waitFor(actor, (snapshot) => snapshot.matches('coolingDown'))
    expect(request).toHaveBeenCalledExactlyOnceWith({ productId: 'camon', variant: 'XL' })
  })

  it('thanks the shopper for 3 s, remembers the request and waits two hours before the button is usable again', async () => {
    const { actor, advance, notify, remember } = start()
    actor.send({ type: 'availability.request', shopper: 'verified', variant: null })
    await waitFor(actor, (snapshot) => snapshot.matches('coolingDown'))

    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Request has been sent. We will get back to you through your email',
      duration: 3000,
    })
    expect(remember).toHaveBeenCalledExactlyOnceWith({ productId: 'camon', timestamp: sentAt })
    expect(actor.getSnapshot().context).toMatchObject({ now: sentAt, retryAt: sentAt + 2 * hour })
    expect(actor.getSnapshot().can({ type: 'availability.request', shopper: 'verified', variant: null })).toBe(false)

    advance(hour)
    expect(actor.getSnapshot().value).toBe('coolingDown')
    expect(actor.getSnapshot().context.now).toBe(sentAt + hour)

    advance(hour - 1000)
    expect(actor.getSnapshot().value).toBe('coolingDown')
    advance(1000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().can({ type: 'availability.request', shopper: 'verified', variant: null })).toBe(true)
  })

  it('opens waiting when a stored request is still within its two hours, as after a reload', () => {
    const { actor, advance } = start({ input: { retryAt: sentAt + 2 * hour, now: sentAt + 30 * minute } })
    expect(actor.getSnapshot().value).toBe('coolingDown')
    advance(90 * minute)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('opens usable when the stored wait is over', () => {
    const { actor } = start({ input: { retryAt: sentAt, now: sentAt } })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('catches up with the real time when the tab comes back', () => {
    const { actor } = start({ input: { retryAt: sentAt + 2 * hour, now: sentAt } })
    actor.send({ type: 'clock.sync', now: sentAt + hour })
    expect(actor.getSnapshot().context.now).toBe(sentAt + hour)
    actor.send({ type: 'clock.sync', now: sentAt + 3 * hour })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it("follows another product's stored wait and drops a request under way", async () => {
    const pending = deferred<{ requestedAt: number }>()
    const { actor, notify } = start({ request: () => pending.promise })
    actor.send({ type: 'availability.request', shopper: 'verified', variant: null })
    actor.send({ type: 'product.change', productId: 'pixel', hasSizes: false, retryAt: sentAt + hour, now: sentAt })
    expect(actor.getSnapshot().value).toBe('coolingDown')
    expect(actor.getSnapshot().context.productId).toBe('pixel')
    pending.resolve({ requestedAt: sentAt })
    await Promise.resolve()
    expect(notify).not.toHaveBeenCalled()
    actor.send({ type: 'product.change', productId: 'camon', hasSizes: true, retryAt: null, now: sentAt })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('toasts the first server error and stays usable (spec §8)', async () => {
    const { actor, notify, navigate, remember } = start({
      request: async () => {
        throw new ApiError(409, [{ message: 'You asked about this product less than 2 hours ago' }])
      },
    })
    actor.send({ type: 'availability.request', shopper: 'verified', variant: null })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'You asked about this product less than 2 hours ago',
    })
    expect(navigate).not.toHaveBeenCalled()
    expect(remember).not.toHaveBeenCalled()
  })

  it("falls back to 'An error has occured. please try again' (spec §8)", async () => {
    const { actor, notify } = start({
      request: async () => {
        throw new Error('')
      },
    })
    actor.send({ type: 'availability.request', shopper: 'verified', variant: null })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: 'An error has occured. please try again' })
  })

  it('sends a shopper with a pending verification code to /verification after a failure (spec §6)', async () => {
    const { actor, notify, navigate } = start({
      request: async () => {
        throw new ApiError(403, [{ message: 'Please verify your email first' }])
      },
    })
    actor.send({ type: 'availability.request', shopper: 'pendingVerification', variant: null })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: 'Please verify your email first' })
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/verification')
  })
})
