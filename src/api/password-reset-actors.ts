// The password reset calls (docs/adr/0025) and the forgot-password machine's slots, for /forgot-password only:
// asking for a code by email, and setting a new password with it.
import { fromPromise } from 'xstate'
import type { RequestBody } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'

export type ResetCodeRequest = RequestBody<'forgotPassword'>
export type PasswordResetRequest = RequestBody<'resetPassword'>

/** POST api/users/forgotPassword. The answer is the same whether or not an account uses the address. */
export async function forgotPassword(
  { email }: ResetCodeRequest,
  { signal, client = api }: CallOptions = {},
): Promise<void> {
  await unwrap(client.POST('/api/users/forgotPassword', { body: { email }, signal }))
}

/** POST api/users/resetPassword. A reset ends every session of the account; the shopper signs in again. */
export async function resetPassword(
  { email, code, password }: PasswordResetRequest,
  { signal, client = api }: CallOptions = {},
): Promise<void> {
  await unwrap(client.POST('/api/users/resetPassword', { body: { email, code, password }, signal }))
}

/** Slots of machines/forgot-password. */
export function passwordResetActors(client?: Api) {
  return {
    forgotPassword: fromPromise<void, ResetCodeRequest>(({ input, signal }) =>
      forgotPassword(input, { signal, client }),
    ),
    resetPassword: fromPromise<void, PasswordResetRequest>(({ input, signal }) =>
      resetPassword(input, { signal, client }),
    ),
  }
}
