// Saved addresses through the API (spec §3 Address, §5, §6, §7): what each call does, every rule the Address Form
// shares with the server, the cap, and one shopper never reaching another's addresses. Refusals change nothing.
// @postgres: adds race for the address cap on several connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_MAX_LENGTH, addressMessages, MAX_ADDRESSES, PHONE_MIN_LENGTH } from '../src/domain/address'
import { NIGERIAN_STATES } from '../src/domain/nigeria'
import {
  bearer,
  databaseFingerprint,
  findOperation,
  openTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from './test-support'

interface Address {
  _id: string
  name: string
  street: string
  city: string
  state: string
  country: string
  pincode: string | null
  phone: string
}

let testApp: TestApp
let shoppers = 0

const home = { name: 'Ada Obi', street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', phone: '08031234567' }
const office = {
  name: 'Ada at work',
  street: '5 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'Federal Capital Territory',
  country: 'Nigeria',
  pincode: '904101',
  phone: '+234 803 123 4567',
}

beforeAll(async () => {
  testApp = await openTestApp({ seed: false })
})

afterAll(async () => {
  await testApp?.close()
})

/** A signed-in shopper with no addresses yet. */
async function freshShopper(): Promise<TestUser> {
  shoppers += 1
  return signUpTestUser(testApp.app, `address-shopper-${shoppers}@example.com`)
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload ? { payload } : {}),
  })
}

const create = (token: string, address: object) => call('POST', '/api/address', token, address)
const update = (token: string, changes: object) => call('PATCH', '/api/address', token, changes)
const deleteAddress = (token: string, id: string) => call('DELETE', `/api/address/${id}`, token)
const deleteUserAddress = (token: string, id: string) => call('DELETE', `/api/user/address/${id}`, token)

async function list(token: string): Promise<Address[]> {
  const response = await call('GET', '/api/address', token)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { docs: Address[] } }>().data.docs
}

async function created(token: string, address: object): Promise<Address> {
  const response = await create(token, address)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Address }>().data
}

function firstError(response: { json(): unknown }) {
  return (response.json() as { errors: { message: string; field?: string }[] }).errors[0]
}

describe('saving an address', () => {
  it('answers the new address, in Nigeria unless another country is given, and lists it', async () => {
    const user = await freshShopper()
    const address = await created(user.token, home)
    expect(address).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...home,
      country: 'Nigeria',
      pincode: null,
    })
    expect(await list(user.token)).toEqual([address])
  })

  it('keeps every field given', async () => {
    const user = await freshShopper()
    expect(await created(user.token, office)).toMatchObject(office)
  })

  it('saves text without its surrounding spaces', async () => {
    const user = await freshShopper()
    const address = await created(user.token, { ...home, name: '  Ada Obi ', city: 'Ikeja  ', pincode: '  ' })
    expect(address).toMatchObject({ name: 'Ada Obi', city: 'Ikeja', pincode: null })
  })

  it('lists the newest first', async () => {
    const user = await freshShopper()
    const first = await created(user.token, home)
    const second = await created(user.token, office)
    expect((await list(user.token)).map((address) => address._id)).toEqual([second._id, first._id])
  })
})

describe('the address rules (spec §5), shared with the Address Form', () => {
  const refusals: [string, object, string, string][] = [
    ['a name of spaces', { ...home, name: '   ' }, 'name', addressMessages.nameRequired],
    ['a street of spaces', { ...home, street: ' ' }, 'street', addressMessages.streetRequired],
    ['a city of spaces', { ...home, city: '  ' }, 'city', addressMessages.cityRequired],
    ['a phone shorter than 8', { ...home, phone: '0'.repeat(PHONE_MIN_LENGTH - 1) }, 'phone', ''],
    [
      'a phone of spaces around too few digits',
      { ...home, phone: '  0803123  ' },
      'phone',
      addressMessages.phoneTooShort,
    ],
    ['a street that is too long', { ...home, street: 'x'.repeat(ADDRESS_MAX_LENGTH.street + 1) }, 'street', ''],
    ["a state that is not one of Nigeria's", { ...home, state: 'Abuja' }, 'state', ''],
    ['a missing name', { street: home.street, city: home.city, state: home.state, phone: home.phone }, 'name', ''],
    ['a missing phone', { name: home.name, street: home.street, city: home.city, state: home.state }, 'phone', ''],
    ['an unknown field', { ...home, landmark: 'By the bank' }, 'landmark', ''],
  ]

  for (const [title, body, field, message] of refusals) {
    it(`refuses ${title} with 400 naming ${field}, and saves nothing`, async () => {
      const user = await freshShopper()
      const before = await databaseFingerprint(testApp.database)
      const response = await create(user.token, body)
      expect(response.statusCode, response.body).toBe(400)
      expect(firstError(response)?.field).toBe(field)
      if (message) expect(firstError(response)?.message).toBe(message)
      expect(await databaseFingerprint(testApp.database)).toEqual(before)
    })
  }

  it("takes exactly Nigeria's 36 states and the FCT, as the contract lists them", async () => {
    const schema = findOperation('createAddress').body?.schema as { properties: { state: { enum: string[] } } }
    expect(schema.properties.state.enum).toEqual([...NIGERIAN_STATES])
    const user = await freshShopper()
    expect(await created(user.token, { ...home, state: 'Akwa Ibom' })).toMatchObject({ state: 'Akwa Ibom' })
  })
})

