// POST api/users/sendOtp (spec §7 users): a code for the shopper's email, sent when an unverified shopper signs in and
// when they ask for another on /verification. A module of its own so that each of those pages downloads only this.
import type { RequestBody } from '@/domain/contract'
import { api, type CallOptions } from './client'
import { unwrap } from './errors'

export type OtpRequest = RequestBody<'sendOtp'>

/** The code goes out by email. */
export async function sendOtp({ email }: OtpRequest, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.POST('/api/users/sendOtp', { body: { email }, signal }))
}
