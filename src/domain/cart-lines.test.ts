import { describe, expect, it } from 'vitest'
import type { CartItem } from '@/domain/contract'
import { testProduct } from '@machines/lib/test-product'
import { testOrder, testOrderedProduct } from '@machines/orders/test-order'
import { cartAfterOrder } from './cart-lines'

const line = (id: string): CartItem => ({
  _id: id,
  productId: testProduct(`p-${id}`),
  qty: 1,
  size: null,
  original_price: 20000,
  discounted_price: 18000,
})

describe('the cart after an order', () => {
  it('keeps only the lines the order did not take', () => {
    const order = testOrder('o1', {
      orderedProducts: [testOrderedProduct('a', { id: 'l1' }), testOrderedProduct('b', { id: 'l3' })],
    })
    expect(cartAfterOrder([line('l1'), line('l2'), line('l3')], order).map((kept) => kept._id)).toEqual(['l2'])
  })

  it('is empty when the order took every line', () => {
    const order = testOrder('o1', { orderedProducts: [testOrderedProduct('a', { id: 'l1' })] })
    expect(cartAfterOrder([line('l1')], order)).toEqual([])
  })
})
