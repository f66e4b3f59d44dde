// Email verification with a 5-character code (spec §2 Verification, §4 Auth, §5, §8): verify, refresh the
// session so the pending code is gone, thank the user and move on to /profile; 'Resend code' works once.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage, isVerificationCode, OTP_SENT, VERIFICATION_SUCCESS, type Session } from '@/domain/account'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface OtpInput {
  /** The signed-in user's email, where the code was sent. */
  email: string
}

export interface OtpContext {
  email: string
  code: string
  /** spec §2: 'Resend code' is shown once and disappears after one use. */
  resendUsed: boolean
}

export type OtpEvent =
  { type: 'code.change'; code: string } | { type: 'code.submit'; code: string } | { type: 'code.resend' }

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    tags: {} as 'loading',
  },
  actors: {
    // POST api/users/verifyOtp
    verifyOtp: fromPromise<void, { email: string; otp: string }>(notProvided('verifyOtp')),
    // GET api/users/refreshToken: the refreshed user no longer carries a verificationCode.
    refreshToken: fromPromise<Session>(notProvided('refreshToken')),
    // POST api/users/sendOtp
    sendOtp: fromPromise<void, { email: string }>(notProvided('sendOtp')),
  },
  actions: {
    ...baseActions,
    storeSession: (_, _session: Session) => notProvided('storeSession')(),
    changeCode: assign(({ event }) => (event.type === 'code.change' ? { code: event.code } : {})),
    clearCode: assign({ code: '' }),
    useResend: assign({ resendUsed: true }),
    giveResendBack: assign({ resendUsed: false }),
    acceptCode: assign(({ event }) => (event.type === 'code.submit' ? { code: event.code } : {})),
  },
  guards: {
    // spec §5: exactly 5 characters.
    isFiveCharacters: ({ event }) => event.type === 'code.submit' && isVerificationCode(event.code),
    canResend: ({ context }) => !context.resendUsed,
  },
  delays: {
    // spec §4: /profile 1 s after the success toast.
    redirect: 1000,
  },
}).createMachine({
  id: 'otp',
  initial: 'enteringCode',
  context: ({ input }) => ({ email: input.email, code: '', resendUsed: false }),
  states: {
    enteringCode: {
      on: {
        'code.change': { actions: 'changeCode' },
        // No fallback branch: a short code is simply not submittable, so `state.can` disables the button.
        'code.submit': { guard: 'isFiveCharacters', target: 'verifying', actions: 'acceptCode' },
        'code.resend': {
          guard: 'canResend',
          target: 'resending',
          actions: 'useResend',
        },
      },
    },
    verifying: {
      tags: ['loading'],
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ email: context.email, otp: context.code }),
        onDone: { target: 'refreshingToken' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
    // A refreshed session is what lets the route guards stop sending the user back here. If it cannot be
    // fetched the user stays on this page with the reason rather than bouncing between routes.
    refreshingToken: {
      tags: ['loading'],
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            'clearCode',
            { type: 'notify', params: { kind: 'success', message: VERIFICATION_SUCCESS } },
          ],
        },
        onError: {
          target: 'enteringCode',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
    redirecting: {
      after: {
        redirect: { target: 'verified', actions: { type: 'navigate', params: { to: pathTo('profile') } } },
      },
    },
    verified: { type: 'final' },
    resending: {
      on: {
        'code.change': { actions: 'changeCode' },
      },
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'notify', params: { kind: 'success', message: OTP_SENT } },
        },
        // Nothing was sent, so the one resend is given back.
        onError: {
          target: 'enteringCode',
          actions: [
            'giveResendBack',
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
          ],
        },
      },
    },
  },
})
