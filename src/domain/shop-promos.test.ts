import { describe, expect, it } from 'vitest'
import {
  isPromoFee,
  overlappingPromo,
  promoMessages,
  promoStateAt,
  validatePromoForm,
  windowsOverlap,
} from './shop-promos'

const at = (iso: string) => Date.parse(iso)

describe('a promo’s state', () => {
  const window = { startsAt: at('2026-11-20T00:00:00Z'), expires: at('2026-11-30T00:00:00Z') }
  it('is scheduled before its start, running from it, and ended at its expiry', () => {
    expect(promoStateAt(window, at('2026-11-19T23:59:59Z'))).toBe('scheduled')
    expect(promoStateAt(window, window.startsAt)).toBe('running')
    expect(promoStateAt(window, window.expires - 1)).toBe('running')
    expect(promoStateAt(window, window.expires)).toBe('ended')
  })
})

describe('only one promo runs at a time', () => {
  const black = { id: 'black', startsAt: at('2026-11-20T00:00:00Z'), expires: at('2026-11-30T00:00:00Z') }
  const xmas = { id: 'xmas', startsAt: at('2026-12-20T00:00:00Z'), expires: at('2026-12-27T00:00:00Z') }

  it('refuses a window sharing any instant with another promo’s', () => {
    const window = { startsAt: at('2026-11-29T00:00:00Z'), expires: at('2026-12-02T00:00:00Z') }
    expect(overlappingPromo(window, [black, xmas])).toBe(black)
    const inside = { startsAt: at('2026-12-21T00:00:00Z'), expires: at('2026-12-22T00:00:00Z') }
    expect(overlappingPromo(inside, [black, xmas])).toBe(xmas)
    const around = { startsAt: at('2026-11-01T00:00:00Z'), expires: at('2027-01-01T00:00:00Z') }
    expect(overlappingPromo(around, [black, xmas])).toBe(black)
  })

  it('lets one promo start the instant another ends', () => {
    const next = { startsAt: black.expires, expires: xmas.startsAt }
    expect(windowsOverlap(next, black)).toBe(false)
    expect(overlappingPromo(next, [black, xmas])).toBeUndefined()
  })

  it('does not hold a promo against itself when it is edited', () => {
    const longer = { startsAt: black.startsAt, expires: at('2026-12-05T00:00:00Z') }
    expect(overlappingPromo(longer, [black, xmas], 'black')).toBeUndefined()
  })
})

describe('the withdrawal fee', () => {
  it('fits the table: 0 to 99.99 with two decimals at most', () => {
    expect([0, 1.5, 1.25, 99.99].every(isPromoFee)).toBe(true)
    expect([-0.5, 100, 1.255, Number.NaN].some(isPromoFee)).toBe(false)
  })
})

describe('the promo form', () => {
  const now = at('2026-11-20T10:00:00Z')
  const form = {
    text: 'Black Friday',
    priceDrop: true,
    startsAt: '',
    expires: '2026-11-30T00:00:00Z',
    withdrawalFee: '',
  }

  it('takes a promo starting now, with the usual fee', () => {
    expect(validatePromoForm(form, now)).toEqual({})
  })

  it('names each field that cannot go', () => {
    expect(
      validatePromoForm(
        { ...form, text: ' ', startsAt: '2026-11-19T00:00:00Z', expires: '2026-11-19T12:00:00Z', withdrawalFee: '120' },
        now,
      ),
    ).toEqual({
      text: promoMessages.textRequired,
      startsAt: promoMessages.startInPast,
      expires: promoMessages.endInPast,
      withdrawalFee: promoMessages.feeRange,
    })
    expect(validatePromoForm({ ...form, startsAt: '2026-12-01T00:00:00Z' }, now)).toEqual({
      expires: promoMessages.endBeforeStart,
    })
  })

  it('lets a running promo keep the start it had', () => {
    expect(validatePromoForm({ ...form, startsAt: '2026-11-01T00:00:00Z' }, now, 'running')).toEqual({})
  })
})
