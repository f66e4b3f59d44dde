// The session in local storage (spec §3 keys token, isAuth, user (JSON), vendorId): what the session
// machine's readStoredSession, persistSession and clearSession slots do in the browser.
import type { PersistedSession } from '@machines/session/session.machine'
import type { AccountUser, Session } from '@/domain/account'
import { AVAILABILITY_STORAGE_KEY } from '@/domain/availability-key'
import { TOKEN_STORAGE_KEY } from '@/api/client'

/** spec §3: the local storage keys of a session; the API client reads the token under the same key. */
export const SESSION_STORAGE_KEYS = {
  token: TOKEN_STORAGE_KEY,
  isAuth: 'isAuth',
  user: 'user',
  vendorId: 'vendorId',
} as const

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function isAccountUser(value: unknown): value is AccountUser {
  return typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string'
}

/** spec §4: a stored token and user mean signed in; anything unreadable means signed out. */
export function readSession(storage: StorageLike | null): Session | null {
  if (!storage) return null
  try {
    const token = storage.getItem(SESSION_STORAGE_KEYS.token)
    const raw = storage.getItem(SESSION_STORAGE_KEYS.user)
    if (!token || !raw) return null
    const user: unknown = JSON.parse(raw)
    return isAccountUser(user) ? { token, user } : null
  } catch {
    return null
  }
}

/** spec §4: sign-in stores token and user, and vendorId when present. */
export function writeSession(storage: StorageLike | null, session: PersistedSession): void {
  if (!storage) return
  try {
    storage.setItem(SESSION_STORAGE_KEYS.token, session.token)
    storage.setItem(SESSION_STORAGE_KEYS.isAuth, 'true')
    storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(session.user))
    if (session.vendorId) storage.setItem(SESSION_STORAGE_KEYS.vendorId, session.vendorId)
    else storage.removeItem(SESSION_STORAGE_KEYS.vendorId)
  } catch {
    // Storage can be full or blocked; the session still lives in memory for this page.
  }
}

/**
 * spec §2 Logout clears local storage: the session's keys and the shopper's availability requests (`productData`) go;
 * how this device lays out lists (listDisplayType) and a closed app promo stay, being the device's, not the
 * shopper's (ADR 0004).
 */
export function clearStoredSession(storage: StorageLike | null): void {
  if (!storage) return
  try {
    for (const key of [...Object.values(SESSION_STORAGE_KEYS), AVAILABILITY_STORAGE_KEY]) storage.removeItem(key)
  } catch {
    // Nothing stored can be read back either.
  }
}
