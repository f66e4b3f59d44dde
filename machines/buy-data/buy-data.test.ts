import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { DataPlan, WalletTransaction } from '@/domain/contract'
import { buyDataMachine, offeredPlans, type BuyDataInput } from './buy-data.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { airtelMonthly, mtnDaily, mtnMonthly, testPlans } from './test-plans'

const transaction: WalletTransaction = {
  _id: '665f1c2b9a1e4b0012345678',
  type: 'dataPurchase',
  amount: 1000,
  fee: 0,
  status: 'successful',
  reference: 'oja-vtu-1',
  description: 'MTN 1.5GB (30 days) for 08031234567',
  createdAt: '2026-11-24T06:00:00.000Z',
}

interface Fakes {
  loadPlans?: () => Promise<DataPlan[]>
  buyDataPlan?: (input: BuyDataInput) => Promise<WalletTransaction>
}

function start(fakes: Fakes = {}, drawn?: DataPlan[]) {
  const clock = new SimulatedClock()
  const loadPlans = vi.fn(fakes.loadPlans ?? (async () => testPlans))
  const buyDataPlan = vi.fn(fakes.buyDataPlan ?? (async () => transaction))
  const notify = vi.fn<(notice: Notice) => void>()
  const reload = vi.fn()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = buyDataMachine.provide({
    actors: {
      loadPlans: fromPromise(() => loadPlans()),
      buyDataPlan: fromPromise(({ input }) => buyDataPlan(input)),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      reload: () => reload(),
      logFailure: (_, { error }) => logFailure(error),
    },
  })
  const actor = createActor(logic, { clock, input: { plans: drawn } }).start()
  return { actor, clock, loadPlans, buyDataPlan, notify, reload, logFailure }
}

const choosing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('choosing'))

describe('buy data', () => {
  it('offers the plans the page was drawn with, asking nothing', () => {
    const { actor, loadPlans } = start({}, testPlans)
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(offeredPlans(actor.getSnapshot().context)).toEqual(testPlans)
    expect(loadPlans).not.toHaveBeenCalled()
  })

  describe('the plans', () => {
    it('loads every plan and opens Step 1 with all of them while no network is known', async () => {
      const { actor } = start()
      expect(actor.getSnapshot().value).toBe('loadingPlans')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await choosing(actor)
      expect(offeredPlans(actor.getSnapshot().context)).toEqual(testPlans)
    })

    it("toasts the spec's message when the plans cannot be loaded, logs it, and loads them again on retry", async () => {
      const { actor, notify, logFailure, loadPlans } = start({
        loadPlans: vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(testPlans),
      })
      await waitFor(actor, (snapshot) => snapshot.matches('plansFailed'))
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'An error has occured while loading data plans. please try again later',
      })
      expect(logFailure).toHaveBeenCalledTimes(1)
      actor.send({ type: 'plans.retry' })
      await choosing(actor)
      expect(loadPlans).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().context.error).toBeNull()
    })
  })

  describe('Step 1 of 2: phone and plan (spec §5)', () => {
    it('detects the network only once the phone has more than 10 digits, and filters the plans to it', async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '0803123456' })
      expect(actor.getSnapshot().context.network).toBeNull()
      expect(offeredPlans(actor.getSnapshot().context)).toHaveLength(testPlans.length)
      actor.send({ type: 'phone.change', phone: '08031234567' })
      expect(actor.getSnapshot().context.network).toBe('MTN')
      expect(offeredPlans(actor.getSnapshot().context)).toEqual([mtnDaily, mtnMonthly])
    })

    it('normalises +234 numbers and offers every plan for a number of no known network', async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '+234 802 123 4567' })
      expect(actor.getSnapshot().context.network).toBe('AIRTEL')
      actor.send({ type: 'phone.change', phone: '01234567890' })
      expect(actor.getSnapshot().context.network).toBe('Unknown')
      expect(offeredPlans(actor.getSnapshot().context)).toEqual(testPlans)
    })

    it("chooses only a plan it offers, and drops the choice when the number's network has other plans", async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '08031234567' })
      actor.send({ type: 'plan.choose', planId: airtelMonthly._id })
      expect(actor.getSnapshot().context.planId).toBeNull()
      actor.send({ type: 'plan.choose', planId: mtnMonthly._id })
      expect(actor.getSnapshot().context.planId).toBe(mtnMonthly._id)
      actor.send({ type: 'phone.change', phone: '08021234567' })
      expect(actor.getSnapshot().context.planId).toBeNull()
    })

    it("asks to 'Please fill the form' when continuing without a phone, and forgets it once the phone changes", async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'plan.choose', planId: mtnMonthly._id })
      actor.send({ type: 'step.continue' })
      expect(actor.getSnapshot().value).toBe('choosing')
      expect(actor.getSnapshot().context.formError).toBe('Please fill the form')
      actor.send({ type: 'phone.change', phone: '0803' })
      expect(actor.getSnapshot().context.formError).toBeNull()
    })

    it('asks to fill the form when no plan is chosen', async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '08031234567' })
      actor.send({ type: 'step.continue' })
      expect(actor.getSnapshot().value).toBe('choosing')
      expect(actor.getSnapshot().context.formError).toBe('Please fill the form')
    })
  })

  describe('Step 2: the summary', () => {
    it('goes BACK to Step 1 with the phone and plan kept', async () => {
      const { actor } = start()
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '08031234567' })
      actor.send({ type: 'plan.choose', planId: mtnMonthly._id })
      actor.send({ type: 'step.continue' })
      expect(actor.getSnapshot().value).toBe('reviewing')
      actor.send({ type: 'step.back' })
      expect(actor.getSnapshot().value).toBe('choosing')
      expect(actor.getSnapshot().context).toMatchObject({ phone: '08031234567', planId: mtnMonthly._id })
    })

    it("PURCHASE buys the plan for the normalised phone, says 'Data purchase was successful' and reloads the page after 2 s", async () => {
      const answer = deferred<WalletTransaction>()
      const { actor, clock, buyDataPlan, notify, reload } = start({ buyDataPlan: () => answer.promise })
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '+2348031234567' })
      actor.send({ type: 'plan.choose', planId: mtnMonthly._id })
      actor.send({ type: 'step.continue' })
      actor.send({ type: 'data.purchase' })
      expect(actor.getSnapshot().value).toBe('purchasing')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(buyDataPlan).toHaveBeenCalledWith({ phone: '08031234567', plan: mtnMonthly._id })
      actor.send({ type: 'data.purchase' })
      expect(buyDataPlan).toHaveBeenCalledTimes(1)
      answer.resolve(transaction)
      await waitFor(actor, (snapshot) => snapshot.matches('purchased'))
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Data purchase was successful' })
      expect(actor.getSnapshot().context).toMatchObject({ phone: '', planId: null })
      clock.increment(1_999)
      expect(reload).not.toHaveBeenCalled()
      clock.increment(1)
      expect(reload).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().value).toBe('reloading')
    })

    it("toasts the server's first message and keeps the summary when the purchase is refused", async () => {
      const { actor, notify, reload } = start({
        buyDataPlan: async () => Promise.reject(new Error('Insufficient funds. please add more funds')),
      })
      await choosing(actor)
      actor.send({ type: 'phone.change', phone: '08031234567' })
      actor.send({ type: 'plan.choose', planId: mtnMonthly._id })
      actor.send({ type: 'step.continue' })
      actor.send({ type: 'data.purchase' })
      await waitFor(actor, (snapshot) => snapshot.matches('reviewing'))
      expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Insufficient funds. please add more funds' })
      expect(reload).not.toHaveBeenCalled()
    })
  })
})
