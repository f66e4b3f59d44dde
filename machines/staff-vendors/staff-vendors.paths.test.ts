import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import { orderStatusMessages } from '@/domain/order-status'
import { vendorMessages, type VendorChange, type VendorShop } from '@/domain/staff-vendors'
import { staffVendorsMachine } from './staff-vendors.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState, snapshotAlong } from '../lib/state-paths'

const shop: VendorShop = {
  _id: '65f1c0ffee0000000000e001',
  name: 'Wuse Phones',
  createdAt: '2026-11-01T09:00:00.000Z',
  accounts: [
    { _id: '65f1c0ffee0000000000f001', email: 'ade@example.com', name: 'Ade Bello', verified: true, sandbox: false },
  ],
  liveProducts: 2,
  openOrderLines: 1,
}
const removed: VendorChange = {
  outcome: 'removed',
  email: 'ade@example.com',
  shop: { _id: shop._id, name: shop.name },
  movedFrom: null,
  previousName: null,
  verified: true,
  vendors: [{ ...shop, accounts: [] }],
}

const broken = new ApiError(500, [{ message: 'Something went wrong.' }])
const notOwner = new ApiError(403, [{ message: orderStatusMessages.notOwner }])
const removedFirst = new ApiError(409, [{ message: vendorMessages.noLongerSells('ade@example.com', shop.name) }])

// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadShops', output: [shop] },
  { type: 'xstate.done.actor.loadShops', output: [] },
  { type: 'xstate.error.actor.loadShops', error: broken },
  { type: 'xstate.error.actor.loadShops', error: notOwner },
  { type: 'list.retry' },
  { type: 'add.submit', form: { email: 'tolu@example.com', vendorId: '', name: '' } },
  { type: 'xstate.done.actor.addAccount', output: { ...removed, outcome: 'added', vendors: [shop] } },
  {
    type: 'remove.ask',
    removal: {
      vendorId: shop._id,
      userId: shop.accounts[0]!._id,
      email: 'ade@example.com',
      shop: shop.name,
      sandbox: false,
    },
  },
  { type: 'remove.cancel' },
  { type: 'remove.confirm' },
  { type: 'xstate.done.actor.removeAccount', output: removed },
  { type: 'xstate.error.actor.removeAccount', error: removedFirst },
]

// `opening` and `settling` decide at once where the shops go; nothing rests in them.
const states = leafStatesOf(staffVendorsMachine.root).filter((state) => state !== 'settling' && state !== 'opening')

describe('vendors page reachability', () => {
  const reached = shortestPathPerState(
    getShortestPaths(staffVendorsMachine, {
      events: events as never,
      // The count of accounts added grows with each add; the states are what the paths are about.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  )
  const effectsInto = (state: string) => effectsAlong(staffVendorsMachine, {}, reached.get(state)!)
  const then = (state: string, event: AnyEventObject) => ({ steps: [...reached.get(state)!.steps, { event }] })

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual([...states].sort())
  })

  it('shows the shops, the form and the question telling the app nothing', () => {
    for (const state of ['listed', 'empty', 'adding', 'confirming', 'removing'])
      expect(effectsInto(state), state).toEqual([])
  })

  it('logs shops that did not load, and keeps someone who is not the owner out of the log', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: broken } }])
    expect(effectsInto('denied')).toEqual([])
    expect(snapshotAlong(staffVendorsMachine, {}, reached.get('denied')!).context.message).toBe(
      orderStatusMessages.notOwner,
    )
  })

  it('says what the server removed, and what another owner removed first before loading the shops again', () => {
    expect(
      effectsAlong(
        staffVendorsMachine,
        {},
        then('removing', { type: 'xstate.done.actor.removeAccount', output: removed }),
      ),
    ).toEqual([
      { type: 'notify', params: { kind: 'success', message: 'ade@example.com no longer sells for Wuse Phones.' } },
    ])
    const conflicted = then('removing', { type: 'xstate.error.actor.removeAccount', error: removedFirst })
    expect(effectsAlong(staffVendorsMachine, {}, conflicted)).toEqual([
      { type: 'notify', params: { kind: 'error', message: removedFirst.message } },
    ])
    expect(snapshotAlong(staffVendorsMachine, {}, conflicted).value).toBe('loading')
  })
})
