import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { homeMachine } from './home.machine'
import { leafKeys, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// The loads' answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchBestsellers', actorId: 'fetchBestsellers', output: [] },
  { type: 'xstate.error.actor.fetchBestsellers', actorId: 'fetchBestsellers', error: new Error('offline') },
  { type: 'xstate.done.actor.fetchCategories', actorId: 'fetchCategories', output: [] },
  { type: 'xstate.error.actor.fetchCategories', actorId: 'fetchCategories', error: new Error('offline') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = [
  'loading.bestsellers.fetching',
  'loading.bestsellers.loaded',
  'loading.bestsellers.failed',
  'loading.categories.fetching',
  'loading.categories.loaded',
  'loading.categories.failed',
  'ready',
]

describe('the home machine paths', () => {
  const paths = getShortestPaths(homeMachine, {
    input: {},
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const reached = new Set(paths.flatMap((path) => leafKeys(path.state.value)))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(homeMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual([...expectedStates].sort())
  })

  it('has exactly the top-level states the home screen draws', () => {
    expect(Object.keys(homeMachine.root.states).sort()).toEqual(['loading', 'ready'])
  })

  it('is ready only after both loads have settled, whichever way', () => {
    const byState = shortestPathPerState(paths)
    expect(byState.get('ready')?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.fetchBestsellers',
      'xstate.done.actor.fetchCategories',
    ])
    for (const path of paths.filter((candidate) => candidate.state.value === 'ready')) {
      const answered = path.steps.slice(1).map((step) => step.event.type)
      expect(answered.some((type) => type.endsWith('.fetchBestsellers'))).toBe(true)
      expect(answered.some((type) => type.endsWith('.fetchCategories'))).toBe(true)
    }
  })
})
