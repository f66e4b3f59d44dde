import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import type { Category } from '@/domain/contract'
import { categoriesMachine } from './categories.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const phones: Category = { _id: 'c1', title: 'Phones', slug: 'phones', image: '/media/categories/phones-800.webp' }

// The load's answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchCategories', actorId: 'fetchCategories', output: [phones] },
  { type: 'xstate.error.actor.fetchCategories', actorId: 'fetchCategories', error: new Error('offline') },
]

const states = leafStatesOf(categoriesMachine.root)

describe('the categories machine paths', () => {
  const reached = shortestPathPerState(getShortestPaths(categoriesMachine, { events: events as never, input: {} }))
  const effectsInto = (state: string) => effectsAlong(categoriesMachine, {}, reached.get(state)!)

  it('reaches every state of the machine', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('loads the list and asks nothing of the app', () => {
    expect(effectsInto('loaded')).toEqual([])
  })

  it('logs a list that did not load', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'reportError', params: { error: new Error('offline') } }])
  })

  it('opens on a list given with the page, asking and logging nothing', () => {
    const given = shortestPathPerState(
      getShortestPaths(categoriesMachine, { events: events as never, input: { categories: [phones] } }),
    )
    expect([...given.keys()]).toEqual(['loaded'])
    expect(effectsAlong(categoriesMachine, { categories: [phones] }, given.get('loaded')!)).toEqual([])
  })
})
