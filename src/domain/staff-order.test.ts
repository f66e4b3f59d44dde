import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, nextStatuses } from './order-status'
import {
  nairaText,
  noteError,
  offeredMoves,
  offersCancel,
  refundAmountError,
  shipmentErrors,
  staffOrderMessages,
} from './staff-order'

describe('what the staff order page offers', () => {
  it("offers the server's moves in its order when the table allows them", () => {
    expect(offeredMoves({ status: 'Processing', deliveryMethod: 'standard', nextStatuses: ['Shipped'] })).toEqual([
      'Shipped',
    ])
    for (const status of ORDER_STATUSES)
      for (const method of ['standard', 'motor-park-pickup', 'express'] as const)
        expect(offeredMoves({ status, deliveryMethod: method, nextStatuses: nextStatuses(status, method) })).toEqual(
          nextStatuses(status, method),
        )
  })

  it('never offers a move the table refuses, whatever it was answered', () => {
    const everything = [...ORDER_STATUSES]
    expect(offeredMoves({ status: 'Pending', deliveryMethod: 'standard', nextStatuses: everything })).toEqual([
      'Processing',
      'Cancelled',
    ])
    expect(offeredMoves({ status: 'Processing', deliveryMethod: 'express', nextStatuses: ['Shipped'] })).toEqual([])
    expect(offeredMoves({ status: 'Delivered', deliveryMethod: 'standard', nextStatuses: everything })).toEqual([])
  })

  it('offers to cancel only when the answer and the table both allow it', () => {
    expect(offersCancel({ status: 'Ready for pickup', canCancel: true })).toBe(true)
    expect(offersCancel({ status: 'Shipped', canCancel: true })).toBe(false)
    expect(offersCancel({ status: 'Pending', canCancel: false })).toBe(false)
  })
})

describe('what staff type', () => {
  it('needs a carrier and a tracking number, each within 60 characters', () => {
    expect(shipmentErrors(' GIG ', 'GIG-1')).toEqual({})
    expect(shipmentErrors('', 'x'.repeat(61))).toEqual({
      carrier: staffOrderMessages.carrierNeeded,
      trackingNumber: staffOrderMessages.trackingNumberTooLong,
    })
  })

  it('refuses a refund that is not an amount, is above what is left, or is ₦0 where one is needed', () => {
    expect(refundAmountError(null, 1000, false)).toBe(staffOrderMessages.amountNeeded)
    expect(refundAmountError(0, 1000, false)).toBeUndefined()
    expect(refundAmountError(0, 1000, true)).toBe(staffOrderMessages.amountZero)
    expect(refundAmountError(1001, 1000, false)).toBe('At most ₦10.00 of this order can still be refunded.')
  })

  it('asks for a note only where one is needed, and keeps it within 500 characters', () => {
    expect(noteError(' ', 'Say why.')).toBe('Say why.')
    expect(noteError(' ')).toBeUndefined()
    expect(noteError('x'.repeat(501))).toBe(staffOrderMessages.noteTooLong)
  })

  it('writes kobo as naira staff would type', () => {
    expect(nairaText(1_250_050)).toBe('12500.5')
  })
})
