import { describe, expect, it } from 'vitest'
import { DEFAULT_COUNTRY, isNigerianState, NIGERIAN_STATES } from './nigeria'

describe('Nigeria', () => {
  it('lists the 36 states and the Federal Capital Territory, each once', () => {
    expect(NIGERIAN_STATES).toHaveLength(37)
    expect(new Set(NIGERIAN_STATES).size).toBe(37)
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory')
  })

  it('includes the states the store names as delivery places (spec §1)', () => {
    for (const state of ['Lagos', 'Oyo', 'Rivers', 'Kaduna', 'Kano']) expect(isNigerianState(state)).toBe(true)
  })

  it('keeps the list in alphabetical order for the picker', () => {
    expect([...NIGERIAN_STATES].sort((a, b) => a.localeCompare(b))).toEqual([...NIGERIAN_STATES])
  })

  it('refuses a name that is not a state', () => {
    expect(isNigerianState('Abuja')).toBe(false)
    expect(isNigerianState('lagos')).toBe(false)
    expect(isNigerianState('')).toBe(false)
  })

  it('defaults the country to Nigeria', () => {
    expect(DEFAULT_COUNTRY).toBe('Nigeria')
  })
})
