import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { accountMessages } from '@/domain/account-forms'
import { orderStatusMessages } from '@/domain/order-status'
import { vendorMessages, type VendorAccountInput } from '@/domain/staff-vendors'
import { deferred } from '../lib/deferred'
import type { Notice } from '../lib/notice'
import { staffVendorsMachine, type VendorChange, type VendorShop } from './staff-vendors.machine'

const ikeja: VendorShop = {
  _id: '65f1c0ffee0000000000e001',
  name: 'Ikeja Accessories',
  createdAt: '2026-11-01T09:00:00.000Z',
  accounts: [
    { _id: '65f1c0ffee0000000000f001', email: 'ade@example.com', name: 'Ade Bello', verified: true, sandbox: false },
  ],
  liveProducts: 12,
  openOrderLines: 3,
}
const wuse: VendorShop = { ...ikeja, _id: '65f1c0ffee0000000000e002', name: 'Wuse Phones', accounts: [] }

function change(outcome: VendorChange['outcome'], vendors: VendorShop[], extra: Partial<VendorChange> = {}) {
  return {
    outcome,
    email: 'tolu@example.com',
    shop: { _id: ikeja._id, name: ikeja.name },
    movedFrom: null,
    previousName: null,
    verified: true,
    vendors,
    ...extra,
  } satisfies VendorChange
}

interface Fakes {
  loadShops?: () => Promise<VendorShop[]>
  addAccount?: (input: VendorAccountInput) => Promise<VendorChange>
  removeAccount?: (input: { vendorId: string; userId: string }) => Promise<VendorChange>
}

