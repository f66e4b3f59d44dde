// The users calls over the typed client and the session machine's slot: each call resolves with what the machine
// expects or rejects with an ApiError carrying the server's first message. The sign-in, sign-up and verification
// pages' slots are in ./account-form-actors, which only those pages download.
import { fromPromise } from 'xstate'
import type { AccountUser, Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import type { RequestBody, Schema, Session as ApiSession, User as ApiUser } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
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

/** POST api/users/signin: with an email and password, or a Google or Apple ID token. */
export async function signIn(credentials: SignInCredentials, { signal, client = api }: CallOptions = {}) {
  return toSession((await unwrap(client.POST('/api/users/signin', { body: credentials, signal }))).data)
}

/** POST api/users/signup. */
export async function signUp(request: SignUpRequest, { signal, client = api }: CallOptions = {}) {
  return toSession((await unwrap(client.POST('/api/users/signup', { body: request, signal }))).data)
}

/** POST api/users/sendOtp: the code goes out by email. */
export async function sendOtp({ email }: OtpRequest, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.POST('/api/users/sendOtp', { body: { email }, signal }))
}

/** POST api/users/verifyOtp. The reply carries a fresh session too, but the OTP machine refreshes the token next. */
export async function verifyOtp({ email, otp }: OtpCheck, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.POST('/api/users/verifyOtp', { body: { email, otp }, signal }))
}

/** GET api/users/refreshToken: the stored token's session, refreshed (the bearer token comes from storage). */
export async function refreshToken({ signal, client = api }: CallOptions = {}): Promise<Session> {
  return toSession((await unwrap(client.GET('/api/users/refreshToken', { signal }))).data)
}

/** Slots of machines/session (storage is the app's: readStoredSession is provided by the session provider). */
export function sessionActors(client?: Api) {
  return { refreshToken: fromPromise<Session>(({ signal }) => refreshToken({ signal, client })) }
}

export type IdentityConfig = Schema<'IdentityConfig'>

export type IdentityProviderName = Schema<'IdentityProviderName'>

/** GET api/identity/config: how the Google and Apple buttons get a token. */
export async function getIdentityConfig({ signal, client = api }: CallOptions = {}): Promise<IdentityConfig> {
  return (await unwrap(client.GET('/api/identity/config', { signal }))).data
}

/** POST api/identity/sandbox/token: an ID token from the sandbox's chooser. */
export async function issueSandboxIdentityToken(
  input: RequestBody<'issueSandboxIdentityToken'>,
  { signal, client = api }: CallOptions = {},
): Promise<string> {
  return (await unwrap(client.POST('/api/identity/sandbox/token', { body: input, signal }))).data.idToken
}
