import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { SizedProduct } from '@/domain/stock'
import { selectedSizeMachine, type SelectedSizeEvent } from './selected-size.machine'

const watch: SizedProduct = { _id: 'watch', is_stock: 5, size: [{ title: '40mm', is_stock: 3 }] }

const events: SelectedSizeEvent[] = [
  { type: 'size.select', title: '40mm' },
  { type: 'product.change', product: { ...watch, _id: 'other' } },
  { type: 'page.leave' },
]

describe('the selected size machine paths', () => {
  const paths = getShortestPaths(selectedSizeMachine, {
    input: { product: watch },
    events,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = paths.map((path) => String(path.state.value)).sort()

  it('reaches every state of the machine', () => {
    expect(reached).toEqual(Object.keys(selectedSizeMachine.root.states).sort())
  })

  it('has exactly the states the size picker draws', () => {
    expect(reached).toEqual(['selected', 'unselected'])
  })

  it('reaches selected by clicking a size in stock', () => {
    const path = paths.find((candidate) => candidate.state.value === 'selected')
    expect(path?.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'size.select'])
  })
})
