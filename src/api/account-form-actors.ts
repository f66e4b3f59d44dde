// The sign-in, sign-up and verification machines' API slots (spec §7 users calls, ./account-actors): apart from the
// session's, which every page runs, so that only the pages with those forms download them.
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import type { RequestBody } from '@/domain/contract'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import { accountApi, type AccountApi } from './account-actors'

type OtpRequest = RequestBody<'sendOtp'>

export function signInActors(calls: AccountApi = accountApi()) {
  return {
    signIn: fromPromise<Session, SignInCredentials>(({ input }) => calls.signIn(input)),
    sendOtp: fromPromise<void, OtpRequest>(({ input }) => calls.sendOtp(input)),
  }
}

export function signUpActors(calls: AccountApi = accountApi()) {
  return { signUp: fromPromise<Session, SignUpRequest>(({ input }) => calls.signUp(input)) }
}

export function otpActors(calls: AccountApi = accountApi()) {
  return {
    verifyOtp: fromPromise<void, { email: string; otp: string }>(({ input }) => calls.verifyOtp(input)),
    refreshToken: fromPromise<Session>(() => calls.refreshToken()),
    sendOtp: fromPromise<void, OtpRequest>(({ input }) => calls.sendOtp(input)),
  }
}
