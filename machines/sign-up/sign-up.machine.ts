// Creating an account (spec §2 Sign Up, §4 Auth, §5 Signup, §8): validate, submit, greet, store the session,
// then send the new user to /verification when the server asks for it, else home.
import { assign, fromPromise, setup } from 'xstate'
import {
  firstMessage,
  greetingName,
  hasPendingVerification,
  signedUpMessage,
  type AccountUser,
  type Session,
} from '@/domain/account'
import {
  hasErrors,
  toSignUpRequest,
  validateSignUp,
  type FieldErrors,
  type SignUpForm,
  type SignUpRequest,
} from '@/domain/account-forms'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { unverifiedActions } from '../lib/unverified'
import { notProvided } from '../lib/not-provided'

export interface SignUpContext extends SignUpForm {
  errors: FieldErrors<keyof SignUpForm>
  /** The first server message, shown under the form (spec §8). */
  serverError: string | null
  request: SignUpRequest | null
}

type TextField = Exclude<keyof SignUpForm, 'acceptTerms'>

export type SignUpEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'field.change'; field: 'acceptTerms'; value: boolean }
  | { type: 'form.submit' }

// The response may leave out the name it was sent; greet with what the user typed in that case.
function newUserName(user: AccountUser, request: SignUpRequest | null): string {
  return greetingName({
    email: user.email ?? request?.email ?? '',
    firstName: user.firstName || request?.firstName,
  })
}

/** What the form answers while it can be edited: before the first try and after a refusal. */
const editableForm = {
  'field.change': { actions: 'changeField' },
  'form.submit': [
    { guard: 'isFormValid', target: 'submitting', actions: 'submitForm' },
    { actions: 'showFieldErrors' },
  ],
} as const

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    tags: {} as 'loading',
  },
  actors: {
    // POST api/users/signup
    signUp: fromPromise<Session, SignUpRequest>(notProvided('signUp')),
  },
  actions: {
    ...baseActions,
    ...unverifiedActions<SignUpContext, SignUpEvent>(),
    storeSession: (_, _session: Session) => notProvided('storeSession')(),
    showServerError: assign((_, params: { error: unknown }) => ({ serverError: firstMessage(params.error) })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { [event.field]: event.value, errors }
    }),
    showFieldErrors: assign({ errors: ({ context }) => validateSignUp(context) }),
    submitForm: assign({
      request: ({ context }) => toSignUpRequest(context),
      errors: {},
      serverError: null,
    }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateSignUp(context)),
    hasVerificationCode: (_, params: { user: AccountUser }) => hasPendingVerification(params.user),
  },
}).createMachine({
  id: 'signUp',
  initial: 'idle',
  context: {
    email: '',
    password: '',
    fullName: '',
    referralCode: '',
    acceptTerms: false,
    errors: {},
    serverError: null,
    request: null,
  },
  states: {
    idle: {
      on: editableForm,
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'hasVerificationCode', params: ({ event }) => ({ user: event.output.user }) },
            target: 'success',
            // Stored first: the shopper reaches /verification signed in, as its guard asks.
            actions: [
              { type: 'storeSession', params: ({ event }) => event.output },
              {
                type: 'toVerification',
                params: ({ context, event }) => ({
                  kind: 'success',
                  message: signedUpMessage(newUserName(event.output.user, context.request)),
                }),
              },
            ],
          },
          {
            target: 'success',
            actions: [
              {
                type: 'notify',
                params: ({ context, event }) => ({
                  kind: 'success',
                  message: signedUpMessage(newUserName(event.output.user, context.request)),
                }),
              },
              { type: 'storeSession', params: ({ event }) => event.output },
              { type: 'navigate', params: { to: pathTo('home') } },
            ],
          },
        ],
        // spec §4: the first message goes under the form and loading is cleared (leaving submitting).
        onError: {
          target: 'error',
          actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    error: {
      on: editableForm,
    },
    success: { type: 'final' },
  },
})
