import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { emptyAddressForm, type AddressField } from '@/domain/address'
import type { Address } from '@/domain/contract'
import { addressFormMachine, isAddressFormOpen, type SavedAddress, type SaveAddressInput } from './address-form.machine'
import type { Notice } from '../lib/notice'
import { deferred } from '../lib/deferred'
import { testAddress } from '../lib/test-address'

const home = testAddress()

function start(
  saveAddress: (input: SaveAddressInput) => Promise<Address> = async (input) => ({
    ...input.address,
    _id: input.mode === 'edit' ? input.id : 'a-new',
  }),
) {
  const save = vi.fn(saveAddress)
  const notify = vi.fn<(notice: Notice) => void>()
  const addressSaved = vi.fn<(saved: SavedAddress) => void>()
  const logic = addressFormMachine.provide({
    actors: { saveAddress: fromPromise(({ input }) => save(input)) },
    actions: { notify: (_, notice) => notify(notice), addressSaved: (_, saved) => addressSaved(saved) },
  })
  const actor = createActor(logic).start()
  const type = (values: Partial<Record<AddressField, string>>) => {
    for (const [field, value] of Object.entries(values) as [AddressField, string][])
      actor.send({ type: 'field.change', field, value })
  }
  return { actor, save, notify, addressSaved, type }
}

const filled = {
  name: '  Chidi Obi ',
  street: '5 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'Federal Capital Territory',
  phone: '0803 123 4567',
}

describe('the address form', () => {
  it('starts closed, and opens in add mode on an empty form with Nigeria as the country (spec §4)', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(isAddressFormOpen(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'form.add' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.mode).toBe('add')
    expect(actor.getSnapshot().context.form).toEqual(emptyAddressForm())
    expect(actor.getSnapshot().context.form.country).toBe('Nigeria')
  })

  it('shows every rule the form breaks and sends nothing (spec §5)', () => {
    const { actor, save } = start()
    actor.send({ type: 'form.add' })
    actor.send({ type: 'field.change', field: 'phone', value: '0803' })
    actor.send({ type: 'form.submit' })

    expect(actor.getSnapshot().value).toBe('editing')
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['city', 'name', 'phone', 'state', 'street'])
    expect(actor.getSnapshot().context.errors.phone).toBe('Phone number must be at least 8 digits')
    expect(save).not.toHaveBeenCalled()
  })

  it('clears a field’s error as it is changed', () => {
    const { actor } = start()
    actor.send({ type: 'form.add' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'field.change', field: 'name', value: 'Ada' })
    expect(actor.getSnapshot().context.errors.name).toBeUndefined()
    expect(actor.getSnapshot().context.errors.street).toBeDefined()
  })

  it('adds an address, says so, hands it on, then resets the form and closes (spec §4, §8)', async () => {
    const { actor, save, notify, addressSaved, type } = start()
    actor.send({ type: 'form.add' })
    type({ ...filled, country: 'Ghana' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)

    await waitFor(actor, (snapshot) => snapshot.matches('closed'))
    expect(save).toHaveBeenCalledWith({
      mode: 'add',
      address: {
        name: 'Chidi Obi',
        street: '5 Aminu Kano Crescent',
        city: 'Wuse II',
        state: 'Federal Capital Territory',
        country: 'Ghana',
        pincode: null,
        phone: '0803 123 4567',
      },
    })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'New address added successfully!' })
    expect(addressSaved).toHaveBeenCalledWith({
      mode: 'add',
      address: expect.objectContaining({ _id: 'a-new', name: 'Chidi Obi' }),
    })
    // spec §4: the country back to Nigeria after save.
    expect(actor.getSnapshot().context.form).toEqual(emptyAddressForm())
    expect(actor.getSnapshot().context.saved).toMatchObject({ _id: 'a-new' })
  })

  it("edits a saved address, with the update toast in the address's name", async () => {
    const { actor, save, notify, addressSaved } = start()
    actor.send({ type: 'form.edit', address: home })
    expect(actor.getSnapshot().context.mode).toBe('edit')
    expect(actor.getSnapshot().context.form).toEqual({
      ...emptyAddressForm(),
      name: 'Ada Obi',
      street: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      phone: '08031234567',
    })

    actor.send({ type: 'field.change', field: 'city', value: 'Yaba' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))

    expect(save).toHaveBeenCalledWith({ mode: 'edit', id: 'a1', address: expect.objectContaining({ city: 'Yaba' }) })
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: "Ada Obi's address updated successfully!" })
    expect(addressSaved).toHaveBeenCalledWith({
      mode: 'edit',
      address: expect.objectContaining({ _id: 'a1', city: 'Yaba' }),
    })
    expect(actor.getSnapshot().context.mode).toBe('add')
  })

  it("keeps the form open with the server's first message, and saves again once corrected", async () => {
    const answer = deferred<Address>()
    const { actor, save, notify, type } = start(
      vi
        .fn()
        .mockRejectedValueOnce(new Error('You can keep up to 20 addresses. Delete one to add another'))
        .mockImplementationOnce(() => answer.promise),
    )
    actor.send({ type: 'form.add' })
    type(filled)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.serverError).toBe('You can keep up to 20 addresses. Delete one to add another')
    expect(actor.getSnapshot().context.form.name).toBe(filled.name)
    expect(notify).not.toHaveBeenCalled()

    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context.serverError).toBeNull()
    answer.resolve({ ...home, _id: 'a3' })
    await waitFor(actor, (snapshot) => snapshot.matches('closed'))
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('closes without saving and forgets what was typed', () => {
    const { actor, save, type } = start()
    actor.send({ type: 'form.add' })
    type({ name: 'Ada', country: 'Ghana' })
    actor.send({ type: 'form.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.form).toEqual(emptyAddressForm())
    expect(save).not.toHaveBeenCalled()
  })

  it('cannot be closed or edited while saving', () => {
    const { actor, type } = start(() => new Promise<Address>(() => {}))
    actor.send({ type: 'form.add' })
    type(filled)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().can({ type: 'form.close' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'name', value: 'x' })).toBe(false)
  })
})
