import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { WalletTransaction } from '@/domain/contract'
import { airtimeAmount, buyAirtimeMachine, type BuyAirtimeInput } from './buy-airtime.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'

const transaction: WalletTransaction = {
  _id: '665f1c2b9a1e4b0012345679',
  type: 'airtimePurchase',
  amount: 100,
  fee: 0,
  status: 'successful',
  reference: 'oja-vtu-2',
  description: 'MTN airtime ₦100 for 08031234567',
  createdAt: '2026-11-24T06:00:00.000Z',
}

function start(buyAirtime: (input: BuyAirtimeInput) => Promise<WalletTransaction> = async () => transaction) {
  const clock = new SimulatedClock()
  const buy = vi.fn(buyAirtime)
  const notify = vi.fn<(notice: Notice) => void>()
  const reload = vi.fn()
  const logic = buyAirtimeMachine.provide({
    actors: { buyAirtime: fromPromise(({ input }) => buy(input)) },
    actions: { notify: (_, notice) => notify(notice), reload: () => reload() },
  })
  const actor = createActor(logic, { clock }).start()
  return { actor, clock, buy, notify, reload }
}

describe('buy airtime', () => {
  it('shows the network once the phone has more than 10 digits', () => {
    const { actor } = start()
    actor.send({ type: 'phone.change', phone: '0805123456' })
    expect(actor.getSnapshot().context.network).toBeNull()
    actor.send({ type: 'phone.change', phone: '08051234567' })
    expect(actor.getSnapshot().context.network).toBe('GLO')
  })

  it("refuses less than ₦50 with 'Minimum airtime purchase is ₦50.00' (spec §5) and sends nothing", () => {
    const { actor, buy } = start()
    actor.send({ type: 'phone.change', phone: '08031234567' })
    actor.send({ type: 'amount.change', amount: '49.99' })
    actor.send({ type: 'airtime.purchase' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.amountError).toBe('Minimum airtime purchase is ₦50.00')
    expect(actor.getSnapshot().context.phoneError).toBeNull()
    expect(buy).not.toHaveBeenCalled()
    actor.send({ type: 'amount.change', amount: '50' })
    expect(actor.getSnapshot().context.amountError).toBeNull()
  })

  it('asks to fill the form without a whole phone number or an amount', () => {
    const { actor, buy } = start()
    actor.send({ type: 'phone.change', phone: '0803123' })
    actor.send({ type: 'airtime.purchase' })
    expect(actor.getSnapshot().context).toMatchObject({
      phoneError: 'Please fill the form',
      amountError: 'Please fill the form',
    })
    expect(buy).not.toHaveBeenCalled()
  })

  it("buys airtime in naira for the normalised phone, says 'Airtime purchase was successful' and reloads after 2 s", async () => {
    const answer = deferred<WalletTransaction>()
    const { actor, clock, buy, notify, reload } = start(() => answer.promise)
    actor.send({ type: 'phone.change', phone: '234 803 123 4567' })
    actor.send({ type: 'amount.change', amount: '₦1,000' })
    actor.send({ type: 'airtime.purchase' })
    expect(actor.getSnapshot().value).toBe('purchasing')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'airtime.purchase' })
    expect(buy).toHaveBeenCalledTimes(1)
    expect(buy).toHaveBeenCalledWith({ phone: '08031234567', amount: 1000 })
    answer.resolve(transaction)
    await waitFor(actor, (snapshot) => snapshot.matches('purchased'))
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Airtime purchase was successful' })
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', amount: '' })
    clock.increment(1_999)
    expect(reload).not.toHaveBeenCalled()
    clock.increment(1)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('reloading')
  })

  it("toasts the server's first message and keeps the form when the purchase is refused", async () => {
    const { actor, notify } = start(async () => Promise.reject(new Error('Insufficient funds. please add more funds')))
    actor.send({ type: 'phone.change', phone: '08031234567' })
    actor.send({ type: 'amount.change', amount: '100' })
    actor.send({ type: 'airtime.purchase' })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Insufficient funds. please add more funds' })
    expect(actor.getSnapshot().context).toMatchObject({ phone: '08031234567', amount: '100' })
  })
})

describe('airtimeAmount', () => {
  it('reads naira with separators and up to two decimals, in kobo', () => {
    expect(airtimeAmount('50')).toBe(5_000)
    expect(airtimeAmount('₦1,000.50')).toBe(100_050)
    expect(airtimeAmount('')).toBeNull()
    expect(airtimeAmount('12a')).toBeNull()
    expect(airtimeAmount('1.234')).toBeNull()
  })
})
