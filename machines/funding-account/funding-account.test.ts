import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FUNDING_ACCOUNT_POLLS, FUNDING_ACCOUNT_POLL_MS } from '@/domain/funding-account'
import { fundingAccountMachine, type FundingAccount } from './funding-account.machine'

const ACCOUNT: FundingAccount = { accountName: 'OJA/ADA OBI', bankName: 'Wema Bank', accountNumber: '9123456789' }

function start(
  loadAccounts: () => Promise<FundingAccount[]>,
  copyText: (text: string) => Promise<void> = async () => {},
) {
  const load = vi.fn(loadAccounts)
  const copy = vi.fn(copyText)
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = fundingAccountMachine.provide({
    actors: {
      loadAccounts: fromPromise(() => load()),
      copyText: fromPromise(({ input }: { input: { text: string } }) => copy(input.text)),
    },
    actions: { logFailure: (_, { error }) => logFailure(error) },
  })
  return { actor: createActor(logic).start(), load, copy, logFailure }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the wallet's funding account", () => {
  it('is shown when the wallet lists it', async () => {
    const { actor } = start(async () => [ACCOUNT])
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(actor.getSnapshot().context.account).toEqual(ACCOUNT)
  })

  it('asks again while it is being opened, then shows it', async () => {
    vi.useFakeTimers()
    let reads = 0
    const { actor, load } = start(async () => (++reads < 3 ? [] : [ACCOUNT]))
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('opening'))
    await vi.advanceTimersByTimeAsync(FUNDING_ACCOUNT_POLL_MS)
    await vi.advanceTimersByTimeAsync(FUNDING_ACCOUNT_POLL_MS)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('stops asking after a few reads and says to come back later', async () => {
    vi.useFakeTimers()
    const { actor, load } = start(async () => [])
    for (let poll = 0; poll < FUNDING_ACCOUNT_POLLS + 2; poll += 1)
      await vi.advanceTimersByTimeAsync(FUNDING_ACCOUNT_POLL_MS)
    expect(actor.getSnapshot().value).toBe('stillOpening')
    expect(load).toHaveBeenCalledTimes(FUNDING_ACCOUNT_POLLS)
  })

  it('fails with the error, logs it, and asks again on demand', async () => {
    let fail = true
    const { actor, logFailure } = start(async () => {
      if (fail) throw new Error('down')
      return [ACCOUNT]
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledOnce()
    fail = false
    actor.send({ type: 'account.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
  })

  it('copies the account number, says so, and goes back to shown', async () => {
    vi.useFakeTimers()
    const { actor, copy } = start(async () => [ACCOUNT])
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'))
    actor.send({ type: 'account.copy' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('copied'))
    expect(copy).toHaveBeenCalledWith('9123456789')
    await vi.advanceTimersByTimeAsync(3_000)
    expect(actor.getSnapshot().value).toBe('shown')
  })

  it('offers the number to select when the browser refuses the clipboard, and can try again', async () => {
    let refuse = true
    const { actor } = start(
      async () => [ACCOUNT],
      async () => {
        if (refuse) throw new Error('NotAllowedError')
      },
    )
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    actor.send({ type: 'account.copy' })
    await waitFor(actor, (snapshot) => snapshot.matches('copyRefused'))
    refuse = false
    actor.send({ type: 'account.copy' })
    await waitFor(actor, (snapshot) => snapshot.matches('copied'))
  })
})
