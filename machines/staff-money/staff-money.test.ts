// Money that needs a person on /staff/money: loaded once, an action only as the item offers it and after its confirm
// (a reference for 'settle'), the list loaded again after it; a conflict said over the list loaded again; the owner only.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { deferred } from '../lib/deferred'
import { staffMoneyMachine, type HeldMoney, type HeldMoneyOverview, type HeldMoneyRequest } from './staff-money.machine'

const refund: HeldMoney = {
  kind: 'orderRefund',
  id: '65f1c0ffee0000000000a001',
  state: 'held',
  amount: 25_000,
  fee: 0,
  what: 'Card refund for order OJA-1001 (cancel: Out of stock)',
  shopper: 'ada@example.com',
  orderId: '65f1c0ffee0000000000b001',
  reason: 'The payment provider refused it too often',
  attempts: 10,
  createdAt: '2026-11-20T09:00:00.000Z',
  heldAt: '2026-11-20T13:00:00.000Z',
  events: [{ at: '2026-11-20T09:00:00.000Z', kind: 'created', note: null, actor: null }],
  actions: ['retry', 'toWallet', 'settle'],
}

const overview = (items: HeldMoney[]): HeldMoneyOverview => ({
  items,
  float: { wallets: 1_000, provider: 5_000, providerMode: 'sandbox', providerMessage: null, difference: 4_000 },
})

function start(
  loads: (() => Promise<HeldMoneyOverview>)[],
  act: (request: HeldMoneyRequest) => Promise<HeldMoney> = async () => ({ ...refund, state: 'retrying', actions: [] }),
  drawn?: HeldMoneyOverview,
) {
  const load = vi.fn(() => (loads.length > 1 ? loads.shift()! : loads[0]!)())
  const acted = vi.fn(act)
  const notify = vi.fn()
  const logic = staffMoneyMachine.provide({
    actors: {
      loadMoney: fromPromise(() => load()),
      act: fromPromise<HeldMoney, HeldMoneyRequest>(({ input }) => acted(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: { overview: drawn } }).start(), load, acted, notify }
}

describe('money that needs a person', () => {
  it('lists what is held, or says nothing is', async () => {
    const { actor } = start([async () => overview([refund])])
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.float?.difference).toBe(4_000)
    const none = start([async () => overview([])])
    await waitFor(none.actor, (snapshot) => snapshot.matches('empty'))
  })

  it('opens on the held money the page was drawn with, asking nothing', () => {
    const drawn = start([() => Promise.reject(new Error('not asked'))], undefined, overview([refund]))
    expect(drawn.actor.getSnapshot().value).toBe('listed')
    expect(drawn.actor.getSnapshot().context.float?.difference).toBe(4_000)
    const none = start([() => Promise.reject(new Error('not asked'))], undefined, overview([]))
    expect(none.actor.getSnapshot().value).toBe('empty')
    expect([drawn.load, none.load].map((load) => load.mock.calls.length)).toEqual([0, 0])
  })

  it('retries a failed load, and keeps the 403 as denied with its words', async () => {
    const failing = start([() => Promise.reject(new Error('offline')), async () => overview([refund])])
    await waitFor(failing.actor, (snapshot) => snapshot.matches('failed'))
    failing.actor.send({ type: 'money.retry' })
    await waitFor(failing.actor, (snapshot) => snapshot.matches('listed'))
    const denied = start([() => Promise.reject(new ApiError(403, [{ message: 'Only the owner can do this' }]))])
    await waitFor(denied.actor, (snapshot) => snapshot.matches('denied'))
  })

  it('acts only as the item offers, after the confirm, then loads the list again and says it is done', async () => {
    const pending = deferred<HeldMoney>()
    const { actor, acted, load, notify } = start([async () => overview([refund])], () => pending.promise)
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'action.open', kind: 'orderRefund', id: 'another', action: 'retry' })
    expect(actor.getSnapshot().value).toBe('listed')
    actor.send({ type: 'action.open', kind: 'orderRefund', id: refund.id, action: 'toWallet' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'action.confirm', reference: '' })
    expect(acted).toHaveBeenCalledWith({ kind: 'orderRefund', id: refund.id, body: { action: 'toWallet' } })
    expect(actor.getSnapshot().value).toBe('acting')
    pending.resolve({ ...refund, state: 'toWallet', actions: [] })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && load.mock.calls.length === 2)
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Put in the wallet' })
  })

  it('asks for a reference before marking settled', async () => {
    const { actor, acted } = start([async () => overview([refund])])
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'action.open', kind: 'orderRefund', id: refund.id, action: 'settle' })
    actor.send({ type: 'action.confirm', reference: ' a ' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.referenceError).toMatch(/reference/)
    actor.send({ type: 'action.confirm', reference: ' GTB-2231 ' })
    expect(acted).toHaveBeenCalledWith({
      kind: 'orderRefund',
      id: refund.id,
      body: { action: 'settle', reference: 'GTB-2231' },
    })
  })

  it('says a conflict over the list loaded again, and keeps another refusal in the dialog', async () => {
    const conflict = start([async () => overview([refund]), async () => overview([])], () =>
      Promise.reject(new ApiError(409, [{ message: 'This money is no longer held: someone dealt with it already' }])),
    )
    await waitFor(conflict.actor, (snapshot) => snapshot.matches('listed'))
    conflict.actor.send({ type: 'action.open', kind: 'orderRefund', id: refund.id, action: 'retry' })
    conflict.actor.send({ type: 'action.confirm', reference: '' })
    await waitFor(conflict.actor, (snapshot) => snapshot.matches('empty'))
    expect(conflict.notify).toHaveBeenCalledWith({ kind: 'error', message: expect.stringMatching(/no longer held/) })

    const refused = start([async () => overview([refund])], () =>
      Promise.reject(new ApiError(500, [{ message: 'Error' }])),
    )
    await waitFor(refused.actor, (snapshot) => snapshot.matches('listed'))
    refused.actor.send({ type: 'action.open', kind: 'orderRefund', id: refund.id, action: 'retry' })
    refused.actor.send({ type: 'action.confirm', reference: '' })
    await waitFor(refused.actor, (snapshot) => snapshot.matches('confirming') && snapshot.context.submitError !== null)
    refused.actor.send({ type: 'dialog.close' })
    expect(refused.actor.getSnapshot().value).toBe('listed')
  })
})
