// Signing in with email and password, a Google credential or an Apple token (spec §2 Login, §4 Auth, §5, §8):
// validate, submit, store the session, then send an unverified user to /verification and everyone else on.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage, hasPendingVerification, OTP_SENT, type AccountUser, type Session } from '@/domain/account'
import { hasErrors, validateSignIn, type FieldErrors, type SignInForm } from '@/domain/account-forms'
import type { RequestBody } from '@/domain/contract'
import { matchRoute, pathTo, type RouteName } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { unverifiedActions } from '../lib/unverified'
import { notProvided } from '../lib/not-provided'

/** The body of POST api/users/signin: one of the three ways in (spec §7). */
export type SignInCredentials = RequestBody<'signIn'>

export interface SignInInput {
  /** The route a guard sent the user away from (spec §2: passed along as state); defaults to /profile. */
  from?: string | null
}

export interface SignInContext extends SignInForm {
  errors: FieldErrors<keyof SignInForm>
  /** The first server message, shown under the form (spec §8). */
  serverError: string | null
  /** 'Keep me signed in' (spec §2 /login), sent with every way in: unticked, the session ends when the browser closes
   *  or after 2 hours without a refresh (docs/adr/0023). */
  keepSignedIn: boolean
  credentials: SignInCredentials | null
  session: Session | null
  from: string | null
}

export type SignInEvent =
  | { type: 'field.change'; field: keyof SignInForm; value: string }
  | { type: 'keepSignedIn.change'; checked: boolean }
  | { type: 'form.submit' }
  | { type: 'signIn.google'; oauthToken: string }
  | { type: 'signIn.apple'; appleToken: string }

const DEFAULT_DESTINATION = pathTo('profile')
// Going back to one of these after signing in would loop or make no sense.
const ACCOUNT_PAGES: readonly RouteName[] = ['login', 'signup', 'logout', 'verification']

function destination(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_DESTINATION
  const pathname = from.split(/[?#]/)[0] ?? ''
  return ACCOUNT_PAGES.includes(matchRoute(pathname).name) ? DEFAULT_DESTINATION : from
}

/** What the form answers while it can be edited: before the first try and after a refusal. */
const editableForm = {
  'field.change': { actions: 'changeField' },
  'keepSignedIn.change': { actions: 'changeKeepSignedIn' },
  'form.submit': [
    { guard: 'isFormValid', target: 'submitting', actions: 'submitForm' },
    { actions: 'showFieldErrors' },
  ],
  'signIn.google': { target: 'submitting', actions: 'submitGoogle' },
  'signIn.apple': { target: 'submitting', actions: 'submitApple' },
} as const

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    tags: {} as 'loading',
  },
  actors: {
    signIn: fromPromise<Session, SignInCredentials>(notProvided('signIn')),
    sendOtp: fromPromise<void, { email: string }>(notProvided('sendOtp')),
  },
  actions: {
    ...baseActions,
    ...unverifiedActions<SignInContext, SignInEvent>(),
    storeSession: (_, _session: Session) => notProvided('storeSession')(),
    rememberSession: assign((_, session: Session) => ({ session })),
    showServerError: assign((_, params: { error: unknown }) => ({ serverError: firstMessage(params.error) })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { [event.field]: event.value, errors }
    }),
    changeKeepSignedIn: assign(({ event }) =>
      event.type === 'keepSignedIn.change' ? { keepSignedIn: event.checked } : {},
    ),
    showFieldErrors: assign({ errors: ({ context }) => validateSignIn(context) }),
    submitForm: assign({
      credentials: ({ context }) => ({
        email: context.email.trim(),
        password: context.password,
        keepSignedIn: context.keepSignedIn,
      }),
      errors: {},
      serverError: null,
    }),
    submitGoogle: assign(({ context, event }) =>
      event.type === 'signIn.google'
        ? { credentials: { oauthToken: event.oauthToken, keepSignedIn: context.keepSignedIn }, serverError: null }
        : {},
    ),
    submitApple: assign(({ context, event }) =>
      event.type === 'signIn.apple'
        ? { credentials: { appleToken: event.appleToken, keepSignedIn: context.keepSignedIn }, serverError: null }
        : {},
    ),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateSignIn(context)),
    hasVerificationCode: (_, params: { user: AccountUser }) => hasPendingVerification(params.user),
    // spec §8: a failed Google sign-in is only logged, nothing is shown to the user.
    isGoogleSignIn: ({ context }) => context.credentials !== null && 'oauthToken' in context.credentials,
  },
  delays: {
    // spec §4: the OTP goes out 1 s after sign-in.
    otpDelay: 1000,
  },
}).createMachine({
  id: 'signIn',
  initial: 'idle',
  context: ({ input }) => ({
    email: '',
    password: '',
    errors: {},
    serverError: null,
    // Ticked unless the shopper unticks it; the sign-in modal's Google and Apple buttons keep it so.
    keepSignedIn: true,
    credentials: null,
    session: null,
    from: input?.from ?? null,
  }),
  states: {
    idle: {
      on: editableForm,
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.credentials!,
        onDone: [
          {
            guard: { type: 'hasVerificationCode', params: ({ event }) => ({ user: event.output.user }) },
            target: 'success.waitingToSendOtp',
            actions: [
              { type: 'rememberSession', params: ({ event }) => event.output },
              { type: 'storeSession', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'success.redirected',
            actions: [
              { type: 'rememberSession', params: ({ event }) => event.output },
              { type: 'storeSession', params: ({ event }) => event.output },
              { type: 'navigate', params: ({ context }) => ({ to: destination(context.from) }) },
            ],
          },
        ],
        onError: [
          { guard: 'isGoogleSignIn', target: 'idle' },
          {
            target: 'error',
            actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    error: {
      on: editableForm,
    },
    success: {
      initial: 'waitingToSendOtp',
      states: {
        waitingToSendOtp: {
          after: { otpDelay: 'sendingOtp' },
        },
        // The OTP settles before leaving so that a failure can still be shown; /verification offers
        // 'Resend code' either way.
        sendingOtp: {
          invoke: {
            id: 'sendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ email: context.session!.user.email }),
            onDone: {
              target: 'redirected',
              actions: { type: 'toVerification', params: { kind: 'success', message: OTP_SENT } },
            },
            onError: {
              target: 'redirected',
              actions: {
                type: 'toVerification',
                params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }),
              },
            },
          },
        },
        redirected: { type: 'final' },
      },
    },
  },
})
