// The staff swap request page (docs/adr/0033): loading it, its moves (only those offered; a conflict reloads it), a
// reply checked before it is sent, sent and cleared, or refused and kept.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { swapStatusMessages } from '@/domain/swap-status'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { staffSwapMachine, type StaffSwap, type StaffSwapRequest } from './staff-swap.machine'
import { TEST_SWAP_ID, testStaffSwap } from './test-staff-swap'

interface Fakes {
  loadSwap?: (input: { swapId: string }) => Promise<StaffSwap>
  act?: (request: StaffSwapRequest) => Promise<StaffSwap>
}

function start(swap: StaffSwap, fakes: Fakes = {}, drawn?: StaffSwap) {
  const loadSwap = vi.fn(fakes.loadSwap ?? (async () => swap))
  const act = vi.fn(fakes.act ?? (async () => swap))
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = staffSwapMachine.provide({
    actors: {
      loadSwap: fromPromise(({ input }) => loadSwap(input)),
      act: fromPromise(({ input }) => act(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input: { swapId: TEST_SWAP_ID, swap: drawn } }).start()
  return { actor, loadSwap, act, notify, logFailure }
}

async function viewing(swap: StaffSwap, fakes: Fakes = {}) {
  const started = start(swap, fakes)
  await waitFor(started.actor, (snapshot) => snapshot.matches('viewing'))
  return started
}

describe('the staff swap request page', () => {
  it('loads the request named by the address', async () => {
    const { actor, loadSwap } = await viewing(testStaffSwap())
    expect(loadSwap).toHaveBeenCalledWith({ swapId: TEST_SWAP_ID })
    expect(actor.getSnapshot().context.swap?.request.status).toBe('new')
  })

  it('opens on the request the page was drawn with, asking nothing', () => {
    const swap = testStaffSwap()
    const { actor, loadSwap } = start(swap, {}, swap)
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(loadSwap).not.toHaveBeenCalled()
  })

  it('is denied for a 403, not found for a 404 or a 400, and offers a retry for anything else', async () => {
    const denied = start(testStaffSwap(), {
      loadSwap: () => Promise.reject(new ApiError(403, [{ message: "Only the store's staff can do this." }])),
    })
    await waitFor(denied.actor, (snapshot) => snapshot.matches('denied'))
    const missing = start(testStaffSwap(), {
      loadSwap: () => Promise.reject(new ApiError(400, [{ message: 'Bad id' }])),
    })
    await waitFor(missing.actor, (snapshot) => snapshot.matches('notFound'))
    const failing = vi
      .fn<() => Promise<StaffSwap>>()
      .mockRejectedValueOnce(new ApiError(500, [{ message: 'Something went wrong.' }]))
      .mockResolvedValue(testStaffSwap())
    const failed = start(testStaffSwap(), { loadSwap: failing })
    await waitFor(failed.actor, (snapshot) => snapshot.matches('failed'))
    expect(failed.logFailure).toHaveBeenCalledOnce()
    failed.actor.send({ type: 'swap.retry' })
    await waitFor(failed.actor, (snapshot) => snapshot.matches('viewing'))
  })

  it('moves the request from the status shown, and says so', async () => {
    const moved = testStaffSwap('offerMade')
    const { actor, act, notify } = await viewing(testStaffSwap(), { act: async () => moved })
    actor.send({ type: 'swap.move', status: 'offerMade' })
    expect(actor.getSnapshot().value).toBe('moving')
    expect(act).toHaveBeenCalledWith({ kind: 'move', swapId: TEST_SWAP_ID, body: { from: 'new', status: 'offerMade' } })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(actor.getSnapshot().context.swap?.request.status).toBe('offerMade')
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Marked Offer made.' })
  })

  it('offers no move the answer does not list', async () => {
    const { actor, act } = await viewing(testStaffSwap('closed'))
    actor.send({ type: 'swap.move', status: 'offerMade' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(act).not.toHaveBeenCalled()
  })

  it('reloads the request and says who acted first when another staff member moved it (409)', async () => {
    const now = testStaffSwap('declined')
    const message = swapStatusMessages.notAllowed('declined', 'offerMade')
    const { actor, loadSwap } = await viewing(testStaffSwap(), {
      act: () => Promise.reject(new ApiError(409, [{ message }])),
    })
    loadSwap.mockResolvedValue(now)
    actor.send({ type: 'swap.move', status: 'offerMade' })
    await waitFor(actor, (snapshot) => snapshot.matches('refreshed'))
    expect(actor.getSnapshot().context).toMatchObject({ conflict: message, swap: now })
    expect(actor.getSnapshot().can({ type: 'swap.move', status: 'closed' })).toBe(false)
  })

  it('says what is wrong with a blank reply without sending it', async () => {
    const { actor, act } = await viewing(testStaffSwap())
    actor.send({ type: 'reply.type', text: '  \n ' })
    actor.send({ type: 'reply.submit' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.replyError).toBe(swapStatusMessages.replyRequired)
    expect(act).not.toHaveBeenCalled()
    actor.send({ type: 'reply.type', text: 'x'.repeat(2001) })
    actor.send({ type: 'reply.submit' })
    expect(actor.getSnapshot().context.replyError).toBe(swapStatusMessages.replyTooLong)
  })

  it('sends a reply cleaned, then clears it and shows the timeline answered', async () => {
    const answered = testStaffSwap('new', {
      events: [
        ...testStaffSwap().events,
        { kind: 'reply', status: null, text: 'Hello', actor: 'tunde@oja.test', at: '2026-11-25T09:00:00.000Z' },
      ],
    })
    const reply = deferred<StaffSwap>()
    const { actor, act, notify } = await viewing(testStaffSwap(), { act: () => reply.promise })
    actor.send({ type: 'reply.type', text: ' Hello \r\n' })
    actor.send({ type: 'reply.submit' })
    expect(actor.getSnapshot().value).toBe('replying')
    expect(act).toHaveBeenCalledWith({ kind: 'reply', swapId: TEST_SWAP_ID, body: { text: 'Hello' } })
    reply.resolve(answered)
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(actor.getSnapshot().context).toMatchObject({ reply: '', replyError: null, swap: answered })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Reply sent.' })
  })

  it('keeps the reply and says why when the server refuses it', async () => {
    const { actor } = await viewing(testStaffSwap(), {
      act: () => Promise.reject(new ApiError(503, [{ message: swapStatusMessages.replyNotSent }])),
    })
    actor.send({ type: 'reply.type', text: 'Hello' })
    actor.send({ type: 'reply.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('viewing') && snapshot.context.replyError !== null)
    expect(actor.getSnapshot().context).toMatchObject({ reply: 'Hello', replyError: swapStatusMessages.replyNotSent })
  })
})
