// The sign-up call (spec §7 users) and the sign-up machine's slot, for /signup only.
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { SignUpRequest } from '@/domain/account-forms'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { toSession } from './account-actors'

/** POST api/users/signup. */
export async function signUp(request: SignUpRequest, { signal, client = api }: CallOptions = {}) {
  return toSession((await unwrap(client.POST('/api/users/signup', { body: request, signal }))).data)
}

/** Slots of machines/sign-up. */
export function signUpActors(client?: Api) {
  return { signUp: fromPromise<Session, SignUpRequest>(({ input, signal }) => signUp(input, { signal, client })) }
}
