import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../memory-storage'
import { rememberAvailabilityRequest, storedRetryAt } from './availability-storage'

const at = Date.parse('2026-11-24T09:00:00.000Z')
const minutes = (n: number) => n * 60 * 1000

describe('the stored availability requests', () => {
  it("keeps { productId, timestamp } under 'productData' and reads the wait back, as after a reload", () => {
    const storage = memoryStorage({})
    rememberAvailabilityRequest('camon', at, storage)
    expect(JSON.parse(storage.getItem('productData') ?? '[]')).toEqual([{ productId: 'camon', timestamp: at }])
    expect(storedRetryAt('camon', at + minutes(30), storage)).toBe(at + minutes(120))
    expect(storedRetryAt('pixel', at + minutes(30), storage)).toBeNull()
  })

  it('purges entries older than 120 minutes from storage when it reads them', () => {
    const storage = memoryStorage({
      productData: JSON.stringify([
        { productId: 'old', timestamp: at - minutes(130) },
        { productId: 'fresh', timestamp: at - minutes(10) },
      ]),
    })
    expect(storedRetryAt('old', at, storage)).toBeNull()
    expect(JSON.parse(storage.getItem('productData') ?? '[]')).toEqual([
      { productId: 'fresh', timestamp: at - minutes(10) },
    ])
    expect(storedRetryAt('fresh', at, storage)).toBe(at + minutes(110))
  })

  it('reads nothing from a broken entry and leaves no empty list behind', () => {
    const storage = memoryStorage({ productData: '{broken' })
    expect(storedRetryAt('camon', at, storage)).toBeNull()
    const expired = memoryStorage({
      productData: JSON.stringify([{ productId: 'camon', timestamp: at - minutes(300) }]),
    })
    expect(storedRetryAt('camon', at, expired)).toBeNull()
    expect(expired.getItem('productData')).toBeNull()
  })
})
