import { memoryStorage } from './memory-storage'
import { describe, expect, it } from 'vitest'
import {
  clearStoredSession,
  readSession,
  SESSION_STORAGE_KEYS,
  writeSession,
  type StorageLike,
} from './session-storage'

const ada = { email: 'ada@example.com', firstName: 'Ada' }

describe('the session in local storage', () => {
  it('uses the spec keys token, isAuth, user and vendorId', () => {
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual(['token', 'isAuth', 'user', 'vendorId'])
  })

  it('stores the token, isAuth, the user as JSON and the vendorId when there is one', () => {
    const storage = memoryStorage()
    writeSession(storage, { token: 't-1', user: { ...ada, vendorId: 'vendor-7' }, vendorId: 'vendor-7' })
    expect(storage.items.get('token')).toBe('t-1')
    expect(storage.items.get('isAuth')).toBe('true')
    expect(JSON.parse(storage.items.get('user')!)).toEqual({ ...ada, vendorId: 'vendor-7' })
    expect(storage.items.get('vendorId')).toBe('vendor-7')
  })

  it('drops a stale vendorId when the new session has none', () => {
    const storage = memoryStorage({ vendorId: 'vendor-7' })
    writeSession(storage, { token: 't-2', user: ada })
    expect(storage.items.has('vendorId')).toBe(false)
  })

  it('reads back what it stored', () => {
    const storage = memoryStorage()
    writeSession(storage, { token: 't-1', user: ada })
    expect(readSession(storage)).toEqual({ token: 't-1', user: ada })
  })

  it('reads no session when the token or the user is missing', () => {
    expect(readSession(memoryStorage({ token: 't-1' }))).toBeNull()
    expect(readSession(memoryStorage({ user: JSON.stringify(ada) }))).toBeNull()
    expect(readSession(null)).toBeNull()
  })

  it('reads no session from a user that is not JSON or has no email', () => {
    expect(readSession(memoryStorage({ token: 't-1', user: '{not json' }))).toBeNull()
    expect(readSession(memoryStorage({ token: 't-1', user: JSON.stringify({ firstName: 'Ada' }) }))).toBeNull()
    expect(readSession(memoryStorage({ token: 't-1', user: 'null' }))).toBeNull()
  })

  it("clears the session keys and the shopper's availability requests on logout, and keeps the device's list layout", () => {
    const storage = memoryStorage({ listDisplayType: 'product-row', productData: '[{"productId":"p1","timestamp":1}]' })
    writeSession(storage, { token: 't-1', user: { ...ada, vendorId: 'v' }, vendorId: 'v' })
    clearStoredSession(storage)
    expect([...storage.items.keys()].sort()).toEqual(['listDisplayType'])
  })

  it('survives storage that throws (blocked or full)', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(readSession(broken)).toBeNull()
    expect(() => writeSession(broken, { token: 't', user: ada })).not.toThrow()
    expect(() => clearStoredSession(broken)).not.toThrow()
  })
})
