import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { SizedProduct } from '@/domain/stock'
import { selectedSizeMachine, type SelectedSizeEvent } from './selected-size.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'

const watch: SizedProduct = {
  _id: 'watch',
  is_stock: 5,
  size: [
    { title: '44mm', is_stock: 0 },
    { title: '40mm', is_stock: 3 },
  ],
}

const events: SelectedSizeEvent[] = [
  { type: 'size.select', title: '44mm' },
  { type: 'size.select', title: '40mm' },
  { type: 'product.change', product: { ...watch, _id: 'other' } },
  { type: 'page.leave' },
]

const states = leafStatesOf(selectedSizeMachine.root)
const input = { product: watch }

// The machine has no slot of the app's: what a path does is the size it leaves selected.
describe('the selected size machine paths', () => {
  const reached = shortestPathPerState(
    getShortestPaths(selectedSizeMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  )
  const then = (state: string, event: SelectedSizeEvent) =>
    snapshotAlong(selectedSizeMachine, input, { steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('selects the size in stock that was clicked, asking nothing of the app', () => {
    const selected = reached.get('selected')!
    expect(selected.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'size.select'])
    expect(snapshotAlong(selectedSizeMachine, input, selected).context.size).toBe('40mm')
    expect(effectsAlong(selectedSizeMachine, input, selected)).toEqual([])
  })

  it('does not select a size that is out of stock', () => {
    const clicked = then('unselected', { type: 'size.select', title: '44mm' })
    expect(clicked.value).toBe('unselected')
    expect(clicked.context.size).toBeNull()
  })

  it('clears the size when another product opens or the shopper leaves', () => {
    for (const event of events.slice(2)) {
      const after = then('selected', event)
      expect(after.value).toBe('unselected')
      expect(after.context.size).toBeNull()
    }
  })

  it('keeps the size when the same product comes back with it still in stock', () => {
    const after = then('selected', { type: 'product.change', product: { ...watch, is_stock: 4 } })
    expect(after.value).toBe('selected')
    expect(after.context.size).toBe('40mm')
  })
})
