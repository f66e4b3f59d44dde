// The promos page's behaviour with fakes: loading, the 403 and a failure; the form checked before it is sent, the
// server's refusal kept in the dialog; ending and cancelling with their toasts.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { promoMessages } from '@/domain/shop-promos'
import { staffPromosMachine, type PromoRequest, type StaffPromo } from './staff-promos.machine'

const running: StaffPromo = {
  _id: '65f1c0ffee0000000000e001',
  priceDrop: true,
  text: 'Black Friday',
  startsAt: '2026-11-20T00:00:00.000Z',
  expires: '2099-11-30T00:00:00.000Z',
  withdrawalFee: null,
  state: 'running',
}
const scheduled: StaffPromo = {
  ...running,
  _id: '65f1c0ffee0000000000e002',
  text: 'Christmas',
  startsAt: '2099-12-20T00:00:00.000Z',
  expires: '2099-12-27T00:00:00.000Z',
  state: 'scheduled',
}

function start(
  save: (request: PromoRequest) => Promise<StaffPromo[]>,
  load = async () => [running, scheduled],
  drawn?: StaffPromo[],
) {
  const notify = vi.fn()
  const savePromo = vi.fn(save)
  const logic = staffPromosMachine.provide({
    actors: {
      loadPromos: fromPromise(load),
      savePromo: fromPromise<StaffPromo[], PromoRequest>(({ input }) => savePromo(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: () => {} },
  })
  return { actor: createActor(logic, { input: { promos: drawn } }).start(), notify, savePromo }
}

const form = { text: 'Cyber Monday', priceDrop: true, startsAt: '', expires: '2099-12-02T10:00', withdrawalFee: '1.5' }

describe('the promos page', () => {
  it('opens on the promos the server drew the page with, without asking again (docs/adr/0050)', () => {
    const load = vi.fn(async () => [running, scheduled])
    const listed = start(async () => [], load, [scheduled]).actor.getSnapshot()
    expect(listed.value).toBe('listed')
    expect(listed.context.promos).toEqual([scheduled])
    expect(start(async () => [], load, []).actor.getSnapshot().value).toBe('empty')
    expect(load).not.toHaveBeenCalled()
  })

  it('lists the promos, or says none, or keeps a 403’s words', async () => {
    expect((await waitFor(start(async () => []).actor, (s) => s.matches('listed'))).context.promos).toHaveLength(2)
    await waitFor(
      start(
        async () => [],
        async () => [],
      ).actor,
      (s) => s.matches('empty'),
    )
    const denied = start(
      async () => [],
      () => Promise.reject(Object.assign(new Error('Only the store’s staff can do this'), { status: 403 })),
    )
    expect((await waitFor(denied.actor, (s) => s.matches('denied'))).context.message).toBe(
      'Only the store’s staff can do this',
    )
    const failed = start(
      async () => [],
      () => Promise.reject(new Error('Network down')),
    )
    await waitFor(failed.actor, (s) => s.matches('failed'))
  })

  it('checks the form before sending it, then sends a new promo and shows the answer', async () => {
    const { actor, savePromo, notify } = start(async () => [running])
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'promo.create' })
    actor.send({ type: 'promo.submit', form: { ...form, text: ' ', withdrawalFee: '120' } })
    expect(actor.getSnapshot().matches({ editing: 'open' })).toBe(true)
    expect(actor.getSnapshot().context.errors).toEqual({
      text: promoMessages.textRequired,
      withdrawalFee: promoMessages.feeRange,
    })
    actor.send({ type: 'promo.submit', form })
    expect(savePromo).toHaveBeenCalledWith({
      kind: 'create',
      body: {
        text: 'Cyber Monday',
        priceDrop: true,
        expires: new Date('2099-12-02T10:00').toISOString(),
        withdrawalFee: 1.5,
      },
    })
    await waitFor(actor, (s) => s.matches('listed'))
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Promo saved' })
  })

  it('keeps the dialog open with the server’s refusal when another promo runs then', async () => {
    const refusal = promoMessages.overlaps('Black Friday')
    const { actor } = start(() => Promise.reject(Object.assign(new Error(refusal), { status: 409 })))
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'promo.edit', id: scheduled._id })
    actor.send({ type: 'promo.submit', form: { ...form, startsAt: '2099-12-01T00:00' } })
    const snapshot = await waitFor(actor, (s) => s.matches({ editing: 'open' }) && s.context.submitError !== null)
    expect(snapshot.context.submitError).toBe(refusal)
  })

  it('edits a running promo without sending its start', async () => {
    const { actor, savePromo } = start(async () => [running])
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'promo.edit', id: running._id })
    actor.send({ type: 'promo.submit', form: { ...form, startsAt: '2026-11-20T01:00' } })
    expect(savePromo.mock.calls[0]![0]).toMatchObject({ kind: 'update', id: running._id })
    expect(savePromo.mock.calls[0]![0]).not.toHaveProperty('body.startsAt')
  })

  it('ends a running promo and cancels a scheduled one, each once confirmed', async () => {
    const { actor, savePromo, notify } = start(async () => [running])
    await waitFor(actor, (s) => s.matches('listed'))
    actor.send({ type: 'promo.end', id: running._id })
    expect(actor.getSnapshot().matches({ ending: 'confirming' })).toBe(true)
    actor.send({ type: 'dialog.close' })
    expect(savePromo).not.toHaveBeenCalled()
    actor.send({ type: 'promo.end', id: running._id })
    actor.send({ type: 'end.confirm' })
    expect(savePromo).toHaveBeenCalledWith({ kind: 'end', id: running._id })
    await waitFor(actor, (s) => s.matches('listed'))
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Promo ended' })
    actor.send({ type: 'promo.end', id: scheduled._id })
    expect(actor.getSnapshot().matches('listed')).toBe(true)
  })
})
