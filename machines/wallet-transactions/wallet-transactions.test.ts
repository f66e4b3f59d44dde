import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  walletTransactionsMachine,
  type LoadTransactionsInput,
  type WalletTransactionPage,
} from './wallet-transactions.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testTransaction, testTransactionPage } from '../wallet/test-wallet'

const newest = testTransaction('t3', { type: 'withdrawal', amount: 1000, fee: 100 })
const middle = testTransaction('t2', { type: 'dataPurchase', amount: 1500 })
const oldest = testTransaction('t1')

function start(loadTransactions: (input: LoadTransactionsInput) => Promise<WalletTransactionPage>) {
  const load = vi.fn(loadTransactions)
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = walletTransactionsMachine.provide({
    actors: { loadTransactions: fromPromise(({ input }) => load(input)) },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), load, notify, logFailure }
}

describe('the wallet transactions', () => {
  it('asks for the first page of 12 as it opens', () => {
    const { actor, load } = start(() => deferred<WalletTransactionPage>().promise)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 12 })
  })

  it("lists the server's transactions in the server's order", async () => {
    const { actor } = start(async () => testTransactionPage([newest, middle]))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.transactions).toEqual([newest, middle])
    expect(actor.getSnapshot().can({ type: 'transactions.more' })).toBe(false)
  })

  it('is empty when the wallet has none', async () => {
    const { actor } = start(async () => testTransactionPage([]))
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('adds the next page below, once each', async () => {
    const { actor, load } = start(async ({ page }) =>
      page === 1 ? testTransactionPage([newest, middle], 1, 2) : testTransactionPage([middle, oldest], 2, null),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    actor.send({ type: 'transactions.more' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 12 })
    expect(actor.getSnapshot().context.transactions.map((transaction) => transaction._id)).toEqual(['t3', 't2', 't1'])
    expect(actor.getSnapshot().can({ type: 'transactions.more' })).toBe(false)
  })

  it("says spec §8's message when they cannot be fetched, and loads again on retry", async () => {
    const error = new Error('An error has occured while fetch transactions. please try again later')
    let failures = 1
    const { actor, notify, logFailure } = start(async () => {
      if (failures-- > 0) throw error
      return testTransactionPage([oldest])
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'An error has occured while fetch transactions. please try again later',
    })
    expect(logFailure).toHaveBeenCalledWith(error)

    actor.send({ type: 'transactions.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('keeps the list when a further page fails, and says so', async () => {
    const { actor, notify } = start(async ({ page }) => {
      if (page === 2) throw new Error('')
      return testTransactionPage([newest], 1, 2)
    })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'transactions.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && notify.mock.calls.length > 0)
    expect(actor.getSnapshot().context.transactions).toEqual([newest])
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'An error has occured while fetch transactions. please try again later',
    })
  })

  it('loads the first page again after the wallet changed', async () => {
    const answers = [testTransactionPage([middle]), testTransactionPage([newest, middle])]
    const { actor } = start(async () => answers.shift()!)
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))

    actor.send({ type: 'transactions.reload' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && snapshot.context.transactions.length === 2)
    expect(actor.getSnapshot().context.transactions).toEqual([newest, middle])
  })
})
