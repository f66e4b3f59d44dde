// How the staff pages' machines take a failed call: told apart by its status (not staff: 403; no such record: 404, or an
// id that is not one: 400; someone else acted first: 409), and said in a toast or kept in the open dialog. A machine
// spreads `staffPageGuards` into its setup()'s guards and declares the actions these name (`setSubmitError`; `logFailure`
// and `notify` are base-actions.ts'). The states built from them: staff-record.ts (a page of one record) and
// edited-list.ts (a list the owner edits).
import { firstMessage } from '@/domain/account'
import { hasStatus } from './error-status'

type ErrorEvent = { event: { error: unknown } }
type ErrorParams = { error: unknown }

/** A failed call's error, as the params of a guard or an action. */
export const errorOf = ({ event }: ErrorEvent) => ({ error: event.error })

/** The guards a staff page's machine decides a failed call by. */
export const staffPageGuards = {
  isConflict: (_: unknown, { error }: ErrorParams) => hasStatus(error, 409),
  isForbidden: (_: unknown, { error }: ErrorParams) => hasStatus(error, 403),
  // 400: the address's id is not a record's id at all.
  isMissing: (_: unknown, { error }: ErrorParams) => hasStatus(error, 404) || hasStatus(error, 400),
}

/** A refusal said in a toast (an action with no dialog, or a confirmed one), logged. */
export const toastRefusal = [
  { type: 'logFailure', params: errorOf },
  {
    type: 'notify',
    params: ({ event }: ErrorEvent) => ({ kind: 'error' as const, message: firstMessage(event.error) }),
  },
] as const

/** A refusal said in the open dialog (the machine's `setSubmitError`), logged; what was typed stays. */
export const dialogRefusal = [
  { type: 'logFailure', params: errorOf },
  { type: 'setSubmitError', params: errorOf },
] as const
