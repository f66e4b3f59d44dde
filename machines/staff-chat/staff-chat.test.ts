import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ChatStreamEvent } from '@/api/chat-actors'
import { ApiError } from '@/api/errors'
import type { ChatConversation, ChatConversationSummary, ChatMessage } from '@/domain/chat'
import { staffChatMachine, type ChatConversationsPage } from './staff-chat.machine'

const message = (id: string, author: ChatMessage['author'], text: string): ChatMessage => ({
  _id: id.padStart(24, '0'),
  author,
  text,
  createdAt: `2026-11-30T08:00:0${id}Z`,
})
const summary = (id: string, text: string, unread: number): ChatConversationSummary => ({
  _id: id.repeat(24),
  shopper: { name: `Shopper ${id}`, email: `${id}@example.com`, visitor: false },
  lastMessage: message('1', 'shopper', text),
  unread,
})
const a = summary('a', 'Hello', 1)
const b = summary('b', 'Hi', 0)

function start(load: () => Promise<ChatConversationSummary[]> = async () => [a, b], drawn?: ChatConversationSummary[]) {
  const stream: { tell?: (event: ChatStreamEvent) => void } = {}
  const replies: string[] = []
  const actor = createActor(
    staffChatMachine.provide({
      actors: {
        loadConversations: fromPromise(async (): Promise<ChatConversationsPage> => {
          const docs = await load()
          return { docs, page: 1, nextPage: null, prevPage: null, totalDocs: docs.length, totalPages: 1 }
        }),
        loadConversation: fromPromise(async ({ input }: { input: { id: string } }): Promise<ChatConversation> => ({
          _id: input.id,
          shopper: a.shopper,
          messages: [message('1', 'shopper', 'Hello')],
          businessHours: true,
        })),
        sendReply: fromPromise(async ({ input }: { input: { id: string; text: string } }) => {
          replies.push(input.text)
          return message('5', 'staff', input.text)
        }),
        stream: fromCallback(({ sendBack }) => {
          stream.tell = (event) => sendBack(event)
        }),
      },
      actions: { logFailure: () => {} },
    }),
    { input: { conversations: drawn } },
  ).start()
  return { actor, stream, replies }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the staff chat console', () => {
  it('lists the conversations, opens one (read) and replies', async () => {
    const { actor, replies } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await settle()
    expect(actor.getSnapshot().value).toBe('listed')
    actor.send({ type: 'conversation.open', id: a._id })
    expect(actor.getSnapshot().value).toBe('reading')
    await settle()
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.conversations[0]!.unread).toBe(0)
    actor.send({ type: 'draft.change', text: 'Yes, we have it.' })
    actor.send({ type: 'reply.send' })
    expect(actor.getSnapshot().value).toBe('replying')
    await settle()
    expect(replies).toEqual(['Yes, we have it.'])
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Hello', 'Yes, we have it.'])
  })

  it("moves a heard conversation to the top, counting the shopper's message unread unless it is open", async () => {
    const { actor, stream } = start()
    await settle()
    stream.tell!({
      type: 'stream.message',
      data: { conversationId: b._id, message: message('6', 'shopper', 'Still there?') },
    })
    expect(actor.getSnapshot().context.conversations.map((s) => [s._id, s.unread])).toEqual([
      [b._id, 1],
      [a._id, 1],
    ])
    actor.send({ type: 'conversation.open', id: b._id })
    await settle()
    stream.tell!({
      type: 'stream.message',
      data: { conversationId: b._id, message: message('7', 'shopper', 'Hello?') },
    })
    expect(actor.getSnapshot().context.conversations[0]!.unread).toBe(0)
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Hello', 'Hello?'])
  })

  it('loads the list again for a conversation it does not list', async () => {
    let calls = 0
    const { actor, stream } = start(async () => (++calls === 1 ? [a] : [summary('c', 'New', 1), a]))
    await settle()
    stream.tell!({
      type: 'stream.message',
      data: { conversationId: 'c'.repeat(24), message: message('8', 'shopper', 'New') },
    })
    expect(actor.getSnapshot().value).toBe('loading')
    await settle()
    expect(actor.getSnapshot().context.conversations).toHaveLength(2)
  })

  it('opens on the conversations the page was drawn with, and reads them again quietly once its stream is open', async () => {
    let calls = 0
    const { actor, stream } = start(async () => {
      calls++
      return [summary('c', 'Written while the page came', 1), a, b]
    }, [a, b])
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context.conversations).toEqual([a, b])
    await settle()
    expect(calls).toBe(0)
    actor.send({ type: 'conversation.open', id: b._id })
    await settle()
    stream.tell!({ type: 'stream.opened' })
    expect(actor.getSnapshot().value).toBe('viewing')
    await settle()
    expect(calls).toBe(1)
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.conversations.map((s) => s.shopper.name)).toEqual([
      'Shopper c',
      'Shopper a',
      'Shopper b',
    ])
    // Once only: a later opening (after a loss) is the reconnecting state's.
    stream.tell!({ type: 'stream.opened' })
    await settle()
    expect(calls).toBe(1)
  })

  it('is denied to a user the server says is not staff', async () => {
    const { actor } = start(async () => {
      throw new ApiError(403, [{ message: 'Only staff can do this' }])
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('denied')
  })

  it('is reconnecting while its stream is lost, and loads the list again once it is back', async () => {
    let calls = 0
    const { actor, stream } = start(async () => {
      calls++
      return [a, b]
    })
    await settle()
    stream.tell!({ type: 'stream.lost' })
    expect(actor.getSnapshot().value).toBe('reconnecting')
    stream.tell!({ type: 'stream.opened' })
    expect(actor.getSnapshot().value).toBe('loading')
    await settle()
    expect(actor.getSnapshot().value).toBe('listed')
    expect(calls).toBe(2)
  })
})
