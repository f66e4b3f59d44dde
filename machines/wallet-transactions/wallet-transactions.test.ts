// The wallet's transactions are a paged list (machines/lib/paged-list.test.ts): here, what is the wallet's own.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  walletTransactionsMachine,
  type LoadTransactionsInput,
  type WalletTransactionPage,
} from './wallet-transactions.machine'
import type { Notice } from '../lib/notice'
import { testListPage } from '../lib/test-list-page'
import { testTransaction } from '../wallet/test-wallet'

const newest = testTransaction('t3', { type: 'withdrawal', amount: 1000, fee: 100 })
const middle = testTransaction('t2', { type: 'dataPurchase', amount: 1500 })
const oldest = testTransaction('t1')

function start(loadPage: (input: LoadTransactionsInput) => Promise<WalletTransactionPage>) {
  const load = vi.fn(loadPage)
  const notify = vi.fn<(notice: Notice) => void>()
  const logic = walletTransactionsMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
    actions: { notify: (_, notice) => notify(notice), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: {} }).start(), load, notify }
}

describe('the wallet transactions', () => {
  it('adds pages of 12 below, each transaction once', async () => {
    const { actor, load } = start(async ({ page }) =>
      page === 1 ? testListPage([newest, middle], 1, 2) : testListPage([middle, oldest], 2, null),
    )
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 12 })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'list.more' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 12 })
    expect(actor.getSnapshot().context.items.map((transaction) => transaction._id)).toEqual(['t3', 't2', 't1'])
  })

  it("says spec §8's message when the server gives none", async () => {
    const { actor, notify } = start(async () => {
      throw new Error('')
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'An error has occured while fetch transactions. please try again later',
    })
  })
})
