import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Address } from '@/domain/contract'
import { addressesMachine, withSavedAddress } from './addresses.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testAddress } from '../lib/test-address'

const home = testAddress()
const office: Address = { ...home, _id: 'a2', name: 'Chidi Obi', city: 'Wuse II', state: 'Federal Capital Territory' }

interface Fakes {
  loadAddresses?: () => Promise<Address[]>
  deleteAddress?: (input: { addressId: string }) => Promise<Address[]>
}

function start(fakes: Fakes = {}, addresses: Address[] | null = null) {
  const loadAddresses = vi.fn(fakes.loadAddresses ?? (async () => [home, office]))
  const deleteAddress = vi.fn(
    fakes.deleteAddress ??
      (async ({ addressId }: { addressId: string }) => [home, office].filter((address) => address._id !== addressId)),
  )
  const notify = vi.fn<(notice: Notice) => void>()
  const logFailure = vi.fn<(error: unknown) => void>()
  const logic = addressesMachine.provide({
    actors: {
      loadAddresses: fromPromise(() => loadAddresses()),
      deleteAddress: fromPromise(({ input }) => deleteAddress(input)),
    },
    actions: { notify: (_, notice) => notify(notice), logFailure: (_, { error }) => logFailure(error) },
  })
  const actor = createActor(logic, { input: { addresses } }).start()
  return { actor, loadAddresses, deleteAddress, notify, logFailure }
}

describe('the saved addresses', () => {
  it('opens on the addresses a page drawn for the shopper carried, loading nothing (docs/adr/0050)', () => {
    const drawn = start({}, [office])
    expect(drawn.actor.getSnapshot().value).toBe('ready')
    expect(drawn.actor.getSnapshot().context.addresses).toEqual([office])
    expect(drawn.loadAddresses).not.toHaveBeenCalled()
    expect(start({}, []).actor.getSnapshot().value).toBe('empty')
  })

  it('loads the list and shows it', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.addresses).toEqual([home, office])
  })

  it('shows an empty list as empty', async () => {
    const { actor } = start({ loadAddresses: async () => [] })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it('logs a failed load and loads again on retry, without a toast (spec §8)', async () => {
    const { actor, loadAddresses, logFailure, notify } = start({
      loadAddresses: vi.fn().mockRejectedValueOnce(new Error('Database unavailable')).mockResolvedValueOnce([home]),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('error'))
    expect(logFailure).toHaveBeenCalledWith(new Error('Database unavailable'))
    expect(notify).not.toHaveBeenCalled()
    actor.send({ type: 'addresses.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(loadAddresses).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('asks before deleting, and a cancel keeps the address', async () => {
    const { actor, deleteAddress } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'address.delete', addressId: 'a2' })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    expect(actor.getSnapshot().context.pendingDelete).toEqual(office)
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.pendingDelete).toBeNull()
    expect(deleteAddress).not.toHaveBeenCalled()
  })

  it("deletes once confirmed, takes the server's remaining list and names the address in the toast (spec §8)", async () => {
    const answer = deferred<Address[]>()
    const { actor, deleteAddress, notify } = start({ deleteAddress: () => answer.promise })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'address.delete', addressId: 'a2' })
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(deleteAddress).toHaveBeenCalledWith({ addressId: 'a2' })
    answer.resolve([home])
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.addresses).toEqual([home])
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: "Chidi Obi's address deleted successfully!" })
  })

  it('is empty after the last address goes', async () => {
    const { actor } = start({ loadAddresses: async () => [home], deleteAddress: async () => [] })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'address.delete', addressId: 'a1' })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
  })

  it("keeps the address and toasts the server's first message when the delete fails", async () => {
    const { actor, notify, logFailure } = start({
      deleteAddress: async () => Promise.reject(new Error('This address was not found')),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'address.delete', addressId: 'a1' })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.pendingDelete === null)
    expect(actor.getSnapshot().context.addresses).toEqual([home, office])
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'This address was not found' })
    expect(logFailure).toHaveBeenCalled()
  })

  it('ignores a delete of an address it does not list', async () => {
    const { actor } = start()
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    actor.send({ type: 'address.delete', addressId: 'a9' })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('lists an address the form saved: a new one first, an edited one in its place', async () => {
    const { actor } = start({ loadAddresses: async () => [] })
    await waitFor(actor, (snapshot) => snapshot.matches('empty'))
    actor.send({ type: 'address.saved', saved: { mode: 'add', address: office } })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'address.saved', saved: { mode: 'add', address: home } })
    expect(actor.getSnapshot().context.addresses).toEqual([home, office])
    actor.send({ type: 'address.saved', saved: { mode: 'edit', address: { ...office, city: 'Garki' } } })
    expect(actor.getSnapshot().context.addresses).toEqual([home, { ...office, city: 'Garki' }])
  })
})

describe('withSavedAddress', () => {
  it('puts an edited address back where it was and a new one first', () => {
    expect(withSavedAddress([home, office], { mode: 'edit', address: { ...home, city: 'Yaba' } })).toEqual([
      { ...home, city: 'Yaba' },
      office,
    ])
    expect(withSavedAddress([home], { mode: 'add', address: office })).toEqual([office, home])
  })

  it('adds an edited address the list did not hold', () => {
    expect(withSavedAddress([home], { mode: 'edit', address: office })).toEqual([office, home])
  })
})
