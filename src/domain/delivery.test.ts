import { describe, expect, it } from 'vitest'
import {
  AWAITING_PAYMENT,
  defaultDeliveryMethod,
  DELIVERY_METHODS,
  findDeliveryMethod,
  orderStatus,
  orderTotal,
  orderTrackingDisplay,
} from './delivery'
import { nairaToKobo } from './money'

const naira = nairaToKobo

describe('delivery methods (spec §4, §9)', () => {
  it('offers motor park pickup and standard delivery at ₦3,000 and express at ₦10,000', () => {
    expect(DELIVERY_METHODS.map(({ deliveryType, amount }) => [deliveryType, amount])).toEqual([
      ['Motor park pickup', naira(3_000)],
      ['Standard delivery', naira(3_000)],
      ['Express delivery', naira(10_000)],
    ])
  })

  it('defaults to motor park pickup', () => {
    expect(defaultDeliveryMethod().deliveryType).toBe('Motor park pickup')
  })

  it('gives each method its own id and a description', () => {
    expect(new Set(DELIVERY_METHODS.map((method) => method.id)).size).toBe(DELIVERY_METHODS.length)
    for (const method of DELIVERY_METHODS) expect(method.description).toMatch(/24-48 hours/)
    expect(findDeliveryMethod('express')?.description).toMatch(/airport/)
  })

  it('finds no method for an id the store does not offer', () => {
    expect(findDeliveryMethod('drone')).toBeUndefined()
  })
})

describe('the order total', () => {
  const lines = [
    { originalPrice: naira(60_000), discountedPrice: naira(55_000), qty: 2 },
    { originalPrice: naira(5_000), discountedPrice: naira(4_500), qty: 1 },
  ]

  it('is the discounted cart total plus the default delivery', () => {
    expect(orderTotal(lines)).toEqual({
      subtotal: naira(125_000),
      discount: naira(10_500),
      couponDiscount: 0,
      delivery: naira(3_000),
      total: naira(114_500 + 3_000),
    })
  })

  it('takes off the coupon and adds the chosen delivery', () => {
    const express = findDeliveryMethod('express')!
    expect(orderTotal(lines, { couponApplied: true, deliveryMethod: express }).total).toBe(
      naira(114_500 - 10_000 + 10_000),
    )
  })

  it('gives no coupon discount to a cart at or below the minimum', () => {
    const small = [{ originalPrice: naira(100_000), discountedPrice: naira(100_000), qty: 1 }]
    expect(orderTotal(small, { couponApplied: true }).total).toBe(naira(103_000))
  })

  it('keeps kobo exact', () => {
    expect(orderTotal([{ originalPrice: 1_999_99, discountedPrice: 1_234_57, qty: 3 }]).total).toBe(3_703_71 + 3_000_00)
  })
})

describe('order status display (spec §4)', () => {
  it("shows the status as given, 'Pending' when there is none", () => {
    expect(orderStatus({ status: 'Shipped' })).toBe('Shipped')
    expect(orderStatus({})).toBe('Pending')
    expect(orderStatus({ status: null })).toBe('Pending')
    expect(orderStatus({ status: ' ' })).toBe('Pending')
  })

  it("shows 'Awaiting Payment' for an order whose transaction id equals its reference", () => {
    expect(
      orderTrackingDisplay({ trackingId: 'OJA-1', flutterwave: { transaction_id: 'ref-1', tx_ref: 'ref-1' } }),
    ).toBe(AWAITING_PAYMENT)
    expect(
      orderTrackingDisplay({
        status: 'Pending',
        trackingId: null,
        flutterwave: { transaction_id: 'ref-1', tx_ref: 'ref-1' },
      }),
    ).toBe('Awaiting Payment')
  })

  it('shows the tracking id for a cancelled order even when its transaction id equals its reference', () => {
    expect(
      orderTrackingDisplay({
        status: 'Cancelled',
        trackingId: 'OJA-1',
        flutterwave: { transaction_id: 'ref-1', tx_ref: 'ref-1' },
      }),
    ).toBe('OJA-1')
    expect(
      orderTrackingDisplay({
        status: 'cancelled',
        trackingId: 'OJA-1',
        flutterwave: { transaction_id: 'ref-1', tx_ref: 'ref-1' },
      }),
    ).toBe('OJA-1')
  })

  it('shows the tracking id for a paid order', () => {
    expect(
      orderTrackingDisplay({ trackingId: 'OJA-7', flutterwave: { transaction_id: 4_812_334, tx_ref: 'ref-7' } }),
    ).toBe('OJA-7')
    expect(
      orderTrackingDisplay({ trackingId: 'OJA-7', flutterwave: { transaction_id: '4812334', tx_ref: 'ref-7' } }),
    ).toBe('OJA-7')
  })

  it('compares a numeric transaction id with the reference as text', () => {
    expect(orderTrackingDisplay({ trackingId: 'OJA-8', flutterwave: { transaction_id: 1234, tx_ref: '1234' } })).toBe(
      AWAITING_PAYMENT,
    )
  })

  it('shows no tracking id for an order without one or without a payment', () => {
    expect(orderTrackingDisplay({ trackingId: null, flutterwave: { transaction_id: 9, tx_ref: 'ref-9' } })).toBeNull()
    expect(orderTrackingDisplay({ trackingId: 'OJA-2' })).toBe('OJA-2')
  })
})
