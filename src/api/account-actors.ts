// The session's call over the typed client (every page refreshes a stored session) and the session machine's slot; the
// API's user as the store keeps it. The sign-in, sign-up and verification calls (./sign-in-actors, ./sign-up-actors,
// ./otp-actors, ./send-otp) and the identity sandbox's (./identity-actors) are modules of their own, which only the
// pages and buttons that use them download.
import { fromPromise } from 'xstate'
import type { AccountUser, Session } from '@/domain/account'
import type { Schema, Session as ApiSession, User as ApiUser } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { ApiError, unwrap } from './errors'

// The API says whether verification is pending with a boolean (the code itself only goes out by email);
// the store's user keeps the field truthy while pending, which is all its rules read (spec §3).
const PENDING_VERIFICATION = 'pending'

/** The API's user as the store keeps it: every field passes through, nulls become absent where the store expects. */
export function toAccountUser(user: ApiUser): AccountUser {
  const { referralCode, verificationCode, ...rest } = user
  return {
    ...rest,
    ...(referralCode ? { referralCode } : {}),
    verificationCode: verificationCode ? PENDING_VERIFICATION : null,
  }
}

export function toSession(session: ApiSession): Session {
  return { token: session.token, user: toAccountUser(session.user) }
}

/** GET api/users/refreshToken: the session of the refresh cookie (which the browser sends), with a fresh token. */
export async function refreshToken({ signal, client = api }: CallOptions = {}): Promise<Session> {
  return toSession((await unwrap(client.GET('/api/users/refreshToken', { signal }))).data)
}

/** What a renewal tells the session (machines/session): the renewed session, or that the server refused it. */
export type SessionRenewal = { type: 'session.refreshed'; session: Session } | { type: 'session.refused' }

/**
 * The API client's token refresher (./client registerTokenRefresher): refreshes, tells the session what came back,
 * and hands the new token to the call that waited for it; null once the server refused (the shopper is signed out).
 * A failure to reach the server is thrown: the session stays, and the call fails as calls do offline.
 */
export async function renewSession(
  tell: (renewal: SessionRenewal) => void,
  options: CallOptions = {},
): Promise<string | null> {
  try {
    const session = await refreshToken(options)
    tell({ type: 'session.refreshed', session })
    return session.token
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    tell({ type: 'session.refused' })
    return null
  }
}

/** Slots of machines/session (storage is the app's: readStoredSession is provided by the session provider). */
export function sessionActors(client?: Api) {
  return { refreshToken: fromPromise<Session>(({ signal }) => refreshToken({ signal, client })) }
}

export type IdentityConfig = Schema<'IdentityConfig'>

export type IdentityProviderName = Schema<'IdentityProviderName'>
