// The verification call (spec §7 users) and the OTP machine's slots, for /verification only: checking the code, asking
// for another (./send-otp), and refreshing the session once verified (./account-actors).
import { fromPromise } from 'xstate'
import type { Session } from '@/domain/account'
import type { RequestBody } from '@/domain/contract'
import { api, type Api, type CallOptions } from './client'
import { unwrap } from './errors'
import { refreshToken } from './account-actors'
import { sendOtp, type OtpRequest } from './send-otp'

type OtpCheck = RequestBody<'verifyOtp'>

/** POST api/users/verifyOtp. The reply carries a fresh session too, but the OTP machine refreshes the token next. */
export async function verifyOtp({ email, otp }: OtpCheck, { signal, client = api }: CallOptions = {}): Promise<void> {
  await unwrap(client.POST('/api/users/verifyOtp', { body: { email, otp }, signal }))
}

/** Slots of machines/otp. */
export function otpActors(client?: Api) {
  return {
    verifyOtp: fromPromise<void, { email: string; otp: string }>(({ input, signal }) =>
      verifyOtp(input, { signal, client }),
    ),
    refreshToken: fromPromise<Session>(({ signal }) => refreshToken({ signal, client })),
    sendOtp: fromPromise<void, OtpRequest>(({ input, signal }) => sendOtp(input, { signal, client })),
  }
}
