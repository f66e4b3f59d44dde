// The shopper's live chat (docs/adr/0036; openapi.yaml getMyChat, sendChatMessage, streamMyChat): a panel opened from
// the store's chat button. A signed-out visitor is asked for their email (or to sign in) and their first message, which
// starts a conversation of their own and gives its key, kept in the browser: from then on the visitor's conversation is
// loaded by it like a shopper's, until the key opens nothing (then they are asked again). A signed-in shopper's
// conversation is loaded,
// then its stream kept open (the machine's one child, told to start and stop, so sending does not reopen it) and every
// message it hears added once. A lost stream reconnects after a pause, loading the conversation again (what it missed); a `reload`
// loads it again too.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { chatTextProblem, withMessage, type ChatConversation, type ChatMessage } from '@/domain/chat'
import { visitorChatProblem, type VisitorChatForm } from '@/domain/chat-visitor'
import type { Schema } from '@/domain/contract'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

export interface ChatContext {
  signedIn: boolean
  /** A visitor's conversation key (read from the browser at start, kept there when a chat starts). */
  visitorKey: string | null
  /** What a visitor gives to start a chat (the first message is the draft). */
  email: string
  name: string
  /** What stops the visitor's chat from starting, by the store's rules (shown at its field). */
  problem: { field: keyof VisitorChatForm; message: string } | null
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
  | { type: 'visitor.email'; text: string }
  | { type: 'visitor.name'; text: string }
  | { type: 'visitor.start' }
  | { type: 'chat.send' }
  /** Who the panel is for changed while it was closed: signed in or out, or a visitor's key kept or dropped elsewhere. */
  | { type: 'session.changed'; signedIn: boolean; visitorKey: string | null }
  | { type: 'stream.opened' }
  | { type: 'stream.message'; data: { conversationId: string; message: ChatMessage } }
  | { type: 'stream.reload' }
  | { type: 'stream.ended' }
  | { type: 'stream.failed'; error: unknown }

/** What the machine tells its stream. */
export type ChatStreamControl = { type: 'stream.start'; visitorKey: string | null } | { type: 'stream.stop' }

export const CHAT_RECONNECT_MS = 2_000

/** The key a call sends: a visitor's, never a signed-in shopper's (their conversations are kept apart). */
function visitorKeyOf(context: ChatContext): string | null {
  return context.signedIn ? null : context.visitorKey
}

function visitorFormOf(context: ChatContext): VisitorChatForm {
  return { email: context.email, name: context.name, text: context.draft }
}

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
    input: {} as { signedIn: boolean; visitorKey: string | null },
  },
  actors: {
    /** The shopper's conversation, or the visitor's by its key: null when the key opens none. */
    loadChat: fromPromise<ChatConversation | null, { visitorKey: string | null }>(notProvided('loadChat')),
    sendMessage: fromPromise<ChatMessage, { text: string; visitorKey: string | null }>(notProvided('sendMessage')),
    startVisitorChat: fromPromise<Schema<'VisitorChatStart'>, VisitorChatForm>(notProvided('startVisitorChat')),
    /** Reads the stream from each `stream.start` it receives (a running one ended first) until a `stream.stop`. */
    stream: fromCallback<ChatStreamControl>(notProvided('stream')),
  },
  actions: {
    ...baseActions,
    /** Opens the sign-in dialog. */
    openSignIn: () => notProvided('openSignIn')(),
    /** Keeps a visitor's new key in the browser. */
    keepVisitorKey: (_, _params: { key: string }) => notProvided('keepVisitorKey')(),
    /** Forgets a key that opens nothing any more. */
    forgetVisitorKey: () => notProvided('forgetVisitorKey')(),
    // Told, not spawned: spawnChild and stopChild would be new exports of the framework chunk every store page loads.
    stopStream: sendTo('stream', { type: 'stream.stop' } satisfies ChatStreamControl),
    startStream: sendTo('stream', ({ context }): ChatStreamControl => ({
      type: 'stream.start',
      visitorKey: visitorKeyOf(context),
    })),
    addHeard: assign({
      messages: ({ context, event }) =>
        event.type === 'stream.message' ? withMessage(context.messages, event.data.message) : context.messages,
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasVisitorKey: ({ context }) => context.visitorKey !== null,
    hasText: ({ context }) => chatTextProblem(context.draft) === null,
    canStart: ({ context }) => visitorChatProblem(visitorFormOf(context)) === null,
  },
  delays: { reconnect: CHAT_RECONNECT_MS },
}).createMachine({
  id: 'chat',
  initial: 'closed',
  invoke: { id: 'stream', src: 'stream' },
  context: ({ input }) => ({
    signedIn: input.signedIn,
    visitorKey: input.visitorKey,
    email: '',
    name: '',
    problem: null,
    conversation: null,
    messages: [],
    draft: '',
    message: null,
  }),
  on: {
    'chat.close': { target: '.closed', actions: 'stopStream' },
    'session.changed': {
      target: '.closed',
      actions: [
        'stopStream',
        assign({
          signedIn: ({ event }) => event.signedIn,
          visitorKey: ({ event }) => event.visitorKey,
          messages: [],
          conversation: null,
        }),
      ],
    },
    'draft.change': { actions: assign({ draft: ({ event }) => event.text, message: null, problem: null }) },
  },
  states: {
    closed: {
      on: {
        'chat.open': [
          { guard: 'isSignedIn', target: 'connecting' },
          { guard: 'hasVisitorKey', target: 'connecting' },
          { target: 'askingEmail' },
        ],
      },
    },
    askingEmail: {
      on: {
        'chat.signIn': { actions: 'openSignIn' },
        'visitor.email': { actions: assign({ email: ({ event }) => event.text, message: null, problem: null }) },
        'visitor.name': { actions: assign({ name: ({ event }) => event.text, message: null, problem: null }) },
        'visitor.start': [
          { guard: 'canStart', target: 'starting' },
          { actions: assign({ problem: ({ context }) => visitorChatProblem(visitorFormOf(context)) }) },
        ],
      },
    },
    starting: {
      invoke: {
        id: 'startVisitorChat',
        src: 'startVisitorChat',
        input: ({ context }) => visitorFormOf(context),
        onDone: {
          target: 'open',
          actions: [
            assign({
              visitorKey: ({ event }) => event.output.key,
              conversation: ({ event }) => event.output.conversation,
              messages: ({ event }) => event.output.conversation.messages,
              draft: '',
            }),
            { type: 'keepVisitorKey', params: ({ event }) => ({ key: event.output.key }) },
            'startStream',
          ],
        },
        onError: {
          target: 'askingEmail',
          actions: assign({
            message: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    connecting: {
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        input: ({ context }) => ({ visitorKey: visitorKeyOf(context) }),
        onDone: [
          {
            // The visitor's key opens nothing any more: ask for their email again.
            guard: ({ event }) => event.output === null,
            target: 'askingEmail',
            actions: [assign({ visitorKey: null }), 'forgetVisitorKey'],
          },
          {
            target: 'open',
            actions: [
              assign({
                conversation: ({ event }) => event.output,
                messages: ({ event }) => event.output?.messages ?? [],
              }),
              'startStream',
            ],
          },
        ],
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
        input: ({ context }) => ({ text: context.draft, visitorKey: visitorKeyOf(context) }),
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