describe('how many addresses a shopper keeps', () => {
  it(`refuses the address after the ${MAX_ADDRESSES}th with 409 and saves nothing`, async () => {
    const user = await freshShopper()
    for (let index = 0; index < MAX_ADDRESSES; index += 1)
      await created(user.token, { ...home, street: `${index + 1} Allen Avenue` })
    const before = await databaseFingerprint(testApp.database)
    const response = await create(user.token, home)
    expect(response.statusCode, response.body).toBe(409)
    expect(firstError(response)?.message).toBe(addressMessages.tooMany)
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
    expect(await list(user.token)).toHaveLength(MAX_ADDRESSES)
  })

  it('never passes the cap when many adds race', async () => {
    const user = await freshShopper()
    const responses = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, index) =>
        create(user.token, { ...home, street: `${index + 1} Allen Avenue` }),
      ),
    )
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_ADDRESSES)
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5)
    expect(await list(user.token)).toHaveLength(MAX_ADDRESSES)
  })

  it('makes room again when one is deleted', async () => {
    const user = await freshShopper()
    const addresses = []
    for (let index = 0; index < MAX_ADDRESSES; index += 1)
      addresses.push(await created(user.token, { ...home, street: `${index + 1} Allen Avenue` }))
    expect((await deleteAddress(user.token, addresses[0]!._id)).statusCode).toBe(200)
    await created(user.token, office)
  })

  it("counts each shopper's addresses on their own", async () => {
    const user = await freshShopper()
    for (let index = 0; index < MAX_ADDRESSES; index += 1) await created(user.token, home)
    const other = await freshShopper()
    await created(other.token, home)
  })
})

describe('changing an address', () => {
  it('changes the fields given, keeps the others, and answers the address', async () => {
    const user = await freshShopper()
    const address = await created(user.token, home)
    const response = await update(user.token, { _id: address._id, city: 'Yaba', phone: '08099999999' })
    expect(response.statusCode, response.body).toBe(200)
    const changed = { ...address, city: 'Yaba', phone: '08099999999' }
    expect(response.json<{ data: Address }>().data).toEqual(changed)
    expect(await list(user.token)).toEqual([changed])
  })

  it('clears the pincode when it is sent as null', async () => {
    const user = await freshShopper()
    const address = await created(user.token, office)
    const response = await update(user.token, { _id: address._id, pincode: null })
    expect(response.json<{ data: Address }>().data.pincode).toBeNull()
  })

  it('refuses a change that breaks a rule with 400 and changes nothing', async () => {
    const user = await freshShopper()
    const address = await created(user.token, home)
    const before = await databaseFingerprint(testApp.database)
    const response = await update(user.token, { _id: address._id, phone: '  0803123  ' })
    expect(response.statusCode, response.body).toBe(400)
    expect(firstError(response)).toEqual({ message: addressMessages.phoneTooShort, field: 'phone' })
    const spaces = await update(user.token, { _id: address._id, name: '  ' })
    expect(firstError(spaces)).toEqual({ message: addressMessages.nameRequired, field: 'name' })
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
  })

  it('refuses a change with no field besides the id', async () => {
    const user = await freshShopper()
    const address = await created(user.token, home)
    expect((await update(user.token, { _id: address._id })).statusCode).toBe(400)
  })

  it('answers 404 for an id the shopper has no address under', async () => {
    const user = await freshShopper()
    const response = await update(user.token, { _id: '65a1f0c2e4b0a1b2c3d4e5f6', city: 'Yaba' })
    expect(response.statusCode, response.body).toBe(404)
    expect(firstError(response)?.message).toBe(addressMessages.notFound)
  })
})

describe('deleting an address (both paths of spec §7)', () => {
  it('api/address/{id} removes it and answers its id', async () => {
    const user = await freshShopper()
    const kept = await created(user.token, office)
    const address = await created(user.token, home)
    const response = await deleteAddress(user.token, address._id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { _id: address._id } })
    expect(await list(user.token)).toEqual([kept])
  })

  it('/api/user/address/{id} removes it and answers the addresses that remain as addressList', async () => {
    const user = await freshShopper()
    const first = await created(user.token, home)
    const second = await created(user.token, office)
    const third = await created(user.token, { ...home, city: 'Surulere' })
    const response = await deleteUserAddress(user.token, second._id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { addressList: [third, first] } })
  })

  it('answers 404 for an address already deleted, on either path', async () => {
    const user = await freshShopper()
    const address = await created(user.token, home)
    await deleteAddress(user.token, address._id)
    expect((await deleteAddress(user.token, address._id)).statusCode).toBe(404)
    expect((await deleteUserAddress(user.token, address._id)).statusCode).toBe(404)
  })
})

describe("one shopper's addresses are theirs alone (spec §6)", () => {
  it("answers 404 to every call on another shopper's address and changes nothing", async () => {
    const owner = await freshShopper()
    const intruder = await freshShopper()
    const address = await created(owner.token, home)
    const before = await databaseFingerprint(testApp.database)
    for (const response of [
      await update(intruder.token, { _id: address._id, city: 'Yaba' }),
      await deleteAddress(intruder.token, address._id),
      await deleteUserAddress(intruder.token, address._id),
    ]) {
      expect(response.statusCode, response.body).toBe(404)
    }
    expect(await list(intruder.token)).toEqual([])
    expect(await databaseFingerprint(testApp.database)).toEqual(before)
    expect(await list(owner.token)).toEqual([address])
  })

  it('asks for sign-in (401) on every address call', async () => {
    const id = '65a1f0c2e4b0a1b2c3d4e5f6'
    for (const response of [
      await call('GET', '/api/address', null),
      await call('POST', '/api/address', null, home),
      await call('PATCH', '/api/address', null, { _id: id, city: 'Yaba' }),
      await call('DELETE', `/api/address/${id}`, null),
      await call('DELETE', `/api/user/address/${id}`, null),
    ]) {
      expect(response.statusCode, response.body).toBe(401)
    }
  })
})
