import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  feeFor,
  withdrawMachine,
  type Bank,
  type VerifyAccountInput,
  type WalletTransaction,
  type WithdrawalSettings,
  type WithdrawInput,
} from './withdraw.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testTransaction } from '../wallet/test-wallet'

const banks: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Guaranty Trust Bank', code: '058' },
]
const sent = testTransaction('t9', { type: 'withdrawal', amount: 1000, fee: 100 })

class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

interface Fakes {
  loadSettings?: () => Promise<WithdrawalSettings>
  verifyAccount?: (input: VerifyAccountInput) => Promise<string>
  withdraw?: (input: WithdrawInput) => Promise<WalletTransaction>
}

/** Balance in kobo; ₦20,000 unless said. */
function start(balance = 2_000_000, fakes: Fakes = {}) {
  const clock = new SimulatedClock()
  const loadSettings = vi.fn(fakes.loadSettings ?? (async () => ({ banks, feePercent: null })))
  const verifyAccount = vi.fn(fakes.verifyAccount ?? (async () => 'Ada Obi'))
  const withdraw = vi.fn(fakes.withdraw ?? (async () => sent))
  const notify = vi.fn<(notice: Notice) => void>()
  const reload = vi.fn()
  const logic = withdrawMachine.provide({
    actors: {
      loadSettings: fromPromise(() => loadSettings()),
      verifyAccount: fromPromise(({ input }) => verifyAccount(input)),
      withdraw: fromPromise(({ input }) => withdraw(input)),
    },
    actions: { notify: (_, notice) => notify(notice), reload: () => reload(), logFailure: () => {} },
  })
  const actor = createActor(logic, { clock, input: { balance } }).start()
  return { actor, clock, loadSettings, verifyAccount, withdraw, notify, reload }
}

