import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { type AnyEventObject } from 'xstate'
import { homeMachine } from './home.machine'
import { effectsAlong, leafKeys, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

// The loads' answers are given as the events XState raises for them, so the walk needs no API.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchBestsellers', actorId: 'fetchBestsellers', output: [] },
  { type: 'xstate.error.actor.fetchBestsellers', actorId: 'fetchBestsellers', error: new Error('offline') },
  { type: 'xstate.done.actor.fetchCategories', actorId: 'fetchCategories', output: [] },
  { type: 'xstate.error.actor.fetchCategories', actorId: 'fetchCategories', error: new Error('no categories') },
]

const states = leafStatesOf(homeMachine.root)

describe('the home machine paths', () => {
  const paths = getShortestPaths(homeMachine, {
    input: {},
    events: events as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })
  const byState = shortestPathPerState(paths)
  const effectsInto = (state: string) => effectsAlong(homeMachine, {}, byState.get(state)!)

  it('reaches every state of the machine', () => {
    expect([...new Set(paths.flatMap((path) => leafKeys(path.state.value)))].sort()).toEqual([...states].sort())
  })

  it('is ready only after both loads have settled, whichever way', () => {
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

  it('logs nothing when both loads answer', () => {
    expect(effectsInto('ready')).toEqual([])
  })

  it('logs each load that failed, naming it, and nothing for the other', () => {
    expect(effectsInto('loading.bestsellers.failed + loading.categories.fetching')).toEqual([
      { type: 'reportError', params: { load: 'bestsellers', error: new Error('offline') } },
    ])
    expect(effectsInto('loading.bestsellers.fetching + loading.categories.failed')).toEqual([
      { type: 'reportError', params: { load: 'categories', error: new Error('no categories') } },
    ])
  })

  it('opens ready on what the server drew the page with, asking and logging nothing', () => {
    const input = { bestsellers: [], categories: [] }
    const given = shortestPathPerState(
      getShortestPaths(homeMachine, {
        input,
        events: events as never,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      }),
    )
    expect([...given.keys()]).toEqual(['ready'])
    expect(effectsAlong(homeMachine, input, given.get('ready')!)).toEqual([])
  })
})
