import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { walletMachine, type Wallet } from './wallet.machine'
import { deferred } from '../lib/deferred'
import { testWallet } from './test-wallet'

function start(loadWallet: () => Promise<Wallet>) {
  const load = vi.fn(loadWallet)
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = walletMachine.provide({
    actors: { loadWallet: fromPromise(() => load()) },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), load, logFailure }
}

describe('the wallet balance', () => {
  it('loads the wallet as the page opens', () => {
    const answer = deferred<Wallet>()
    const { actor, load } = start(() => answer.promise)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load).toHaveBeenCalledOnce()
  })

  it("is ready with the server's balance", async () => {
    const { actor } = start(async () => testWallet(20000))
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.wallet).toEqual(testWallet(20000))
  })

  it('fails with the error when there is no wallet, logs it, and asks again on demand', async () => {
    const error = new Error('Error, Please try again later')
    let failures = 1
    const { actor, load, logFailure } = start(async () => {
      if (failures-- > 0) throw error
      return testWallet(500)
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(logFailure).toHaveBeenCalledWith(error)

    actor.send({ type: 'wallet.reload' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ wallet: testWallet(500), error: null })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reloads after the balance moved, keeping the last balance in view meanwhile', async () => {
    const second = deferred<Wallet>()
    const answers = [Promise.resolve(testWallet(20000)), second.promise]
    const { actor } = start(() => answers.shift()!)
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))

    actor.send({ type: 'wallet.reload' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.wallet).toEqual(testWallet(20000))

    second.resolve(testWallet(18900))
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.wallet).toEqual(testWallet(18900))
  })

  it('ignores a reload while one is under way', () => {
    const { actor, load } = start(() => deferred<Wallet>().promise)
    actor.send({ type: 'wallet.reload' })
    expect(load).toHaveBeenCalledOnce()
  })
})
