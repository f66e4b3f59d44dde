// 'Forgot your password?' (docs/adr/0025): the shopper's email, a reset code sent to it, then the emailed 5-character
// code with a new password typed twice; once reset, every session has ended and the shopper signs in again at /login.
// The server answers the same whether or not an account uses the address, so the page never says either.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { emailError, hasErrors, type FieldErrors } from '@/domain/account-forms'
import {
  PASSWORD_RESET_DONE,
  resetCodeSentMessage,
  validatePasswordReset,
  type PasswordResetForm,
} from '@/domain/account-recovery'
import type { RequestBody } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type ForgotPasswordField = 'email' | keyof PasswordResetForm

export interface ForgotPasswordContext extends PasswordResetForm {
  email: string
  /** The address the code went to: step 2 names it, 'Send a new code' and the reset use it. */
  sentTo: string
  errors: FieldErrors<ForgotPasswordField>
  /** The server's first message when it names no field of the step, shown under the form (spec §8). */
  serverError: string | null
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: ForgotPasswordField; value: string }
  | { type: 'email.submit' }
  | { type: 'reset.submit' }
  | { type: 'code.resend' }
  /** 'Use a different email': back to step 1 with the address to edit. */
  | { type: 'email.edit' }

/** The field the server's first message names (ApiError's messages, read by shape: machines do not import the
 *  client), when it is one of `fields`. */
function fieldNamed<TField extends string>(error: unknown, fields: readonly TField[]): TField | undefined {
  if (typeof error !== 'object' || error === null || !('messages' in error) || !Array.isArray(error.messages)) return
  const first: unknown = error.messages[0]
  if (typeof first !== 'object' || first === null || !('field' in first)) return
  return fields.find((field) => field === first.field)
}

const RESET_FIELDS = ['code', 'password'] as const

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'loading',
  },
  actors: {
    // POST api/users/forgotPassword
    forgotPassword: fromPromise<void, RequestBody<'forgotPassword'>>(notProvided('forgotPassword')),
    // POST api/users/resetPassword
    resetPassword: fromPromise<void, RequestBody<'resetPassword'>>(notProvided('resetPassword')),
  },
  actions: {
    ...baseActions,
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { [event.field]: event.value, errors }
    }),
    showEmailError: assign(({ context }) => ({ errors: { email: emailError(context.email) } })),
    showResetErrors: assign(({ context }) => ({ errors: validatePasswordReset(context) })),
    startSending: assign({ errors: {}, serverError: null }),
    rememberSentTo: assign(({ context }) => ({ sentTo: context.email.trim() })),
    showServerError: assign((_, params: { error: unknown }) => ({ serverError: firstMessage(params.error) })),
    // A wrong or expired code is said by the code box, a refused password by the password's; anything else under
    // the form. Nothing typed is lost.
    showResetError: assign((_, params: { error: unknown }) => {
      const field = fieldNamed(params.error, RESET_FIELDS)
      const message = firstMessage(params.error)
      return field ? { errors: { [field]: message }, serverError: null } : { serverError: message }
    }),
    // A code sent to the other address is of no use for the new one.
    editEmail: assign({ code: '', errors: {}, serverError: null }),
  },
  guards: {
    isEmailValid: ({ context }) => emailError(context.email) === undefined,
    isResetValid: ({ context }) => !hasErrors(validatePasswordReset(context)),
  },
  delays: {
    // As after verifying (spec §4): the next page 1 s after the success message.
    redirect: 1000,
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'enteringEmail',
  context: { email: '', sentTo: '', code: '', password: '', confirmPassword: '', errors: {}, serverError: null },
  on: {
    'field.change': { actions: 'changeField' },
  },
  states: {
    enteringEmail: {
      on: {
        'email.submit': [
          { guard: 'isEmailValid', target: 'sending', actions: 'startSending' },
          { actions: 'showEmailError' },
        ],
      },
    },
    sending: {
      tags: ['loading'],
      on: { 'field.change': {} },
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'enteringCode', actions: 'rememberSentTo' },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    enteringCode: {
      on: {
        'reset.submit': [
          { guard: 'isResetValid', target: 'resetting', actions: 'startSending' },
          { actions: 'showResetErrors' },
        ],
        'code.resend': { target: 'resending', actions: 'startSending' },
        'email.edit': { target: 'enteringEmail', actions: 'editEmail' },
      },
    },
    // The shopper may keep typing while a new code is on its way.
    resending: {
      tags: ['loading'],
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.sentTo }),
        onDone: {
          target: 'enteringCode',
          actions: {
            type: 'notify',
            params: ({ context }) => ({ kind: 'success', message: resetCodeSentMessage(context.sentTo) }),
          },
        },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resetting: {
      tags: ['loading'],
      on: { 'field.change': {} },
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.sentTo, code: context.code, password: context.password }),
        onDone: {
          target: 'done',
          actions: { type: 'notify', params: { kind: 'success', message: PASSWORD_RESET_DONE } },
        },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showResetError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Every session of the account has ended (a signed-in shopper's too): signing in again is the way on.
    done: {
      on: { 'field.change': {} },
      after: {
        redirect: { target: 'redirected', actions: { type: 'navigate', params: { to: pathTo('login') } } },
      },
    },
    redirected: { type: 'final' },
  },
})