function start(fakes: Fakes = {}, drawn?: VendorShop[]) {
  const loadShops = vi.fn(fakes.loadShops ?? (async () => [ikeja, wuse]))
  const addAccount = vi.fn(fakes.addAccount ?? (async () => change('linked', [ikeja, wuse])))
  const removeAccount = vi.fn(fakes.removeAccount ?? (async () => change('removed', [wuse])))
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = staffVendorsMachine.provide({
    actors: {
      loadShops: fromPromise(() => loadShops()),
      addAccount: fromPromise(({ input }) => addAccount(input)),
      removeAccount: fromPromise(({ input }) => removeAccount(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input: { shops: drawn } }).start()
  return { actor, loadShops, addAccount, removeAccount, notify, logFailure }
}

const form = (fields: Partial<{ email: string; vendorId: string; name: string }> = {}) => ({
  email: 'tolu@example.com',
  vendorId: '',
  name: '',
  ...fields,
})

const removal = {
  vendorId: ikeja._id,
  userId: ikeja.accounts[0]!._id,
  email: 'ade@example.com',
  shop: ikeja.name,
  sandbox: false,
}

describe('the vendors page', () => {
  it('loads the shops, and is empty when there are none', async () => {
    const listed = start()
    await waitFor(listed.actor, (snapshot) => snapshot.matches('listed'))
    expect(listed.actor.getSnapshot().context.shops).toEqual([ikeja, wuse])
    const empty = start({ loadShops: async () => [] })
    await waitFor(empty.actor, (snapshot) => snapshot.matches('empty'))
  })

  it('opens on the shops the page was drawn with, or on none, asking nothing', () => {
    const drawn = start({}, [ikeja])
    expect(drawn.actor.getSnapshot().value).toBe('listed')
    expect(drawn.actor.getSnapshot().context.shops).toEqual([ikeja])
    const none = start({}, [])
    expect(none.actor.getSnapshot().value).toBe('empty')
    expect([drawn.loadShops, none.loadShops].map((load) => load.mock.calls.length)).toEqual([0, 0])
  })

  it('keeps a 403 as denied, with the server’s words, and logs any other failure, offering a retry', async () => {
    const denied = start({
      loadShops: () => Promise.reject(new ApiError(403, [{ message: orderStatusMessages.notOwner }])),
    })
    await waitFor(denied.actor, (snapshot) => snapshot.matches('denied'))
    expect(denied.actor.getSnapshot().context.message).toBe(orderStatusMessages.notOwner)
    expect(denied.logFailure).not.toHaveBeenCalled()

    const loadShops = vi
      .fn<() => Promise<VendorShop[]>>()
      .mockRejectedValueOnce(new ApiError(500, [{ message: 'Something went wrong.' }]))
      .mockResolvedValue([ikeja])
    const failed = start({ loadShops })
    await waitFor(failed.actor, (snapshot) => snapshot.matches('failed'))
    expect(failed.actor.getSnapshot().context.message).toBe('Something went wrong.')
    expect(failed.logFailure).toHaveBeenCalledTimes(1)
    failed.actor.send({ type: 'list.retry' })
    await waitFor(failed.actor, (snapshot) => snapshot.matches('listed'))
  })

  it('checks the add form before sending it: the email, and a new shop’s name', async () => {
    const { actor, addAccount } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'add.submit', form: form({ email: 'not an email', name: 'x'.repeat(101) }) })
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context.errors).toEqual({
      email: accountMessages.emailInvalid,
      name: vendorMessages.nameTooLong,
    })
    expect(addAccount).not.toHaveBeenCalled()
  })

  it('sends a new shop with its name, or a listed shop by its id, and shows the shops the server answers', async () => {
    const { actor, addAccount, notify } = start({
      addAccount: async () =>
        change('linked', [ikeja, wuse], { movedFrom: { _id: wuse._id, name: wuse.name }, verified: false }),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'add.submit', form: form({ email: ' tolu@example.com ', name: '  Tolu Phones ' }) })
    expect(actor.getSnapshot().value).toBe('adding')
    expect(addAccount).toHaveBeenLastCalledWith({ email: 'tolu@example.com', name: 'Tolu Phones' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      message:
        'tolu@example.com now sells for Ikeja Accessories, no longer for Wuse Phones. tolu@example.com has not verified their email yet: they can add products once they have.',
    })
    // The form is drawn empty again.
    expect(actor.getSnapshot().context.added).toBe(1)

    actor.send({ type: 'add.submit', form: form({ vendorId: ikeja._id, name: 'ignored for a listed shop' }) })
    expect(addAccount).toHaveBeenLastCalledWith({ email: 'tolu@example.com', vendorId: ikeja._id })
  })

  it('shows the server’s refusal of the form and keeps what was typed', async () => {
    const refusal = vendorMessages.unknownEmail('tolu@example.com')
    const { actor } = start({ addAccount: () => Promise.reject(new ApiError(404, [{ message: refusal }])) })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'add.submit', form: form() })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context).toMatchObject({ submitError: refusal, added: 0 })
  })

  it('adds the first shop from an empty page', async () => {
    const { actor } = start({ loadShops: async () => [], addAccount: async () => change('added', [ikeja]) })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    actor.send({ type: 'add.submit', form: form() })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
  })

  it('asks before removing an account, and keeps it when the owner says so', async () => {
    const { actor, removeAccount } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'remove.ask', removal })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.removal).toEqual(removal)
    actor.send({ type: 'remove.cancel' })
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context.removal).toBeNull()
    expect(removeAccount).not.toHaveBeenCalled()
  })

  it('removes the account for the shop the owner saw, and shows the shops the server answers', async () => {
    const answer = deferred<VendorChange>()
    const { actor, removeAccount, notify } = start({ removeAccount: () => answer.promise })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'remove.ask', removal })
    actor.send({ type: 'remove.confirm' })
    expect(actor.getSnapshot().value).toBe('removing')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(removeAccount).toHaveBeenCalledWith({ vendorId: ikeja._id, userId: removal.userId })
    answer.resolve(change('removed', [{ ...ikeja, accounts: [] }], { email: 'ade@example.com' }))
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    expect(actor.getSnapshot().context.shops[0]?.accounts).toEqual([])
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      message: 'ade@example.com no longer sells for Ikeja Accessories.',
    })
  })

  it('says when another owner acted first (409) and loads the shops again', async () => {
    const conflict = vendorMessages.noLongerSells('ade@example.com', ikeja.name)
    const { actor, loadShops, notify } = start({
      removeAccount: () => Promise.reject(new ApiError(409, [{ message: conflict }])),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('listed'))
    actor.send({ type: 'remove.ask', removal })
    actor.send({ type: 'remove.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('listed') && loadShops.mock.calls.length === 2)
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: conflict })
    expect(actor.getSnapshot().context.removal).toBeNull()
  })
})
