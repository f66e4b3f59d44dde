// The shopper's swap requests on /profile: listed with their status, none said as such, a failure logged and retried.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SwapRequest } from '@/domain/contract'
import { testStaffSwap } from '../staff-swap/test-staff-swap'
import { mySwapRequestsMachine } from './my-swap-requests.machine'

const offer: SwapRequest = testStaffSwap('offerMade').request

function start(load: () => Promise<SwapRequest[]>) {
  const loadRequests = vi.fn(load)
  const logFailure = vi.fn()
  const logic = mySwapRequestsMachine.provide({
    actors: { loadRequests: fromPromise(() => loadRequests()) },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), loadRequests, logFailure }
}

describe("the shopper's swap requests", () => {
  it('lists the requests the server answers', async () => {
    const { actor } = start(async () => [offer])
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.requests).toEqual([offer])
  })

  it('is empty when the shopper has sent none', async () => {
    const { actor } = start(async () => [])
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('logs a failure and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<SwapRequest[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([offer])
    const { actor, logFailure } = start(load)
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledOnce()
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
  })
})
