// Live chat's rules (docs/adr/0036): a shopper writes in their own conversation and reads only it; staff read every
// conversation and reply, each reply audited; a reply to a shopper who has no stream open is emailed to them with the
// conversation. Throttled per writer through the shared counters (server/db/repos/rate-limit.repo.ts). A visitor who
// gives an email starts a conversation of their own and gets its key (256 random bits; only its sha256 is kept), which
// opens that conversation and no other until 30 days after its last message. No Fastify, no SQL.
import { createHash, randomBytes } from 'node:crypto'
import { chatEmail, chatTextProblem, chatTexts, isBusinessHours } from '../../src/domain/chat'
import { visitorChatProblem, type VisitorChatForm } from '../../src/domain/chat-visitor'
import type { Schema } from '../../src/domain/contract'
import type { ChatConversationRecord, ChatMessageRecord, ChatRepo, ChatShopperRecord } from '../db/repos/chat.repo'
import type { RateLimitRepo } from '../db/repos/rate-limit.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import { tooManyMessage, type Limit } from '../throttle'
import type { BackgroundWork } from '../background-work'
import { pageOf, type Page } from './paging'
import { staffActor } from './verified-user'

type ChatMessage = Schema<'ChatMessage'>
type ChatConversation = Schema<'ChatConversation'>
type ChatConversationSummary = Schema<'ChatConversationSummary'>

