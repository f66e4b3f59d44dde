// The shopper's return form: what is left to ask for, the window, and the reason's limits.
import { describe, expect, it } from 'vitest'
import { testOrder, testOrderedProduct } from '@machines/orders/test-order'
import { RETURN_REASON_MAX_LENGTH } from './order-status'
import { reasonProblem, returnFormTexts } from './order-return-form'
import { isReturnOpen, returnableLines, returnableQty, type ReturnRequest } from './order-returns'

function request(line: number, qty: number, state: ReturnRequest['state']): ReturnRequest {
  return {
    _id: `return-${line}-${state}`,
    line,
    title: 'Product',
    qty,
    kind: 'return',
    reason: 'Too small',
    state,
    message: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
  }
}

const order = testOrder('o1', {
  orderedProducts: [testOrderedProduct('a', { qty: 3 }), testOrderedProduct('b', { qty: 1 })],
})

describe('returns on /profile/orders', () => {
  it('is open only while returnableUntil is later than now', () => {
    const now = new Date('2026-11-21T10:00:00.000Z')
    expect(isReturnOpen({ returnableUntil: '2026-11-21T10:00:00.001Z' }, now)).toBe(true)
    expect(isReturnOpen({ returnableUntil: '2026-11-21T10:00:00.000Z' }, now)).toBe(false)
    expect(isReturnOpen({ returnableUntil: null }, now)).toBe(false)
    expect(isReturnOpen({}, now)).toBe(false)
  })

  it('leaves of a line what earlier requests, not declined, did not ask for', () => {
    const asked = {
      ...order,
      returns: [request(0, 1, 'requested'), request(0, 1, 'declined'), request(1, 1, 'refunded')],
    }
    expect(returnableQty(asked, 0)).toBe(2)
    expect(returnableQty(asked, 1)).toBe(0)
    expect(returnableLines(asked)).toEqual([0])
    expect(returnableLines(order)).toEqual([0, 1])
  })

  it('needs a reason of at most the contract length', () => {
    expect(reasonProblem('  ')).toBe(returnFormTexts.reasonNeeded)
    expect(reasonProblem('x'.repeat(RETURN_REASON_MAX_LENGTH))).toBeNull()
    expect(reasonProblem('x'.repeat(RETURN_REASON_MAX_LENGTH + 1))).toBe(returnFormTexts.reasonTooLong)
  })
})
