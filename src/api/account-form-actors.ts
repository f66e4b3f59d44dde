// The sign-in, sign-up and verification machines' API slots (spec §7 users calls, ./account-actors): apart from the
// session's, which every page runs, so that only the pages with those forms download them.
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import type { RequestBody } from '@/domain/contract'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import type { Api } from './client'
import { refreshToken, sendOtp, signIn, signUp, verifyOtp } from './account-actors'

type OtpRequest = RequestBody<'sendOtp'>

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