async function verifiedForm(balance?: number, fakes: Fakes = {}) {
  const run = start(balance, fakes)
  await waitFor(run.actor, (snapshot) => snapshot.matches('editing'))
  run.actor.send({ type: 'bank.change', bankCode: '044' })
  run.actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
  await waitFor(run.actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
  return run
}

describe('Withdraw', () => {
  it("shows the fee for the amount: 1.7 %, or the promo's percentage (spec §9)", () => {
    expect(feeFor({ amount: '', feePercent: null })).toBeNull()
    expect(feeFor({ amount: '50000', feePercent: null })).toBe(85_000)
    expect(feeFor({ amount: '50000', feePercent: 1 })).toBe(50_000)
    expect(feeFor({ amount: '1000', feePercent: null })).toBe(10_000)
  })

  it('loads the banks and the fee percentage before the form opens', async () => {
    const { actor, loadSettings } = start(2_000_000, { loadSettings: async () => ({ banks, feePercent: 1.2 }) })
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'unverified' }))
    expect(actor.getSnapshot().context).toMatchObject({ banks, feePercent: 1.2 })
    expect(loadSettings).toHaveBeenCalledOnce()
  })

  it('fails when the banks cannot be had, and tries again', async () => {
    let failures = 1
    const { actor } = start(2_000_000, {
      loadSettings: async () => {
        if (failures-- > 0) throw new Error('Banks unavailable')
        return { banks, feePercent: null }
      },
    })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    actor.send({ type: 'withdraw.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
  })

  it('looks the account name up once a bank is chosen and the number is complete (spec §5)', async () => {
    const { actor, verifyAccount } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'accountNumber.change', accountNumber: '069000003' })
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'unverified' })
    expect(verifyAccount).not.toHaveBeenCalled()

    actor.send({ type: 'bank.change', bankCode: '044' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'verifying' })
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
    expect(verifyAccount).toHaveBeenCalledExactlyOnceWith({ accountNumber: '0690000031', bankCode: '044' })
    expect(actor.getSnapshot().context.accountName).toBe('Ada Obi')
  })

  it('waits for the whole 10-digit NUBAN before looking the name up (ADR 0010)', async () => {
    const { actor, verifyAccount } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'accountNumber.change', accountNumber: '069000003' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'unverified' })
    expect(verifyAccount).not.toHaveBeenCalled()
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'verifying' })
  })

  it('keeps only digits, and at most 10', async () => {
    const { actor, verifyAccount } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'accountNumber.change', accountNumber: '069-000 00' })
    expect(actor.getSnapshot().context.accountNumber).toBe('06900000')
    actor.send({ type: 'accountNumber.change', accountNumber: '069000003155' })
    expect(actor.getSnapshot().context.accountNumber).toBe('0690000031')
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
    expect(verifyAccount).toHaveBeenCalledOnce()
  })

  it.each([
    ['number', { type: 'accountNumber.change', accountNumber: '069000003' }],
    ['bank', { type: 'bank.change', bankCode: '' }],
  ] as const)('forgets the name when the %s is edited (spec §5)', async (_, event) => {
    const { actor } = await verifiedForm()
    actor.send(event)
    expect(actor.getSnapshot().context.accountName).toBeNull()
    expect(actor.getSnapshot().value).toEqual({ editing: 'unverified' })
  })

  it('looks up again for another bank, dropping the answer for the first', async () => {
    const first = deferred<string>()
    const answers = [first.promise, Promise.resolve('Ada N. Obi')]
    const { actor, verifyAccount } = start(2_000_000, { verifyAccount: () => answers.shift()! })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'bank.change', bankCode: '058' })
    first.resolve('Ada Obi')
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
    expect(verifyAccount).toHaveBeenLastCalledWith({ accountNumber: '0690000031', bankCode: '058' })
    expect(actor.getSnapshot().context.accountName).toBe('Ada N. Obi')
  })

  it('says why an account cannot be found, and keeps submit off', async () => {
    const { actor } = start(2_000_000, {
      verifyAccount: async () => Promise.reject(new StatusError(404, 'No account was found with these details')),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'lookupFailed' }))
    expect(actor.getSnapshot().context.lookupMessage).toBe('No account was found with these details')
    expect(actor.getSnapshot().can({ type: 'withdraw.submit' })).toBe(false)
  })

  it('keeps submit off until amount, bank, number and verified name exist (spec §5)', async () => {
    const { actor } = await verifiedForm()
    expect(actor.getSnapshot().can({ type: 'withdraw.submit' })).toBe(false)
    actor.send({ type: 'amount.change', amount: '1000' })
    expect(actor.getSnapshot().can({ type: 'withdraw.submit' })).toBe(true)
  })

  it('keeps submit off while the name is looked up', async () => {
    const { actor } = start(2_000_000, { verifyAccount: () => deferred<string>().promise })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'withdraw.submit' })).toBe(false)
  })

  it("refuses less than ₦500 with spec §5's message", async () => {
    const { actor, withdraw } = await verifiedForm()
    actor.send({ type: 'amount.change', amount: '499.99' })
    actor.send({ type: 'withdraw.submit' })
    expect(actor.getSnapshot().context.message).toBe('Minimum withdrawal amount is ₦500')
    expect(withdraw).not.toHaveBeenCalled()
  })

  it('refuses an amount the balance covers without its fee (spec §5)', async () => {
    // ₦1,000 costs ₦100 more: ₦1,099.99 does not cover it.
    const { actor, withdraw } = await verifiedForm(109_999)
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'withdraw.submit' })
    expect(actor.getSnapshot().context.message).toBe('Insufficient funds. please add more funds')
    expect(withdraw).not.toHaveBeenCalled()

    actor.send({ type: 'balance.change', balance: 110_000 })
    actor.send({ type: 'withdraw.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
  })

  it('sends the whole form with the fee and one reference, says so, clears the form and reloads after 2 s (spec §4)', async () => {
    const { actor, clock, withdraw, notify, reload } = await verifiedForm()
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'withdraw.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('withdrawn'))

    const body = withdraw.mock.calls[0]![0]
    expect(body).toEqual({
      amount: 1000,
      accountNumber: '0690000031',
      accountName: 'Ada Obi',
      bankName: 'Access Bank',
      bankCode: '044',
      reference: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      fee: 100,
    })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Withdrawal was successful' })
    expect(actor.getSnapshot().context).toMatchObject({
      amount: '',
      bankCode: '',
      accountNumber: '',
      accountName: null,
      reference: null,
    })

    clock.increment(1999)
    expect(reload).not.toHaveBeenCalled()
    clock.increment(1)
    expect(reload).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toEqual({ editing: 'unverified' })
  })

  it('keeps the reference for a retry after a failure, and makes a new one for the next withdrawal', async () => {
    let failures = 1
    const { actor, clock, withdraw } = await verifiedForm(2_000_000, {
      withdraw: async () => {
        if (failures-- > 0) throw new StatusError(0, 'An error has occured. please try again later')
        return sent
      },
    })
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'withdraw.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }) && snapshot.context.message !== null)
    expect(actor.getSnapshot().context.message).toBe('An error has occured. please try again later')

    actor.send({ type: 'withdraw.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('withdrawn'))
    const [first, retry] = withdraw.mock.calls.map(([body]) => body.reference)
    expect(retry).toBe(first)

    clock.increment(2000)
    actor.send({ type: 'bank.change', bankCode: '044' })
    actor.send({ type: 'accountNumber.change', accountNumber: '0690000031' })
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
    actor.send({ type: 'amount.change', amount: '600' })
    actor.send({ type: 'withdraw.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('withdrawn'))
    expect(withdraw.mock.calls[2]![0].reference).not.toBe(first)
  })

  it("shows the server's refusal and lets nothing be edited while it is sent", async () => {
    const pending = deferred<WalletTransaction>()
    const { actor } = await verifiedForm(2_000_000, { withdraw: () => pending.promise })
    actor.send({ type: 'amount.change', amount: '1000' })
    actor.send({ type: 'withdraw.submit' })
    actor.send({ type: 'amount.change', amount: '5000' })
    expect(actor.getSnapshot().context.amount).toBe('1000')
    expect(actor.getSnapshot().can({ type: 'withdraw.submit' })).toBe(false)

    pending.reject(new StatusError(409, 'Insufficient funds. please add more funds'))
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'verified' }))
    expect(actor.getSnapshot().context.message).toBe('Insufficient funds. please add more funds')
  })
})
