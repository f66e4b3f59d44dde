// The shopper's live chat (docs/adr/0036; openapi.yaml getMyChat, sendChatMessage, streamMyChat): a panel opened from
// the store's chat button. A signed-out visitor is asked to sign in first; a signed-in shopper's conversation is loaded,
// then its stream kept open (the machine's one child, told to start and stop, so sending does not reopen it) and every
// message it hears added once. A lost stream reconnects after a pause, loading the conversation again (what it missed); a `reload`
// loads it again too.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { chatTextProblem, withMessage, type ChatConversation, type ChatMessage } from '@/domain/chat'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface ChatContext {
  signedIn: boolean
  conversation: ChatConversation | null
  messages: ChatMessage[]
  draft: string
  /** Why the last send failed (the server's words), shown under the box. */
  message: string | null
}

export type ChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.signIn' }
  | { type: 'chat.retry' }
  | { type: 'draft.change'; text: string }
  | { type: 'chat.send' }
  | { type: 'session.changed'; signedIn: boolean }
  | { type: 'stream.opened' }
  | { type: 'stream.message'; data: { conversationId: string; message: ChatMessage } }
  | { type: 'stream.reload' }
  | { type: 'stream.ended' }
  | { type: 'stream.failed'; error: unknown }

/** What the machine tells its stream. */
export type ChatStreamControl = { type: 'stream.start' } | { type: 'stream.stop' }

export const CHAT_RECONNECT_MS = 2_000

/** What the stream says while the panel is open or sending: a message is added once; a lost stream reconnects. */
const streamHeard = {
  'stream.message': { actions: 'addHeard' },
  'stream.ended': { target: 'reconnecting' },
  'stream.failed': { target: 'reconnecting' },
} as const

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { signedIn: boolean },
  },
  actors: {
    loadChat: fromPromise<ChatConversation, void>(notProvided('loadChat')),
    sendMessage: fromPromise<ChatMessage, { text: string }>(notProvided('sendMessage')),
    /** Reads the stream from each `stream.start` it receives (a running one ended first) until a `stream.stop`. */
    stream: fromCallback<ChatStreamControl>(notProvided('stream')),
  },
  actions: {
    ...baseActions,
    /** Opens the sign-in dialog. */
    openSignIn: () => notProvided('openSignIn')(),
    // Told, not spawned: spawnChild and stopChild would be new exports of the framework chunk every store page loads.
    stopStream: sendTo('stream', { type: 'stream.stop' } satisfies ChatStreamControl),
    startStream: sendTo('stream', { type: 'stream.start' } satisfies ChatStreamControl),
    addHeard: assign({
      messages: ({ context, event }) =>
        event.type === 'stream.message' ? withMessage(context.messages, event.data.message) : context.messages,
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasText: ({ context }) => chatTextProblem(context.draft) === null,
  },
  delays: { reconnect: CHAT_RECONNECT_MS },
}).createMachine({
  id: 'chat',
  initial: 'closed',
  invoke: { id: 'stream', src: 'stream' },
  context: ({ input }) => ({ signedIn: input.signedIn, conversation: null, messages: [], draft: '', message: null }),
  on: {
    'chat.close': { target: '.closed', actions: 'stopStream' },
    'session.changed': {
      target: '.closed',
      actions: ['stopStream', assign({ signedIn: ({ event }) => event.signedIn, messages: [], conversation: null })],
    },
    'draft.change': { actions: assign({ draft: ({ event }) => event.text, message: null }) },
  },
  states: {
    closed: {
      on: {
        'chat.open': [{ guard: 'isSignedIn', target: 'connecting' }, { target: 'signedOut' }],
      },
    },
    signedOut: {
      on: { 'chat.signIn': { actions: 'openSignIn' } },
    },
    connecting: {
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        onDone: {
          target: 'open',
          actions: [
            assign({ conversation: ({ event }) => event.output, messages: ({ event }) => event.output.messages }),
            'startStream',
          ],
        },
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: {
        ...streamHeard,
        'stream.reload': 'connecting',
        'chat.send': [
          { guard: 'hasText', target: 'sending' },
          { actions: assign({ message: ({ context }) => chatTextProblem(context.draft) }) },
        ],
      },
    },
    sending: {
      on: streamHeard,
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ text: context.draft }),
        onDone: {
          target: 'open',
          actions: assign({
            messages: ({ context, event }) => withMessage(context.messages, event.output),
            draft: '',
          }),
        },
        onError: {
          target: 'open',
          actions: assign({
            message: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    reconnecting: {
      entry: 'stopStream',
      after: { reconnect: 'connecting' },
    },
    failed: {
      on: { 'chat.retry': 'connecting' },
    },
  },
})
