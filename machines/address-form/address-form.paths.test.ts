import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { addressToasts } from '@/domain/address'
import { addressFormMachine } from './address-form.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'
import { testAddress } from '../lib/test-address'

const home = testAddress()

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

const states = leafStatesOf(addressFormMachine.root)
const saved = { type: 'xstate.done.actor.saveAddress', output: home }

// A path from a closed form through these events (the first step is the start).
const along = (...later: AnyEventObject[]) => ({
  steps: [{ type: 'xstate.init' }, ...later].map((event) => ({ event })),
})

describe('address form reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(addressFormMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(addressFormMachine, undefined, reached.get(state)!)

  // 'saved' is passed through on the way back to 'closed': never rested in.
  it('reaches every resting state', () => {
    expect([...reached.keys()].sort()).toEqual(states.filter((state) => state !== 'saved').sort())
  })

  it('saves only a form that passes the rules: an edited address goes straight to saving', () => {
    expect(reached.get('saving')!.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'form.edit',
      'form.submit',
    ])
    expect(effectsInto('saving')).toEqual([])
  })

  it('keeps an empty new address open, telling the app nothing', () => {
    const path = along({ type: 'form.add' }, { type: 'form.submit' })
    expect(snapshotAlong(addressFormMachine, undefined, path).value).toBe('editing')
    expect(effectsAlong(addressFormMachine, undefined, path)).toEqual([])
  })

  it('says an edited address was updated, hands it to the list and closes, in the same step as the answer', () => {
    const path = { steps: [...reached.get('saving')!.steps, { event: saved }] }
    expect(snapshotAlong(addressFormMachine, undefined, path).value).toBe('closed')
    expect(effectsAlong(addressFormMachine, undefined, path)).toEqual([
      { type: 'notify', params: { kind: 'success', message: addressToasts.updated('Ada Obi') } },
      { type: 'addressSaved', params: { mode: 'edit', address: home } },
    ])
  })

  it('says a new address was added and hands it to the list', () => {
    const fields = Object.entries({ name: 'Ada Obi', street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' })
    const path = along(
      { type: 'form.add' },
      ...fields.map(([field, value]) => ({ type: 'field.change', field, value })),
      { type: 'field.change', field: 'phone', value: '08031234567' },
      { type: 'form.submit' },
      saved,
    )
    expect(effectsAlong(addressFormMachine, undefined, path)).toEqual([
      { type: 'notify', params: { kind: 'success', message: addressToasts.added } },
      { type: 'addressSaved', params: { mode: 'add', address: home } },
    ])
  })

  it("comes back to editing after a refusal only through the failed state, showing the server's word in the form", () => {
    const failed = reached.get('failed')!
    expect(failed.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'form.edit',
      'form.submit',
      'xstate.error.actor.saveAddress',
    ])
    expect(effectsInto('failed')).toEqual([])
    expect(snapshotAlong(addressFormMachine, undefined, failed).context.serverError).toBe('This address was not found')
  })
})
