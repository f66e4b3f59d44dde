import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor } from 'xstate'
import { APP_PROMO_DELAY_MS, appPromoModalMachine, type AppPromoModalInput } from './app-promo-modal.machine'

function start(input: AppPromoModalInput) {
  const clock = new SimulatedClock()
  const rememberClosed = vi.fn()
  const machine = appPromoModalMachine.provide({ actions: { rememberClosed: () => rememberClosed() } })
  const actor = createActor(machine, { input, clock })
  actor.start()
  return { actor, clock, rememberClosed }
}

describe('the app promo modal machine', () => {
  it('waits after page load for a visitor without a token', () => {
    const { actor } = start({ hasToken: false })
    expect(actor.getSnapshot().value).toBe('waiting')
  })

  it('opens 10 seconds after page load and not a moment before', () => {
    const { actor, clock } = start({ hasToken: false })
    clock.increment(9_999)
    expect(actor.getSnapshot().value).toBe('waiting')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('open')
    expect(APP_PROMO_DELAY_MS).toBe(10_000)
  })

  it('closes when the visitor closes it and remembers that for the session', () => {
    const { actor, clock, rememberClosed } = start({ hasToken: false })
    clock.increment(10_000)
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(rememberClosed).toHaveBeenCalledTimes(1)
  })

  it('never opens for a visitor with a stored token', () => {
    const { actor, clock } = start({ hasToken: true })
    expect(actor.getSnapshot().value).toBe('closed')
    clock.increment(60_000)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('does not open again in a session where it was closed', () => {
    const { actor, clock } = start({ hasToken: false, wasClosed: true })
    clock.increment(10_000)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('does not open for a visitor who signs in during the wait', () => {
    const { actor, clock, rememberClosed } = start({ hasToken: false })
    clock.increment(5_000)
    actor.send({ type: 'auth.signIn' })
    clock.increment(5_000)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(rememberClosed).not.toHaveBeenCalled()
  })

  it('cannot be closed before it opens', () => {
    const { actor, rememberClosed } = start({ hasToken: false })
    expect(actor.getSnapshot().can({ type: 'modal.close' })).toBe(false)
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(rememberClosed).not.toHaveBeenCalled()
  })
})
