import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { clientReplying, json } from './test-client'
import { addressesActors, addressFormActors, createAddress, deleteUserAddress, listAddresses } from './address-actors'
import { testAddress } from '@machines/lib/test-address'

const home = testAddress()
const office = {
  ...home,
  _id: 'a2',
  name: 'Chidi Obi',
  street: '5 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'Federal Capital Territory',
}
// The home address as the form sends it: no id yet.
const { _id, ...form } = home

describe('the address calls', () => {
  it('lists the addresses with the stored token', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { docs: [home, office] } }), 'tok-1')
    await expect(listAddresses({ client })).resolves.toEqual([home, office])
    expect(seen[0]!.method).toBe('GET')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/address')
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('adds a new address with POST and answers it as saved', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: home }))
    const actor = createActor(addressFormActors(client).saveAddress, {
      input: { mode: 'add', address: form },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual(home)
    expect(seen[0]!.method).toBe('POST')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/address')
    await expect(seen[0]!.json()).resolves.toEqual(form)
  })

  it('edits a saved address with PATCH, sending its _id with the fields (spec §7)', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { ...home, city: 'Yaba' } }))
    const actor = createActor(addressFormActors(client).saveAddress, {
      input: { mode: 'edit', id: 'a1', address: { ...form, city: 'Yaba' } },
    }).start()
    await expect(toPromise(actor)).resolves.toEqual({ ...home, city: 'Yaba' })
    expect(seen[0]!.method).toBe('PATCH')
    await expect(seen[0]!.json()).resolves.toEqual({ _id: 'a1', ...form, city: 'Yaba' })
  })

  it('refuses to send a state that is not one of Nigeria’s', async () => {
    const { client, seen } = clientReplying(() => json(201, { data: home }))
    const actor = createActor(addressFormActors(client).saveAddress, {
      input: { mode: 'add', address: { ...form, state: 'Texas' } },
    })
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow('Not a state of Nigeria: Texas')
    expect(seen).toHaveLength(0)
  })

  it('deletes on the path that answers the remaining list', async () => {
    const { client, seen } = clientReplying(() => json(200, { data: { addressList: [office] } }))
    const actor = createActor(addressesActors(client).deleteAddress, { input: { addressId: 'a1' } }).start()
    await expect(toPromise(actor)).resolves.toEqual([office])
    expect(seen[0]!.method).toBe('DELETE')
    expect(new URL(seen[0]!.url).pathname).toBe('/api/user/address/a1')
  })

  it("rejects with the server's first message, e.g. too many addresses or another shopper's id", async () => {
    const { client } = clientReplying(() =>
      json(409, { errors: [{ message: 'You can keep up to 20 addresses. Delete one to add another' }] }),
    )
    await expect(createAddress({ ...form, state: 'Lagos' }, { client })).rejects.toThrow(
      'You can keep up to 20 addresses. Delete one to add another',
    )
    const missing = clientReplying(() => json(404, { errors: [{ message: 'This address was not found' }] }))
    await expect(deleteUserAddress('a9', { client: missing.client })).rejects.toMatchObject({
      status: 404,
      message: 'This address was not found',
    })
  })
})
