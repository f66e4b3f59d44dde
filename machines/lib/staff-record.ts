// The states of a staff page of one record (an order, a swap request): loaded, offered again when it could not be,
// not found, not for this reader, shown with what staff may do, and loaded again when someone else acted first. The
// machine declares the actions these name (`setError`, `setConflict`, and its own `loaded`) and spreads
// `staffPageGuards` (staff-calls.ts) into its guards; it adds the states its actions lead to, with its own names.
import { failedInto } from './load-failed'
import { errorOf } from './staff-calls'

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
    // Passed through at once: to the record the server drew the page with (docs/adr/0050, the machine's `isDrawn`), or
    // to loading it.
    opening: { always: [{ guard: 'isDrawn', target: 'viewing' }, { target: 'loading' }] },
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
