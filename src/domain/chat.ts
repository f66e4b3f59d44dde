// Live chat (docs/adr/0036; openapi.yaml getMyChat, sendChatMessage, the staff console's operations): the business
// hours (spec §9: Mon-Fri 9AM-5PM, in Lagos), a message's limits, and the words of the shopper's panel and the console.
import { STAFF_PAGE_NAMES } from './staff-page-names'
import type { Schema } from './contract'

export type ChatMessage = Schema<'ChatMessage'>
export type ChatConversation = Schema<'ChatConversation'>
export type ChatConversationSummary = Schema<'ChatConversationSummary'>

/** A message's length, in characters (openapi.yaml's ChatMessageInput; a database check behind it). */
export const CHAT_TEXT_MAX = 2000

/** A visitor's chat key (openapi.yaml's chatKey): 256 random bits in base64url. */
export const CHAT_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Where the panel keeps a visitor's chat key in the browser (local storage). */
export const CHAT_KEY_STORAGE = 'oja-chat-key'

/** Whether a header's value is shaped like a chat key (not whether it opens anything). */
export function isChatKey(value: unknown): value is string {
  return typeof value === 'string' && CHAT_KEY_PATTERN.test(value)
}

/** Lagos keeps West Africa Time, UTC+1, all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000

/** spec §9: Mon-Fri 9AM-5PM. */
export const BUSINESS_HOURS = { firstDay: 1, lastDay: 5, opens: 9, closes: 17 } as const

/** Whether `at` falls in the business hours, in Lagos. */
export function isBusinessHours(at: Date): boolean {
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS)
  const day = lagos.getUTCDay()
  const hour = lagos.getUTCHours()
  return (
    day >= BUSINESS_HOURS.firstDay &&
    day <= BUSINESS_HOURS.lastDay &&
    hour >= BUSINESS_HOURS.opens &&
    hour < BUSINESS_HOURS.closes
  )
}

/** A message's text as sent, or why it cannot be: empty (spaces only) or too long. */
export function chatTextProblem(text: string): string | null {
  if (text.trim() === '') return chatTexts.empty
  if ([...text].length > CHAT_TEXT_MAX) return chatTexts.tooLong
  return null
}

export const chatTexts = {
  button: 'Chat with us',
  title: 'Live chat',
  close: 'Close chat',
  /** spec §9. */
  hours: 'Business hours Mon-Fri 9AM-5PM.',
  online: 'We are online and reply here.',
  offline: 'We are away now: we reply by email.',
  signIn: 'Sign in to chat with us.',
  // A visitor who is not signed in.
  visitorIntro: 'Give us your email and write: we reply here, or by email once you have gone.',
  email: 'Email',
  name: 'Name (optional)',
  firstMessage: 'Message',
  start: 'Start chat',
  starting: 'Starting…',
  keyRequired: 'Start a chat first',
  visitor: 'Visitor',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost. Reconnecting…',
  failed: 'The chat could not be loaded.',
  retry: 'Try again',
  empty: 'Write a message',
  tooLong: `A message is at most ${CHAT_TEXT_MAX} characters`,
  placeholder: 'Write a message',
  send: 'Send',
  sending: 'Sending…',
  noMessages: 'Ask us anything about a product, an order or a delivery.',
  messages: 'Messages',
  you: 'You',
  store: 'Oja',
  // The console.
  heading: STAFF_PAGE_NAMES.staffChat,
  intro: 'Shoppers’ conversations, unread first. Replies reach them at once, or by email when they have gone.',
  none: 'No conversations yet.',
  pick: 'Choose a conversation to read it.',
  unread: 'Unread',
  reply: 'Reply',
  replying: 'Sending…',
  shopper: 'Shopper',
  staff: 'Staff',
  live: 'Live',
} as const

/** The email a shopper gets when staff reply after they have gone: the conversation, in plain text. */
export function chatEmail(messages: readonly Pick<ChatMessage, 'author' | 'text' | 'createdAt'>[]): {
  subject: string
  text: string
} {
  const lines = messages.map(
    (message) => `${message.author === 'staff' ? chatTexts.store : chatTexts.you}: ${message.text}`,
  )
  return {
    subject: 'A reply to your chat with Oja',
    text: ['We replied to your chat:', '', ...lines, '', 'Open the store and press Chat with us to answer.'].join('\n'),
  }
}

/** The messages with `message` added once, in time order (a stream may repeat what a reload or a reply gave). */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known._id === message._id)) return [...messages]
  return [...messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))
}

/**
 * The console's list after a message was heard: its conversation first with the message as its last, one more unread
 * when the shopper wrote it and staff are not reading it; null when the conversation is not listed (load the list).
 */
export function withHeardMessage(
  list: readonly ChatConversationSummary[],
  heard: { conversationId: string; message: ChatMessage },
  readingId: string | null,
): ChatConversationSummary[] | null {
  const known = list.find((summary) => summary._id === heard.conversationId)
  if (!known) return null
  const unread =
    heard.message.author === 'shopper' && heard.conversationId !== readingId ? known.unread + 1 : known.unread
  return [
    { ...known, lastMessage: heard.message, unread },
    ...list.filter((summary) => summary._id !== heard.conversationId),
  ]
}

/** The chat button the server draws on every store page, outside the app's root (server/web/chat-button.ts). */
export const CHAT_BUTTON_ID = 'oja-chat'
/** Where the panel is drawn, beside the button, once a press has fetched it (src/app/chat/chat-entry.tsx). */
export const CHAT_PANEL_ROOT_ID = 'oja-chat-panel'
/** The panel's module, as Vite's manifest names it: a script of its own, fetched at the button's first press. */
export const CHAT_ENTRY_MODULE = 'src/app/chat/chat-entry.tsx'
