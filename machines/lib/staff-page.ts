// What the staff pages' machines share: how a failed call is told apart (not staff: 403; no such record: 404, or an id
// that is not one: 400; someone else acted first: 409), how a refusal is said (in a toast, or kept in the open dialog),
// and the states of a page of one record (an order, a swap request) or of a list the owner edits (the promos, the
// categories). A machine spreads `staffPageGuards` into its setup()'s guards and declares the actions these name
// (`setError` or `setMessage`, `setConflict`, `setSubmitError`; `logFailure` and `notify` are base-actions.ts'), and
// builds its states from these pieces, keeping its own state names and events.
import { firstMessage } from '@/domain/account'
import { hasStatus } from './error-status'
import { failedInto } from './load-failed'

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

/** A load that did not bring the record: not staff (403, the server's words kept), no such record, or a failure,
 *  logged and offered again. */
const recordLoadFailed = [
  { guard: { type: 'isForbidden', params: errorOf }, target: 'denied', actions: { type: 'setError', params: errorOf } },
  { guard: { type: 'isMissing', params: errorOf }, target: 'notFound' },
  failedInto('failed'),
] as const

/**
 * The states of a staff page of one record: `loading` it, `failed` (offered again by the `retry` event), `notFound`,
 * `denied`, `viewing` it with its `actions`, and after a conflict `refreshing` it and `refreshed` (the conflict said
 * over it, the same actions offered). `load` is the invoke that fetches the record, `loaded` the action that keeps it.
 * The page adds the states its actions lead to.
 */
export function recordStates<
  const Load extends { id: string; src: string; input: unknown },
  const Loaded,
  const Retry extends string,
  const Actions,
>({ load, loaded, retry, actions }: { load: Load; loaded: Loaded; retry: Retry; actions: Actions }) {
  const invoke = { ...load, onError: recordLoadFailed }
  return {
    loading: {
      tags: ['busy'],
      entry: { type: 'setError', params: { error: null } },
      invoke: { ...invoke, onDone: { target: 'viewing', actions: loaded } },
    },
    failed: { on: { [retry]: 'loading' } as Record<Retry, 'loading'> },
    // No such record: nothing to retry; the page leads back to its list.
    notFound: {},
    // Not staff (the route's guard already asked for a signed-in user): the server's words, nothing to retry.
    denied: {},
    viewing: { on: actions },
    // The record moved under this staff member's action: loaded again, with the conflict said over it.
    refreshing: { tags: ['busy'], invoke: { ...invoke, onDone: { target: 'refreshed', actions: loaded } } },
    refreshed: { on: actions },
  } as const
}

/** A conflict (409) on an action: the record loaded again (`#<machine>.refreshing`), the server's words kept, and
 *  whatever else the page does then (`also`: closing its dialog). */
export function conflicted<const Target extends string, const Also extends readonly unknown[]>(
  target: Target,
  ...also: Also
) {
  return {
    guard: { type: 'isConflict', params: errorOf },
    target,
    actions: [{ type: 'setConflict', params: errorOf }, ...also],
  } as const
}

/**
 * The states of a staff list the owner edits (the promos, the categories): `loading` it (`load`, kept by `listed`),
 * `failed` (offered again by `list.retry`), `denied` with the server's words (the machine's `setMessage`), and
 * `shown`, which goes on to `empty` or `listed` by the machine's `isEmpty`. The page adds those two and its dialogs.
 */
export function editedListStates<const Load extends { id: string; src: string }, const Listed>({
  load,
  listed,
}: {
  load: Load
  listed: Listed
}) {
  return {
    loading: {
      tags: ['busy'],
      invoke: {
        ...load,
        onDone: { target: 'shown', actions: listed },
        onError: [
          {
            guard: { type: 'isForbidden', params: errorOf },
            target: 'denied',
            actions: { type: 'setMessage', params: errorOf },
          },
          {
            target: 'failed',
            actions: [
              { type: 'setMessage', params: errorOf },
              { type: 'logFailure', params: errorOf },
            ],
          },
        ],
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    // Not staff: the server's words, nothing to retry.
    denied: {},
    shown: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'listed' }] },
  } as const
}
