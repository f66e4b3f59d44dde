import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { walletMachine, type Wallet } from './wallet.machine'
import { deferred } from '../lib/deferred'
import { testNotice, testWallet } from './test-wallet'

function start(
  loadWallet: () => Promise<Wallet>,
  acknowledgeNotices: (ids: string[]) => Promise<Wallet> = async () => testWallet(),
) {
  const load = vi.fn(loadWallet)
  const acknowledge = vi.fn(acknowledgeNotices)
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = walletMachine.provide({
    actors: {
      loadWallet: fromPromise(() => load()),
      acknowledgeNotices: fromPromise(({ input }: { input: { ids: string[] } }) => acknowledge(input.ids)),
    },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), load, acknowledge, logFailure }
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

describe('the wallet notices', () => {
  const refused = testNotice('65a1f0c2e4b0a1b2c3d4e5f6')

  it('shows a refused withdrawal until the shopper dismisses it, then tells the server it was seen', async () => {
    const seen = deferred<Wallet>()
    const { actor, acknowledge } = start(
      async () => testWallet(20000, [refused]),
      () => seen.promise,
    )
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.wallet?.notices).toEqual([refused])

    actor.send({ type: 'notices.dismiss' })
    expect(actor.getSnapshot().value).toBe('dismissingNotices')
    expect(acknowledge).toHaveBeenCalledWith([refused._id])
    seen.resolve(testWallet(20000))
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.wallet?.notices).toEqual([])
  })

  it('hides them for this visit and logs it when the server cannot be told', async () => {
    const error = new Error('offline')
    const { actor, logFailure } = start(
      async () => testWallet(20000, [refused]),
      async () => {
        throw error
      },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'notices.dismiss' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.wallet).toEqual(testWallet(20000))
    expect(logFailure).toHaveBeenCalledWith(error)
  })

  it('has nothing to dismiss without notices', async () => {
    const { actor, acknowledge } = start(async () => testWallet(20000))
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().can({ type: 'notices.dismiss' })).toBe(false)
    actor.send({ type: 'notices.dismiss' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(acknowledge).not.toHaveBeenCalled()
  })
})
