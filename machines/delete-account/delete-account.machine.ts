// 'Delete my account' on /profile/account (docs/adr/0026): a dialog says what happens and asks for the account's email,
// the button works only once it matches (any case, the server's rule: confirmsDeletion); a refusal (money in flight,
// a wallet balance to withdraw) is shown in the dialog. Once deleted, every session has ended on the server: the
// app's ends here too (`endSession`, the session's `session.ended`) and the shopper goes home.
import { assign, fromPromise, setup } from 'xstate'
import { firstMessage } from '@/domain/account'
import { ACCOUNT_DELETED, confirmsDeletion } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'
import type { EndedSession } from '../lib/notice'

export interface DeleteAccountContext {
  /** The signed-in account's email, which the shopper types to confirm. */
  accountEmail: string
  typed: string
  /** Why the server would not delete the account (spec §8: its first message). */
  refusal: string | null
}

export type DeleteAccountEvent =
  | { type: 'deletion.open' }
  | { type: 'deletion.close' }
  | { type: 'email.change'; value: string }
  | { type: 'deletion.confirm' }

/** What the dialog answers while the shopper types, before a try and after a refusal. */
const openDialog = {
  'deletion.close': { target: '#deleteAccount.closed', actions: 'reset' },
  'email.change': { actions: 'changeEmail' },
  'deletion.confirm': { guard: 'isConfirmed', target: '#deleteAccount.deleting' },
} as const

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    input: {} as { accountEmail: string },
  },
  actors: {
    // POST api/users/deleteAccount
    deleteAccount: fromPromise<void, { email: string }>(notProvided('deleteAccount')),
  },
  actions: {
    ...baseActions,
    /** Ends the app's session here, which the server has already ended, with this message and destination. */
    endSession: (_, _ended: EndedSession) => notProvided('endSession')(),
    changeEmail: assign(({ event }) => (event.type === 'email.change' ? { typed: event.value } : {})),
    reset: assign({ typed: '', refusal: null }),
    setRefusal: assign((_, { refusal }: { refusal: string | null }) => ({ refusal })),
  },
  guards: {
    isConfirmed: ({ context }) => confirmsDeletion(context.typed, context.accountEmail),
  },
}).createMachine({
  id: 'deleteAccount',
  initial: 'closed',
  context: ({ input }) => ({ accountEmail: input.accountEmail, typed: '', refusal: null }),
  states: {
    closed: { on: { 'deletion.open': 'typing' } },
    typing: { on: openDialog },
    deleting: {
      entry: { type: 'setRefusal', params: { refusal: null } },
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ email: context.typed.trim() }),
        onDone: {
          target: 'deleted',
          actions: { type: 'endSession', params: { message: ACCOUNT_DELETED, to: pathTo('home') } },
        },
        onError: {
          target: 'refused',
          actions: [
            { type: 'setRefusal', params: ({ event }) => ({ refusal: firstMessage(event.error) }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    refused: { on: openDialog },
    deleted: { type: 'final' },
  },
})
