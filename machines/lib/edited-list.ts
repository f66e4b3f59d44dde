// The states of a staff list the owner edits (the promos, the categories): loaded, offered again when it could not be,
// not for this reader (the server's words), and shown, empty or listed. The machine declares `setMessage`, `isEmpty` and
// `isKnown` (its list is the one the server drew the page with, docs/adr/0050), starts in `opening` and spreads
// `staffPageGuards` (staff-calls.ts) into its guards; it adds `empty`, `listed` and its dialogs.
import { errorOf } from './staff-calls'

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
    // Passed through at once: to the list the server drew the page with (the machine's `isKnown`), or to loading it.
    opening: { always: [{ guard: 'isKnown', target: 'shown' }, { target: 'loading' }] },
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
