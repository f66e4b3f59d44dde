// The sign-in, sign-up and verification calls (spec §7 users) and their machines' slots: apart from the session's
// (./account-actors), which every page runs, so that only the pages and buttons with those forms download them.
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import type { RequestBody } from '@/domain/contract'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { refreshToken, toSession } from './account-actors'

type OtpRequest = RequestBody<'sendOtp'>
type OtpCheck = RequestBody<'verifyOtp'>

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

export function signInActors(client?: Api) {
  return {
    signIn: fromPromise<Session, SignInCredentials>(({ input, signal }) => signIn(input, { signal, client })),
    sendOtp: fromPromise<void, OtpRequest>(({ input, signal }) => sendOtp(input, { signal, client })),
  }
}

export function signUpActors(client?: Api) {
  return { signUp: fromPromise<Session, SignUpRequest>(({ input, signal }) => signUp(input, { signal, client })) }
}

export function otpActors(client?: Api) {
  return {
    verifyOtp: fromPromise<void, { email: string; otp: string }>(({ input, signal }) =>
      verifyOtp(input, { signal, client }),
    ),
    refreshToken: fromPromise<Session>(({ signal }) => refreshToken({ signal, client })),
    sendOtp: fromPromise<void, OtpRequest>(({ input, signal }) => sendOtp(input, { signal, client })),
  }
}
