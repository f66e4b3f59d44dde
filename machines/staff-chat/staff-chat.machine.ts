// The staff console's live chat, on /staff/chat (docs/adr/0036; openapi.yaml listChatConversations,
// getChatConversation, replyToChat, streamStaffChat), for owners and staff: the conversations, unread first; the one
// opened, its messages live; a reply box. Every conversation's stream is kept open while the page is (it opens itself
// again after a loss): a message heard moves its conversation to the top (one more unread when a shopper wrote it and it is
// not the one open) and joins the open conversation's messages. While the stream is lost the page is `reconnecting`;
// once it is back the list is loaded again (what it missed). A 403 is `denied`. A page the server drew for the staff member
// opens on the list it was drawn with (docs/adr/0050) and reads it again, quietly, once its stream is open (what came
// between the drawing and the stream).
import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
} from 'xstate'
import {
  chatTextProblem,
  withHeardMessage,
  withMessage,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
} from '@/domain/chat'
import type { SuccessData } from '@/domain/contract'
import { STAFF_CHAT_PAGE } from '@/domain/staff-chat-page'
import { baseActions } from '../lib/base-actions'
import { hasStatus } from '../lib/error-status'
import { notProvided } from '../lib/not-provided'

export type ChatConversationsPage = SuccessData<'listChatConversations'>

export { STAFF_CHAT_PAGE }

export interface StaffChatContext {
  conversations: ChatConversationSummary[]
  openId: string | null
  conversation: ChatConversation | null
  messages: ChatMessage[]
  draft: string
  /** The server's words: why the list could not load, or why a reply failed. */
  message: string | null
  /** The list was read before the stream opened (the server drew the page with it): read again once it opens. */
  behind: boolean
}

/** The conversations the page was drawn with, when the server drew it for the staff member (docs/adr/0050). */
export interface StaffChatInput {
  conversations?: ChatConversationSummary[] | null
}

export type StaffChatEvent =
  | { type: 'conversation.open'; id: string }
  | { type: 'draft.change'; text: string }
  | { type: 'reply.send' }
  | { type: 'list.retry' }
  | { type: 'stream.opened' }
  | { type: 'stream.message'; data: { conversationId: string; message: ChatMessage } }
  | { type: 'stream.reload' }
  | { type: 'stream.ended' }
  | { type: 'stream.lost' }
  | { type: 'stream.failed'; error: unknown }

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** What the stream says in every state where the list is shown. */
const streamHeard = {
  // A conversation not listed yet: the list is loaded again (and the open conversation with it).
  'stream.message': [{ guard: 'isUnlisted', target: 'loading' }, { actions: 'addHeard' }],
  'conversation.open': { target: 'reading', actions: 'pick' },
} as const

