import { describe, expect, it } from 'vitest'
import { COUPON_STORAGE_KEY } from '@/domain/cart'
import { memoryStorage } from '../memory-storage'
import { readCouponApplied, writeCouponApplied } from './coupon-choice'

describe('the coupon choice kept for checkout', () => {
  it("keeps the coupon's id while applied and nothing once removed", () => {
    const storage = memoryStorage()
    expect(readCouponApplied(storage)).toBe(false)

    writeCouponApplied(storage, true)
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBe('oja-10k')
    expect(readCouponApplied(storage)).toBe(true)

    writeCouponApplied(storage, false)
    expect(storage.items.has(COUPON_STORAGE_KEY)).toBe(false)
    expect(readCouponApplied(storage)).toBe(false)
  })

  it('reads another value, no storage or a storage that throws as not applied', () => {
    expect(readCouponApplied(memoryStorage({ [COUPON_STORAGE_KEY]: 'SOMETHING-ELSE' }))).toBe(false)
    expect(readCouponApplied(null)).toBe(false)
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {},
    }
    expect(readCouponApplied(blocked)).toBe(false)
    expect(() => writeCouponApplied(blocked, true)).not.toThrow()
  })
})
