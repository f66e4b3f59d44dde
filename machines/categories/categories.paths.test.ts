import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { categoriesMachine } from './categories.machine'
import { leafKeys, leafStatesOf } from '../lib/state-paths'

// The load's answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchCategories', actorId: 'fetchCategories', output: [] },
  { type: 'xstate.error.actor.fetchCategories', actorId: 'fetchCategories', error: new Error('offline') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['failed', 'loaded', 'loading']

describe('the categories machine paths', () => {
  const paths = getShortestPaths(categoriesMachine, {
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(categoriesMachine.root).sort()).toEqual(expectedStates)
  })

  it('reaches every state of the machine', () => {
    expect([...new Set(paths.flatMap((path) => leafKeys(path.state.value)))].sort()).toEqual(expectedStates)
  })
})