export const staffChatMachine = setup({
  types: { context: {} as StaffChatContext, events: {} as StaffChatEvent, input: {} as StaffChatInput | undefined },
  actors: {
    loadConversations: fromPromise<ChatConversationsPage, { page: number; limit: number }>(
      notProvided('loadConversations'),
    ),
    loadConversation: fromPromise<ChatConversation, { id: string }>(notProvided('loadConversation')),
    sendReply: fromPromise<ChatMessage, { id: string; text: string }>(notProvided('sendReply')),
    stream: fromCallback<EventObject>(notProvided('stream')),
  },
  actions: {
    ...baseActions,
    pick: assign({
      openId: ({ event, context }) => (event.type === 'conversation.open' ? event.id : context.openId),
      message: null,
    }),
    // The list read again, quietly, with the page as it is: nothing is shown loading.
    catchUp: spawnChild('loadConversations', { id: 'catchUp', input: STAFF_CHAT_PAGE }),
    // The open conversation is read: the list's answer may predate the reading.
    setCaughtUp: assign(({ context }, page: ChatConversationsPage) => ({
      conversations: page.docs.map((summary) => (summary._id === context.openId ? { ...summary, unread: 0 } : summary)),
    })),
    addHeard: assign(({ context, event }) => {
      if (event.type !== 'stream.message') return {}
      const listed = withHeardMessage(context.conversations, event.data, context.openId)
      const reading = event.data.conversationId === context.openId
      return {
        conversations: listed ?? context.conversations,
        messages: reading ? withMessage(context.messages, event.data.message) : context.messages,
      }
    }),
  },
  guards: {
    isBehind: ({ context }) => context.behind,
    hasText: ({ context }) => chatTextProblem(context.draft) === null,
    isDenied: ({ event }) => 'error' in event && hasStatus(event.error, 403),
    isUnlisted: ({ context, event }) =>
      event.type === 'stream.message' &&
      !context.conversations.some((summary) => summary._id === event.data.conversationId),
  },
}).createMachine({
  id: 'staffChat',
  initial: 'opening',
  context: ({ input }) => ({
    conversations: input?.conversations ?? [],
    openId: null,
    conversation: null,
    messages: [],
    draft: '',
    message: null,
    behind: Boolean(input?.conversations),
  }),
  // Every conversation's stream runs as long as the page (it opens itself again after a loss, telling stream.lost).
  invoke: { id: 'stream', src: 'stream' },
  on: {
    'stream.reload': '.loading',
    'stream.lost': '.reconnecting',
    'draft.change': { actions: assign({ draft: ({ event }) => event.text, message: null }) },
    'stream.opened': { guard: 'isBehind', actions: [assign({ behind: false }), 'catchUp'] },
    'xstate.done.actor.catchUp': {
      actions: {
        type: 'setCaughtUp',
        params: ({ event }: { event: DoneActorEvent<ChatConversationsPage> }) => event.output,
      },
    },
    'xstate.error.actor.catchUp': {
      actions: { type: 'logFailure', params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }) },
    },
  },
  states: {
    // Passed through at once: to the conversations the server drew the page with, or to loading them.
    opening: { always: [{ guard: 'isBehind', target: 'listed' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadConversations',
        src: 'loadConversations',
        input: STAFF_CHAT_PAGE,
        onDone: [
          {
            guard: ({ context }) => context.openId !== null,
            target: 'reading',
            actions: [assign({ conversations: ({ event }) => event.output.docs })],
          },
          {
            target: 'listed',
            actions: [assign({ conversations: ({ event }) => event.output.docs })],
          },
        ],
        onError: [
          {
            guard: 'isDenied',
            target: 'denied',
            actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          },
          {
            target: 'failed',
            actions: [
              assign({ message: ({ event }) => errorMessage(event.error) }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    denied: {},
    failed: { on: { 'list.retry': 'loading' } },
    listed: { on: streamHeard },
    reading: {
      on: streamHeard,
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ id: context.openId ?? '' }),
        onDone: {
          target: 'viewing',
          actions: assign({
            conversation: ({ event }) => event.output,
            messages: ({ event }) => event.output.messages,
            conversations: ({ context }) =>
              context.conversations.map((summary) =>
                summary._id === context.openId ? { ...summary, unread: 0 } : summary,
              ),
          }),
        },
        onError: { target: 'listed', actions: assign({ message: ({ event }) => errorMessage(event.error) }) },
      },
    },
    viewing: {
      on: {
        ...streamHeard,
        'reply.send': [
          { guard: 'hasText', target: 'replying' },
          { actions: assign({ message: ({ context }) => chatTextProblem(context.draft) }) },
        ],
      },
    },
    replying: {
      on: { 'stream.message': { actions: 'addHeard' } },
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ id: context.openId ?? '', text: context.draft }),
        onDone: {
          target: 'viewing',
          actions: assign({ messages: ({ context, event }) => withMessage(context.messages, event.output), draft: '' }),
        },
        onError: { target: 'viewing', actions: assign({ message: ({ event }) => errorMessage(event.error) }) },
      },
    },
    /** The stream was lost: it opens itself again; the list is loaded again once it has (what it missed). */
    reconnecting: {
      on: { 'stream.opened': 'loading' },
    },
  },
})