/** How many messages a shopper, or a staff member, may write in a window. */
export const CHAT_LIMITS = {
  shopper: { max: 10, windowMs: 60_000 },
  staff: { max: 60, windowMs: 60_000 },
  /** A visitor's messages, per conversation (as a shopper's) and per address (a few visitors behind one). */
  visitor: { max: 10, windowMs: 60_000 },
  visitorAddress: { max: 30, windowMs: 60_000 },
  /** New visitor conversations per address: a stranger cannot fill the table. */
  visitorStart: { max: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>

/** How long a visitor's key opens their conversation after its last message. */
export const CHAT_KEY_LIFETIME_MS = 30 * 24 * 60 * 60_000

/** How long a heartbeat of a shopper's stream (every 15 s) vouches for their presence: three beats. */
export const CHAT_PRESENCE_MS = 45_000

export const CHAT_NOT_FOUND = 'Conversation not found'

export function chatMessageOf(record: ChatMessageRecord): ChatMessage {
  return {
    _id: record.id,
    author: record.author === 'staff' ? 'staff' : 'shopper',
    text: record.text,
    createdAt: record.createdAt.toISOString(),
  }
}

function shopperOf(user: UserRecord): ChatShopperRecord {
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, visitor: false }
}

function visitorOf(conversation: ChatConversationRecord): ChatShopperRecord {
  return { name: conversation.visitorName ?? '', email: conversation.visitorEmail ?? '', visitor: true }
}

/** What the database keeps of a visitor's key. */
export function chatKeyHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** A message's text as sent, or a 400 saying why not. */
function checkedText(text: string): string {
  const problem = chatTextProblem(text)
  if (problem) throw new DomainError('invalid', problem, 'text')
  return text
}

export interface ChatServiceDeps {
  chat: ChatRepo
  rateLimits: Pick<RateLimitRepo, 'hit'>
  mailer: Mailer
  background: BackgroundWork
  now: () => Date
}

export function chatService({ chat, rateLimits, mailer, background, now }: ChatServiceDeps) {
  /** Counts a message against its writer's limit; 'tooMany' (with the wait) when it is spent. */
  async function throttle(key: string, { max, windowMs }: Limit): Promise<void> {
    const at = now()
    const { hits, windowEndsAt } = await rateLimits.hit(key, windowMs, at)
    if (hits > max) throw new ChatThrottled(windowEndsAt.getTime() - at.getTime())
  }

  /** The conversation a visitor's key opens (401 without one, checked first; 404 when it opens none). */
  async function visitorConversation(key: string): Promise<ChatConversationRecord> {
    const conversation = await chat.conversationOfKey(chatKeyHashOf(key), now())
    if (!conversation) throw new DomainError('notFound', CHAT_NOT_FOUND)
    return conversation
  }

  return {
    /** getMyChat: the shopper's own conversation (no id and no messages before their first). */
    async mine(user: UserRecord): Promise<ChatConversation> {
      const conversation = await chat.conversationOfUser(user.id)
      const messages = conversation ? await chat.messages(conversation.id) : []
      return {
        _id: conversation?.id ?? null,
        shopper: shopperOf(user),
        messages: messages.map(chatMessageOf),
        businessHours: isBusinessHours(now()),
      }
    },

    /** sendChatMessage: into the shopper's own conversation, whatever they send. */
    async send(user: UserRecord, text: string): Promise<ChatMessage> {
      const checked = checkedText(text)
      await throttle(`sendChatMessage:account:user:${user.id}`, CHAT_LIMITS.shopper)
      const at = now()
      const presentUntil = new Date(at.getTime() + CHAT_PRESENCE_MS)
      return chatMessageOf(await chat.addShopperMessage(user.id, checked, at, presentUntil))
    },

    /** startVisitorChat: a new conversation with the visitor's first message, and its key (given once). */
    async startVisitor(
      form: VisitorChatForm,
      address: string,
    ): Promise<{ key: string; conversation: ChatConversation }> {
      const problem = visitorChatProblem(form)
      if (problem) throw new DomainError('invalid', problem.message, problem.field)
      await throttle(`startVisitorChat:address:${address}`, CHAT_LIMITS.visitorStart)
      const at = now()
      const key = randomBytes(32).toString('base64url')
      const { conversation, message } = await chat.startVisitor(
        {
          email: form.email.trim(),
          name: form.name.trim(),
          keyHash: chatKeyHashOf(key),
          keyExpiresAt: new Date(at.getTime() + CHAT_KEY_LIFETIME_MS),
        },
        form.text,
        at,
        new Date(at.getTime() + CHAT_PRESENCE_MS),
      )
      return {
        key,
        conversation: {
          _id: conversation.id,
          shopper: visitorOf(conversation),
          messages: [chatMessageOf(message)],
          businessHours: isBusinessHours(at),
        },
      }
    },

    visitorConversation,

    /** getVisitorChat: the conversation the key opens. */
    async visitorChat(key: string): Promise<ChatConversation> {
      const conversation = await visitorConversation(key)
      return {
        _id: conversation.id,
        shopper: visitorOf(conversation),
        messages: (await chat.messages(conversation.id)).map(chatMessageOf),
        businessHours: isBusinessHours(now()),
      }
    },

    /** sendVisitorChatMessage: into the conversation the key opens, whatever they send. */
    async sendVisitor(key: string, text: string, address: string): Promise<ChatMessage> {
      const checked = checkedText(text)
      await throttle(`sendVisitorChatMessage:address:${address}`, CHAT_LIMITS.visitorAddress)
      const conversation = await visitorConversation(key)
      await throttle(`sendVisitorChatMessage:conversation:${conversation.id}`, CHAT_LIMITS.visitor)
      const at = now()
      return chatMessageOf(
        await chat.addVisitorMessage(
          conversation.id,
          checked,
          at,
          new Date(at.getTime() + CHAT_PRESENCE_MS),
          new Date(at.getTime() + CHAT_KEY_LIFETIME_MS),
        ),
      )
    },

    /** listChatConversations: unread first. Owners and staff. */
    async list(
      user: UserRecord,
      { page, limit }: { page: number; limit: number },
    ): Promise<Page<ChatConversationSummary>> {
      staffActor(user)
      const { rows, total } = await chat.list({ page, limit })
      const docs = rows.map((row) => ({
        _id: row.id,
        shopper: row.shopper,
        lastMessage: chatMessageOf(row.lastMessage),
        unread: row.unread,
      }))
      return pageOf(docs, { page, limit, total })
    },

    /** getChatConversation: its messages, now read. Owners and staff. */
    async read(user: UserRecord, id: string): Promise<ChatConversation> {
      staffActor(user)
      const conversation = await chat.conversation(id)
      if (!conversation) throw new DomainError('notFound', CHAT_NOT_FOUND)
      const at = now()
      const messages = await chat.messages(id)
      await chat.markRead(id, at)
      return {
        _id: conversation.id,
        shopper: conversation.shopper,
        messages: messages.map(chatMessageOf),
        businessHours: isBusinessHours(at),
      }
    },

    /** replyToChat: audited with the reply; emailed after it when the shopper has no stream open. */
    async reply(user: UserRecord, id: string, text: string): Promise<ChatMessage> {
      const actor = staffActor(user)
      const checked = checkedText(text)
      await throttle(`replyToChat:account:user:${user.id}`, CHAT_LIMITS.staff)
      const at = now()
      const replied = await chat.addStaffReply(id, actor, checked, at, new Date(at.getTime() + CHAT_KEY_LIFETIME_MS))
      if (!replied) throw new DomainError('notFound', CHAT_NOT_FOUND)
      if (!replied.shopperPresent)
        background.run('emailing a chat reply', async () => {
          const conversation = await chat.conversation(id)
          if (!conversation) return
          const messages = (await chat.messages(id)).map(chatMessageOf)
          await mailer.send({ to: conversation.shopper.email, ...chatEmail(messages) })
        })
      return chatMessageOf(replied.message)
    },
  }
}

/** A writer over their limit: the handler answers 429 with Retry-After. */
export class ChatThrottled extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('tooMany', tooManyMessage(retryAfterMs))
  }
}

export type ChatService = ReturnType<typeof chatService>

/** A visitor call without a key (server/access.ts answers it 401 before the body is read). */
export const CHAT_KEY_REQUIRED = chatTexts.keyRequired
