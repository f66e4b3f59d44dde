// The order's own words: tracking ids and the confirmation email.
import { describe, expect, it } from 'vitest'
import type { OrderRecord } from '../db/repos/orders.repo'
import { newTrackingId, orderConfirmedEmail } from './orders'

describe('tracking ids', () => {
  it("are 'OJA-' and 8 upper-case characters that cannot be misread, and differ", () => {
    const ids = Array.from({ length: 500 }, () => newTrackingId())
    for (const id of ids) expect(id).toMatch(/^OJA-[A-HJKMNP-Z2-9]{8}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('the order confirmation email', () => {
  it('gives the order number, the lines, the delivery and the total, and where it goes', () => {
    const order = {
      id: 'a'.repeat(24),
      trackingId: 'OJA-ABCD2345',
      deliveryMethod: 'express',
      couponKobo: 1_000_000,
      deliveryKobo: 1_000_000,
      amountKobo: 20_600_100,
      deliveryAddress: {
        _id: 'b'.repeat(24),
        name: 'Ada Obi',
        street: '12 Marina Road',
        city: 'Lagos Island',
        state: 'Lagos',
        country: 'Nigeria',
        pincode: null,
        phone: '08031234567',
      },
    } as OrderRecord
    const email = orderConfirmedEmail(order, [
      { title: 'Checkout Phone', size: null, qty: 2, priceKobo: 10_000_050 },
      { title: 'Checkout Case', size: 'Large', qty: 1, priceKobo: 600_000 },
    ])
    expect(email.subject).toBe('Your Oja order OJA-ABCD2345 is confirmed')
    expect(email.text).toContain('Order number: OJA-ABCD2345')
    expect(email.text).toContain('- Checkout Phone × 2: ₦200,001.00')
    expect(email.text).toContain('- Checkout Case (Large) × 1: ₦6,000.00')
    expect(email.text).toContain('Coupon: -₦10,000.00')
    expect(email.text).toContain('Delivery (Express delivery): ₦10,000.00')
    expect(email.text).toContain('Total paid: ₦206,001.00')
    expect(email.text).toContain('12 Marina Road\nLagos Island, Lagos\nNigeria\n08031234567')
  })
})
