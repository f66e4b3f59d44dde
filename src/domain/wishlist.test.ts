import { describe, expect, it } from 'vitest'
import { testProduct } from '@machines/lib/test-product'
import type { WishlistItem } from './contract'
import { applyWishlistChange, isInWishlist, wishlistAdded, wishlistRemoved } from './wishlist'

const saved = (id: string): WishlistItem => ({
  _id: `w-${id}`,
  productId: testProduct(id),
  createdAt: '2026-11-24T09:00:00.000Z',
})

describe('the wishlist rules', () => {
  it('words the toasts as spec §8 does', () => {
    expect(wishlistAdded('Tecno Camon 20')).toBe('Tecno Camon 20 added to the wishlist successfully!')
    expect(wishlistRemoved('Tecno Camon 20')).toBe('Tecno Camon 20 removed from the wishlist successfully!')
  })

  it('puts an added product first, once', () => {
    const list = [saved('a'), saved('b')]
    expect(applyWishlistChange(list, { kind: 'added', item: saved('c') }).map((item) => item.productId._id)).toEqual([
      'c',
      'a',
      'b',
    ])
    expect(applyWishlistChange(list, { kind: 'added', item: saved('b') }).map((item) => item.productId._id)).toEqual([
      'b',
      'a',
    ])
  })

  it('drops a removed product and leaves the rest in order', () => {
    const list = [saved('a'), saved('b'), saved('c')]
    expect(applyWishlistChange(list, { kind: 'removed', productId: 'b' }).map((item) => item.productId._id)).toEqual([
      'a',
      'c',
    ])
    expect(applyWishlistChange(list, { kind: 'removed', productId: 'z' })).toHaveLength(3)
  })

  it('tells whether a product is saved', () => {
    expect(isInWishlist([saved('a')], 'a')).toBe(true)
    expect(isInWishlist([saved('a')], 'b')).toBe(false)
  })
})
