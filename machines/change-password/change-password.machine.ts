// Changing the password on /profile/account (docs/adr/0025): the current password, the new one by the sign-up rules,
// typed twice; the server's refusal shown under the field it names, or under the form. This device stays signed in;
// the server signs out the others, and the toast says so. The form is emptied once the password has changed.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { hasErrors, type FieldErrors } from '@/domain/account-forms'
import { PASSWORD_CHANGED, validateChangePassword, type ChangePasswordForm } from '@/domain/account-recovery'
import type { RequestBody } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export type ChangePasswordField = keyof ChangePasswordForm
export type ChangePasswordRequest = RequestBody<'changePassword'>

export interface ChangePasswordContext extends ChangePasswordForm {
  errors: FieldErrors<ChangePasswordField>
  /** The server's first message when it names no field of the form (spec §8). */
  serverError: string | null
}

export type ChangePasswordEvent =
  { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' }

const FIELDS: readonly string[] = ['currentPassword', 'password', 'confirmPassword'] satisfies ChangePasswordField[]

/** The form's field the server's first error names (its `field`), if any. */
export function refusedField(error: unknown): ChangePasswordField | undefined {
  if (typeof error !== 'object' || error === null || !('messages' in error) || !Array.isArray(error.messages)) {
    return undefined
  }
  const field: unknown = (error.messages[0] as { field?: unknown } | undefined)?.field
  return typeof field === 'string' && FIELDS.includes(field) ? (field as ChangePasswordField) : undefined
}

const emptyForm: ChangePasswordContext = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
  errors: {},
  serverError: null,
}

/** What the form answers while it can be edited: before the first try, after a refusal and after a change. */
const editableForm = {
  'field.change': { actions: 'changeField' },
  'form.submit': [{ guard: 'isFormValid', target: '#changePassword.submitting' }, { actions: 'showFieldErrors' }],
} as const

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    // POST api/users/changePassword
    changePassword: fromPromise<void, ChangePasswordRequest>(notProvided('changePassword')),
  },
  actions: {
    ...baseActions,
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const { [event.field]: _fixed, ...errors } = context.errors
      return { [event.field]: event.value, errors, serverError: null }
    }),
    showFieldErrors: assign({ errors: ({ context }) => validateChangePassword(context) }),
    clearErrors: assign({ errors: {}, serverError: null }),
    showRefusal: assign((_, { error }: { error: unknown }) => {
      const field = refusedField(error)
      return field ? { errors: { [field]: firstMessage(error) } } : { serverError: firstMessage(error) }
    }),
    clearForm: assign(emptyForm),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateChangePassword(context)),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'idle',
  context: emptyForm,
  states: {
    idle: { on: editableForm },
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, password: context.password }),
        onDone: {
          target: 'changed',
          actions: ['clearForm', { type: 'notify', params: { kind: 'success', message: PASSWORD_CHANGED } }],
        },
        onError: {
          target: 'refused',
          actions: [
            { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    refused: { on: editableForm },
    changed: { on: editableForm },
  },
})
