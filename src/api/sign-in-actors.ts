// The sign-in call (spec §7 users) and the sign-in machine's slots, for /login and the sign-in modal's providers.
// Apart from the session's (./account-actors), which every page runs, so that only the pages and buttons with the form
// download it.
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { SignInCredentials } from '@machines/sign-in/sign-in.machine'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { toSession } from './account-actors'
import { sendOtp, type OtpRequest } from './send-otp'

/** POST api/users/signin: with an email and password, or a Google or Apple ID token. */
export async function signIn(credentials: SignInCredentials, { signal, client = api }: CallOptions = {}) {
  return toSession((await unwrap(client.POST('/api/users/signin', { body: credentials, signal }))).data)
}

/** Slots of machines/sign-in. */
export function signInActors(client?: Api) {
  return {
    signIn: fromPromise<Session, SignInCredentials>(({ input, signal }) => signIn(input, { signal, client })),
    sendOtp: fromPromise<void, OtpRequest>(({ input, signal }) => sendOtp(input, { signal, client })),
  }
}
