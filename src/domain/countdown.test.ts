import { describe, expect, it } from 'vitest'
import { isInvalidTimeLeft, timeLeft } from './countdown'

const now = new Date('2026-11-22T08:00:00.000Z')

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-11-24T12:10:05.000Z', now)).toEqual({
      days: 2,
      hours: 4,
      minutes: 10,
      seconds: 5,
      totalMs: ((2 * 24 + 4) * 3600 + 10 * 60 + 5) * 1000,
    })
  })

  it('accepts a Date target and an epoch-millisecond now', () => {
    expect(timeLeft(new Date('2026-11-22T09:00:00.000Z'), now.getTime())).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 0,
      totalMs: 3_600_000,
    })
  })

  it('rounds partial seconds down so the display never runs ahead', () => {
    expect(timeLeft('2026-11-22T08:00:01.999Z', now)).toMatchObject({ seconds: 1, totalMs: 1999 })
  })

  it('stops at zero when the target has been reached', () => {
    expect(timeLeft('2026-11-22T08:00:00.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 })
  })

  it('stays at zero after the target has passed', () => {
    expect(timeLeft('2026-11-21T08:00:00.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 })
  })

  it('reports an unparseable date string as invalid', () => {
    expect(timeLeft('not a date', now)).toEqual({ invalid: true })
    expect(timeLeft('', now)).toEqual({ invalid: true })
  })

  it('reports an invalid Date or now as invalid', () => {
    expect(timeLeft(new Date(Number.NaN), now)).toEqual({ invalid: true })
    expect(timeLeft('2026-11-24T12:10:05.000Z', Number.NaN)).toEqual({ invalid: true })
  })
})

describe('isInvalidTimeLeft', () => {
  it('tells an invalid result from a running one', () => {
    expect(isInvalidTimeLeft(timeLeft('nope', now))).toBe(true)
    expect(isInvalidTimeLeft(timeLeft('2026-11-24T12:10:05.000Z', now))).toBe(false)
  })
})
