import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { Address } from '@/domain/contract'
import { addressesMachine } from './addresses.machine'
import { leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const home: Address = {
  _id: 'a1',
  name: 'Ada Obi',
  street: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  pincode: null,
  phone: '08031234567',
}

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'address.delete', addressId: 'a1' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'address.saved', saved: { mode: 'add', address: home } },
  { type: 'addresses.retry' },
  { type: 'xstate.done.actor.loadAddresses', output: [home] },
  { type: 'xstate.done.actor.loadAddresses', output: [] },
  { type: 'xstate.error.actor.loadAddresses', error: new Error('Database unavailable') },
  { type: 'xstate.done.actor.deleteAddress', output: [] },
  { type: 'xstate.error.actor.deleteAddress', error: new Error('This address was not found') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['loading', 'error', 'empty', 'ready', 'confirmingDelete', 'deleting']

describe('addresses reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(addressesMachine, { events: events as never }))

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(addressesMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  it('reaches every state', () => {
    expect([...reached.keys()].sort()).toEqual([...expectedStates].sort())
  })

  it('deletes only after a confirmation', () => {
    expect(reached.get('deleting')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadAddresses',
      'address.delete',
      'delete.confirm',
    ])
  })
})
