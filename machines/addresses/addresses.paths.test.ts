import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { addressToasts } from '@/domain/address'
import { addressesMachine } from './addresses.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'
import { testAddress } from '../lib/test-address'

const home = testAddress()

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

const states = leafStatesOf(addressesMachine.root).filter((state) => state !== 'opening')

describe('addresses reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(addressesMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(addressesMachine, {}, reached.get(state)!)
  const afterDeleting = (event: AnyEventObject) =>
    effectsAlong(addressesMachine, {}, { steps: [...reached.get('deleting')!.steps, { event }] })

  it('reaches every state', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('deletes only after a confirmation, telling the app nothing before the answer', () => {
    expect(reached.get('deleting')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadAddresses',
      'address.delete',
      'delete.confirm',
    ])
    expect(effectsInto('deleting')).toEqual([])
    expect(effectsInto('confirmingDelete')).toEqual([])
  })

  it('shows the addresses, or none, telling the app nothing', () => {
    expect(effectsInto('ready')).toEqual([])
    expect(effectsInto('empty')).toEqual([])
  })

  it('logs addresses that did not load, telling the shopper nothing', () => {
    expect(effectsInto('error')).toEqual([{ type: 'logFailure', params: { error: new Error('Database unavailable') } }])
  })

  it('says which address was deleted', () => {
    expect(afterDeleting({ type: 'xstate.done.actor.deleteAddress', output: [] })).toEqual([
      { type: 'notify', params: { kind: 'success', message: addressToasts.deleted('Ada Obi') } },
    ])
  })

  it("logs a refused delete and says why, with the server's word", () => {
    const error = new Error('This address was not found')
    expect(afterDeleting({ type: 'xstate.error.actor.deleteAddress', error })).toEqual([
      { type: 'logFailure', params: { error } },
      { type: 'notify', params: { kind: 'error', message: 'This address was not found' } },
    ])
  })
})
