import { describe, expect, it } from 'vitest'
import {
  floatDifferenceKobo,
  HELD_MONEY_ACTIONS,
  HELD_MONEY_MOVES,
  heldMoneyActions,
  isSettleReference,
  nextHeldState,
  type HeldMoneyState,
} from './held-money'

const STATES = Object.keys(HELD_MONEY_MOVES) as HeldMoneyState[]

describe('what the owner may do with held money', () => {
  it('acts only on held money: retry hands it back, toWallet and settle end it', () => {
    expect(nextHeldState('held', 'retry')).toBe('retrying')
    expect(nextHeldState('held', 'toWallet')).toBe('toWallet')
    expect(nextHeldState('held', 'settle')).toBe('settled')
    expect(heldMoneyActions('held')).toEqual(['retry', 'toWallet', 'settle'])
  })

  it.each(STATES.filter((state) => state !== 'held'))('allows nothing from %s, so nothing is done twice', (state) => {
    for (const action of HELD_MONEY_ACTIONS) expect(nextHeldState(state, action)).toBeNull()
    expect(heldMoneyActions(state)).toEqual([])
  })

  it('never leads back to held: an action cannot be applied twice in a row', () => {
    for (const state of STATES)
      for (const action of HELD_MONEY_ACTIONS) expect(nextHeldState(state, action)).not.toBe('held')
  })

  it('takes a settle reference of 3 to 200 characters, not blank', () => {
    expect(isSettleReference(undefined)).toBe(false)
    expect(isSettleReference('  ab ')).toBe(false)
    expect(isSettleReference('GTB-1')).toBe(true)
    expect(isSettleReference('x'.repeat(201))).toBe(false)
  })

  it("gives the provider's balance less the float, unknown when the provider is silent", () => {
    expect(floatDifferenceKobo(100_00, 250_00)).toBe(150_00)
    expect(floatDifferenceKobo(300_00, 250_00)).toBe(-50_00)
    expect(floatDifferenceKobo(300_00, null)).toBeNull()
  })
})
