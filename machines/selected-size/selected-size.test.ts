import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { isSizeSelectable, type SizedProduct } from '@/domain/stock'
import { selectedSizeMachine } from './selected-size.machine'

const watch: SizedProduct = {
  _id: 'watch',
  is_stock: 5,
  size: [
    { title: '40mm', is_stock: 3 },
    { title: '44mm', is_stock: 0 },
  ],
}

function start(product: SizedProduct | null = watch) {
  const actor = createActor(selectedSizeMachine, { input: { product } })
  actor.start()
  return actor
}

describe('the selected size machine', () => {
  it('starts with no size selected', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('unselected')
    expect(actor.getSnapshot().context.size).toBeNull()
  })

  it('selects a size that is in stock on a product that is in stock', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    expect(actor.getSnapshot().value).toBe('selected')
    expect(actor.getSnapshot().context.size).toBe('40mm')
  })

  it('ignores a size that is out of stock', () => {
    const actor = start()
    expect(actor.getSnapshot().can({ type: 'size.select', title: '44mm' })).toBe(false)
    actor.send({ type: 'size.select', title: '44mm' })
    expect(actor.getSnapshot().value).toBe('unselected')
  })

  it('ignores every size when the product is out of stock', () => {
    const actor = start({ ...watch, is_stock: 0 })
    actor.send({ type: 'size.select', title: '40mm' })
    expect(actor.getSnapshot().value).toBe('unselected')
  })

  it('ignores a size the product does not have', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '50mm' })
    expect(actor.getSnapshot().value).toBe('unselected')
  })

  it('keeps the current size when an out-of-stock size is clicked', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    actor.send({ type: 'size.select', title: '44mm' })
    expect(actor.getSnapshot().context.size).toBe('40mm')
  })

  it('moves the selection to another size in stock', () => {
    const actor = start({
      ...watch,
      size: [
        { title: 'S', is_stock: 1 },
        { title: 'M', is_stock: 2 },
      ],
    })
    actor.send({ type: 'size.select', title: 'S' })
    actor.send({ type: 'size.select', title: 'M' })
    expect(actor.getSnapshot().context.size).toBe('M')
  })

  it('clears the size when the shopper leaves the page', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    actor.send({ type: 'page.leave' })
    expect(actor.getSnapshot().value).toBe('unselected')
    expect(actor.getSnapshot().context.size).toBeNull()
  })

  it('clears the size when another product is shown', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    actor.send({ type: 'product.change', product: { ...watch, _id: 'other' } })
    expect(actor.getSnapshot().value).toBe('unselected')
    expect(actor.getSnapshot().context.product?._id).toBe('other')
  })

  it('keeps the size when the same product is refreshed and the size is still in stock', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    actor.send({ type: 'product.change', product: { ...watch, is_stock: 4 } })
    expect(actor.getSnapshot().value).toBe('selected')
    expect(actor.getSnapshot().context.product?.is_stock).toBe(4)
  })

  it('clears the size when a refresh shows it sold out', () => {
    const actor = start()
    actor.send({ type: 'size.select', title: '40mm' })
    actor.send({ type: 'product.change', product: { ...watch, size: [{ title: '40mm', is_stock: 0 }] } })
    expect(actor.getSnapshot().value).toBe('unselected')
    expect(actor.getSnapshot().context.size).toBeNull()
  })

  it('waits for the product before any size can be selected', () => {
    const actor = start(null)
    actor.send({ type: 'size.select', title: '40mm' })
    expect(actor.getSnapshot().value).toBe('unselected')
    actor.send({ type: 'product.change', product: watch })
    actor.send({ type: 'size.select', title: '40mm' })
    expect(actor.getSnapshot().value).toBe('selected')
  })
})

describe('whether a size is selectable', () => {
  it('needs at least 1 in stock for both product and size, reading stock given as text too', () => {
    expect(isSizeSelectable(watch, '40mm')).toBe(true)
    expect(isSizeSelectable({ ...watch, is_stock: '2', size: [{ title: 'S', is_stock: '1' }] }, 'S')).toBe(true)
    expect(isSizeSelectable({ ...watch, is_stock: null }, '40mm')).toBe(false)
    expect(isSizeSelectable({ ...watch, size: [{ title: 'S' }] }, 'S')).toBe(false)
    expect(isSizeSelectable({ ...watch, size: null }, '40mm')).toBe(false)
    expect(isSizeSelectable(null, '40mm')).toBe(false)
  })
})
