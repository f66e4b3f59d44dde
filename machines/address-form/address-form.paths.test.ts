import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import type { Address } from '@/domain/contract'
import { addressFormMachine } from './address-form.machine'
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

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise. The values
// are few and fixed so the context space stays small: editing a saved address gives a valid form, adding an empty one.
const events: AnyEventObject[] = [
  { type: 'form.add' },
  { type: 'form.edit', address: home },
  { type: 'field.change', field: 'name', value: '' },
  { type: 'form.submit' },
  { type: 'form.close' },
  { type: 'xstate.done.actor.saveAddress', output: home },
  { type: 'xstate.error.actor.saveAddress', error: new Error('This address was not found') },
]

// Written out by hand so that dropping or renaming a state fails here.
const expectedStates = ['closed', 'editing', 'saving', 'failed', 'saved']

describe('address form reachability', () => {
  const paths = getShortestPaths(addressFormMachine, { events: events as never })
  const reached = shortestPathPerState(paths)

  it('has exactly the states this test expects', () => {
    expect(leafStatesOf(addressFormMachine.root).sort()).toEqual([...expectedStates].sort())
  })

  // 'saved' is passed through on the way back to 'closed': never rested in.
  it('reaches every resting state', () => {
    expect([...reached.keys()].sort()).toEqual(expectedStates.filter((state) => state !== 'saved').sort())
  })

  it('saves only a form that passes the rules: an edited address goes straight to saving', () => {
    expect(reached.get('saving')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'form.edit',
      'form.submit',
    ])
  })

  it('closes after a save, in the same step as the answer', () => {
    const afterSave = paths.find(
      (path) => (path.steps.at(-1)?.event as AnyEventObject | undefined)?.type === 'xstate.done.actor.saveAddress',
    )
    expect(afterSave?.state.value).toBe('closed')
  })

  it('comes back to editing after a refusal only through the failed state', () => {
    expect(reached.get('failed')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'form.edit',
      'form.submit',
      'xstate.error.actor.saveAddress',
    ])
  })
})
