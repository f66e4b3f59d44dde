import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor } from 'xstate'
import { TICK_MS, parseExpiry, promoCountdownMachine, timeLeft, type Promo } from './promo-countdown.machine'

// The simulated clock starts at 0 ms, so a promo expiring at `new Date(5000)` is five seconds away. It fires
// one timer per step (a timer set during a step starts at the step's end), so the tests move it a second at a
// time, as a real clock would.
function promoEndingAt(ms: number, overrides: Partial<Promo> = {}): Promo {
  return { priceDrop: true, text: 'Price drop on all phones', expires: new Date(ms).toISOString(), ...overrides }
}

function start(promo: Promo | null, now = 0) {
  const clock = new SimulatedClock()
  clock.set(now)
  const actor = createActor(promoCountdownMachine, { input: { promo, now }, clock })
  actor.start()
  return { actor, clock }
}

describe('the promo countdown machine', () => {
  it('runs when a price drop ends in the future', () => {
    const { actor } = start(promoEndingAt(5000))
    expect(actor.getSnapshot().value).toBe('running')
    expect(timeLeft(actor.getSnapshot().context).seconds).toBe(5)
  })

  it('ticks once a second, moving now in the context', () => {
    const { actor, clock } = start(promoEndingAt(5000))
    clock.increment(999)
    expect(actor.getSnapshot().context.now).toBe(0)
    clock.increment(1)
    expect(actor.getSnapshot().context.now).toBe(1000)
    clock.increment(1000)
    clock.increment(1000)
    expect(actor.getSnapshot().context.now).toBe(3000)
    expect(timeLeft(actor.getSnapshot().context).seconds).toBe(2)
    expect(TICK_MS).toBe(1000)
  })

  it('expires when the clock reaches the expiry', () => {
    const { actor, clock } = start(promoEndingAt(3000))
    clock.increment(1000)
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('running')
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('expired')
    expect(timeLeft(actor.getSnapshot().context).total).toBe(0)
  })

  it('stops ticking once expired', () => {
    const { actor, clock } = start(promoEndingAt(1000))
    clock.increment(1000)
    clock.increment(5000)
    expect(actor.getSnapshot().value).toBe('expired')
    expect(actor.getSnapshot().context.now).toBe(1000)
  })

  it('is hidden without a price drop, whatever the date', () => {
    expect(start(promoEndingAt(5000, { priceDrop: false })).actor.getSnapshot().value).toBe('hidden')
    expect(start(promoEndingAt(5000, { priceDrop: false, expires: 'soon' })).actor.getSnapshot().value).toBe('hidden')
  })

  it('is hidden when there is no promo yet', () => {
    expect(start(null).actor.getSnapshot().value).toBe('hidden')
  })

  it('is hidden when the price drop already ended before the bar appeared', () => {
    const { actor, clock } = start(promoEndingAt(5000), 9000)
    expect(actor.getSnapshot().value).toBe('hidden')
    clock.increment(5000)
    expect(actor.getSnapshot().context.now).toBe(9000)
  })

  it('is invalid when the expiry date does not parse', () => {
    expect(start(promoEndingAt(0, { expires: 'next friday-ish' })).actor.getSnapshot().value).toBe('invalid')
    expect(start(promoEndingAt(0, { expires: null })).actor.getSnapshot().value).toBe('invalid')
  })

  it('starts counting when the promo arrives after the bar is shown', () => {
    const { actor, clock } = start(null)
    actor.send({ type: 'promo.change', promo: promoEndingAt(2000), now: 0 })
    expect(actor.getSnapshot().value).toBe('running')
    clock.increment(1000)
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('expired')
  })

  it('hides again when the price drop is switched off', () => {
    const { actor, clock } = start(promoEndingAt(5000))
    actor.send({ type: 'promo.change', promo: promoEndingAt(5000, { priceDrop: false }), now: 0 })
    expect(actor.getSnapshot().value).toBe('hidden')
    clock.increment(5000)
    expect(actor.getSnapshot().context.now).toBe(0)
  })

  it('catches up with the real time when the tab comes back', () => {
    const { actor } = start(promoEndingAt(60_000))
    actor.send({ type: 'clock.sync', now: 30_000 })
    expect(timeLeft(actor.getSnapshot().context).seconds).toBe(30)
    actor.send({ type: 'clock.sync', now: 61_000 })
    expect(actor.getSnapshot().value).toBe('expired')
  })
})

describe('the time left', () => {
  it('splits into days, hours, minutes and seconds', () => {
    const expiresAt = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(timeLeft({ now: 0, expiresAt })).toEqual({ total: expiresAt, days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('never goes below zero and is zero for an invalid date', () => {
    expect(timeLeft({ now: 10_000, expiresAt: 5_000 }).total).toBe(0)
    expect(timeLeft({ now: 0, expiresAt: Number.NaN }).total).toBe(0)
  })

  it('parses ISO dates and epoch numbers and refuses empty ones', () => {
    expect(parseExpiry('1970-01-01T00:00:05.000Z')).toBe(5000)
    expect(parseExpiry(5000)).toBe(5000)
    expect(parseExpiry('')).toBeNaN()
    expect(parseExpiry(undefined)).toBeNaN()
  })
})
