// The users calls over the typed client and the session machine's slot: each call resolves with what the machine
// expects or rejects with an ApiError carrying the server's first message. The sign-in, sign-up and verification
// pages' slots are in ./account-form-actors, which only those pages download.
import { fromPromise } from 'xstate'
import type { AccountUser, Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import type { RequestBody, Schema, Session as ApiSession, User as ApiUser } from '@/domain/contract'
import { api as defaultApi, type Api } from './client'
import { unwrap } from './errors'

type OtpRequest = RequestBody<'sendOtp'>
type OtpCheck = RequestBody<'verifyOtp'>

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

export interface AccountApi {
  signIn: (credentials: SignInCredentials) => Promise<Session>
  signUp: (request: SignUpRequest) => Promise<Session>
  sendOtp: (input: OtpRequest) => Promise<void>
  verifyOtp: (input: OtpCheck) => Promise<void>
  refreshToken: () => Promise<Session>
}

/** spec §7 users calls over one client; the bearer token comes from storage through the client's middleware. */
export function accountApi(client: Api = defaultApi): AccountApi {
  return {
    signIn: async (credentials) =>
      toSession((await unwrap(client.POST('/api/users/signin', { body: credentials }))).data),
    signUp: async (request) => toSession((await unwrap(client.POST('/api/users/signup', { body: request }))).data),
    sendOtp: async ({ email }) => {
      await unwrap(client.POST('/api/users/sendOtp', { body: { email } }))
    },
    // The reply carries a fresh session too, but the OTP machine refreshes the token itself next.
    verifyOtp: async ({ email, otp }) => {
      await unwrap(client.POST('/api/users/verifyOtp', { body: { email, otp } }))
    },
    refreshToken: async () => toSession((await unwrap(client.GET('/api/users/refreshToken'))).data),
  }
}

/** Slots of machines/session (storage is the app's: readStoredSession is provided by the session provider). */
export function sessionActors(calls: AccountApi = accountApi()) {
  return { refreshToken: fromPromise<Session>(() => calls.refreshToken()) }
}

export type IdentityConfig = Schema<'IdentityConfig'>

export type IdentityProviderName = Schema<'IdentityProviderName'>

/** GET /api/identity/config and POST /api/identity/sandbox/token: how the Google and Apple buttons get a token. */
export function identityApi(client: Api = defaultApi) {
  return {
    config: async (): Promise<IdentityConfig> => (await unwrap(client.GET('/api/identity/config'))).data,
    sandboxToken: async (input: RequestBody<'issueSandboxIdentityToken'>): Promise<string> =>
      (await unwrap(client.POST('/api/identity/sandbox/token', { body: input }))).data.idToken,
  }
}

export type IdentityApi = ReturnType<typeof identityApi>
