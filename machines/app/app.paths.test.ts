import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import { appMachine } from './app.machine'
import { leafStatesOf } from '../lib/state-paths'

// The root only holds the long-lived actors: it has one state and takes one event, the sign-in modal's code arriving
// (its actors are told directly).

describe('app root reachability', () => {
  it('is one state, the one every path rests in, and passes no event on', () => {
    expect(leafStatesOf(appMachine.root)).toEqual([''])
    expect(appMachine.root.ownEvents).toEqual(['signInModal.arrived'])
    const paths = getShortestPaths(appMachine, { events: [] })
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['{}']))
  })

  it('invokes each long-lived actor under its own name, id and systemId alike', () => {
    const invoked = appMachine.root.invoke.map(({ id, src, systemId }) => ({ id, src, systemId }))
    expect(invoked).toEqual([
      { id: 'session', src: 'session', systemId: 'session' },
      { id: 'shopperLists', src: 'shopperLists', systemId: 'shopperLists' },
    ])
  })
})
