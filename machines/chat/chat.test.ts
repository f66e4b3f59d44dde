import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ChatStreamEvent } from '@/api/chat-actors'
import type { ChatConversation, ChatMessage } from '@/domain/chat'
import type { VisitorChatForm } from '@/domain/chat-visitor'
import { chatMachine, type ChatStreamControl } from './chat.machine'

const message = (id: string, author: ChatMessage['author'], text: string): ChatMessage => ({
  _id: id.padStart(24, '0'),
  author,
  text,
  createdAt: `2026-11-30T08:00:0${id}Z`,
})
const conversation: ChatConversation = {
  _id: 'c'.repeat(24),
  shopper: { name: 'Ada Obi', email: 'ada@example.com', visitor: false },
  messages: [message('1', 'shopper', 'Hello')],
  businessHours: true,
}

const KEY = 'k'.repeat(43)

function start(
  signedIn = true,
  send: (text: string) => Promise<ChatMessage> = async (text) => message('2', 'shopper', text),
  {
    visitorKey = null,
    opens = true,
    startChat = async () => ({
      key: KEY,
      conversation: { ...conversation, messages: [message('1', 'shopper', 'Hi')] },
    }),
  }: {
    visitorKey?: string | null
    /** Whether a visitor's key still opens their conversation. */
    opens?: boolean
    startChat?: () => Promise<{ key: string; conversation: ChatConversation }>
  } = {},
) {
  const stream: { tell?: (event: ChatStreamEvent) => void; stopped: number; keys: (string | null)[] } = {
    stopped: 0,
    keys: [],
  }
  const signIns: string[] = []
  const calls: {
    load: (string | null)[]
    send: (string | null)[]
    start: VisitorChatForm[]
    kept: string[]
    forgot: number
  } = {
    load: [],
    send: [],
    start: [],
    kept: [],
    forgot: 0,
  }
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadChat: fromPromise(async ({ input }: { input: { visitorKey: string | null } }) => {
          calls.load.push(input.visitorKey)
          return input.visitorKey && !opens ? null : conversation
        }),
        sendMessage: fromPromise(async ({ input }: { input: { text: string; visitorKey: string | null } }) => {
          calls.send.push(input.visitorKey)
          return send(input.text)
        }),
        startVisitorChat: fromPromise(async ({ input }: { input: VisitorChatForm }) => {
          calls.start.push(input)
          return startChat()
        }),
        stream: fromCallback<ChatStreamControl>(({ sendBack, receive }) => {
          receive((event) => {
            if (event.type === 'stream.start') {
              stream.keys.push(event.visitorKey)
              stream.tell = (heard) => sendBack(heard)
            } else stream.stopped++
          })
        }),
      },
      actions: {
        openSignIn: () => void signIns.push('open'),
        keepVisitorKey: (_, { key }: { key: string }) => void calls.kept.push(key),
        forgetVisitorKey: () => void calls.forgot++,
        logFailure: () => {},
      },
    }),
    { input: { signedIn, visitorKey } },
  ).start()
  return { actor, stream, signIns, calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the shopper chat', () => {
  it('asks a signed-out visitor for their email, or to sign in', () => {
    const { actor, signIns } = start(false)
    actor.send({ type: 'chat.open' })
    expect(actor.getSnapshot().value).toBe('askingEmail')
    actor.send({ type: 'chat.signIn' })
    expect(signIns).toEqual(['open'])
  })

  it("does not start a visitor's chat without a valid email and a message, and says why", () => {
    const { actor, calls } = start(false)
    actor.send({ type: 'chat.open' })
    actor.send({ type: 'visitor.email', text: 'bisi' })
    actor.send({ type: 'draft.change', text: 'Hello' })
    actor.send({ type: 'visitor.start' })
    expect(actor.getSnapshot().value).toBe('askingEmail')
    expect(actor.getSnapshot().context.problem).toEqual({
      field: 'email',
      message: 'Enter a valid email address, like name@example.com',
    })
    actor.send({ type: 'visitor.email', text: 'bisi@example.com' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'draft.change', text: '  ' })
    actor.send({ type: 'visitor.start' })
    expect(actor.getSnapshot().context.problem?.field).toBe('text')
    expect(calls.start).toEqual([])
  })

  it("starts a visitor's chat, keeps its key, and streams and writes with it", async () => {
    const { actor, stream, calls } = start(false)
    actor.send({ type: 'chat.open' })
    actor.send({ type: 'visitor.email', text: 'bisi@example.com' })
    actor.send({ type: 'visitor.name', text: 'Bisi' })
    actor.send({ type: 'draft.change', text: 'Hi' })
    actor.send({ type: 'visitor.start' })
    expect(actor.getSnapshot().value).toBe('starting')
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    expect(calls.start).toEqual([{ email: 'bisi@example.com', name: 'Bisi', text: 'Hi' }])
    expect(calls.kept).toEqual([KEY])
    expect(stream.keys).toEqual([KEY])
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', visitorKey: KEY })
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Hi'])
    actor.send({ type: 'draft.change', text: 'Are you there?' })
    actor.send({ type: 'chat.send' })
    await settle()
    expect(calls.send).toEqual([KEY])
  })

  it("keeps the visitor's words when a start is refused", async () => {
    const { actor } = start(false, undefined, {
      startChat: async () => {
        throw new Error('Too many attempts. Please try again in 1 hour')
      },
    })
    actor.send({ type: 'chat.open' })
    actor.send({ type: 'visitor.email', text: 'bisi@example.com' })
    actor.send({ type: 'draft.change', text: 'Hi' })
    actor.send({ type: 'visitor.start' })
    await settle()
    expect(actor.getSnapshot().value).toBe('askingEmail')
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'bisi@example.com',
      draft: 'Hi',
      message: 'Too many attempts. Please try again in 1 hour',
    })
  })

  it('a visitor with a key opens their conversation by it; a key that opens nothing is forgotten', async () => {
    const kept = start(false, undefined, { visitorKey: KEY })
    kept.actor.send({ type: 'chat.open' })
    expect(kept.actor.getSnapshot().value).toBe('connecting')
    await settle()
    expect(kept.actor.getSnapshot().value).toBe('open')
    expect(kept.calls.load).toEqual([KEY])

    const ended = start(false, undefined, { visitorKey: KEY, opens: false })
    ended.actor.send({ type: 'chat.open' })
    await settle()
    expect(ended.actor.getSnapshot().value).toBe('askingEmail')
    expect(ended.calls.forgot).toBe(1)
    expect(ended.actor.getSnapshot().context.visitorKey).toBeNull()
  })

  it('takes up a key another tab kept, at the next opening', async () => {
    const { actor, calls } = start(false)
    actor.send({ type: 'chat.open' })
    expect(actor.getSnapshot().value).toBe('askingEmail')
    actor.send({ type: 'chat.close' })
    actor.send({ type: 'session.changed', signedIn: false, visitorKey: KEY })
    actor.send({ type: 'chat.open' })
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    expect(calls.load).toEqual([KEY])
  })

  it("a shopper who signs in reads their own conversation, never the visitor's they had", async () => {
    const { actor, calls, stream } = start(true, undefined, { visitorKey: KEY })
    actor.send({ type: 'chat.open' })
    await settle()
    actor.send({ type: 'draft.change', text: 'Hello' })
    actor.send({ type: 'chat.send' })
    await settle()
    expect(calls.load).toEqual([null])
    expect(calls.send).toEqual([null])
    expect(stream.keys).toEqual([null])
  })

  it('connects, then adds each message the stream hears once, and what it sends', async () => {
    const { actor, stream } = start()
    actor.send({ type: 'chat.open' })
    expect(actor.getSnapshot().value).toBe('connecting')
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    const reply = message('3', 'staff', 'Hi, how can we help?')
    stream.tell!({ type: 'stream.message', data: { conversationId: 'c'.repeat(24), message: reply } })
    stream.tell!({ type: 'stream.message', data: { conversationId: 'c'.repeat(24), message: reply } })
    actor.send({ type: 'draft.change', text: 'Is it in stock?' })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().value).toBe('sending')
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual([
      'Hello',
      'Is it in stock?',
      'Hi, how can we help?',
    ])
    expect(actor.getSnapshot().context.draft).toBe('')
  })

  it('does not send spaces, and says why', async () => {
    const { actor } = start()
    actor.send({ type: 'chat.open' })
    await settle()
    actor.send({ type: 'draft.change', text: '   ' })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.message).toBe('Write a message')
  })

  it("keeps the server's words when a send fails", async () => {
    const { actor } = start(true, async () => {
      throw new Error('Too many attempts. Please try again in 1 minute')
    })
    actor.send({ type: 'chat.open' })
    await settle()
    actor.send({ type: 'draft.change', text: 'Hello?' })
    actor.send({ type: 'chat.send' })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      draft: 'Hello?',
      message: 'Too many attempts. Please try again in 1 minute',
    })
  })

  it('reconnects when the stream is lost, and stops it when closed', async () => {
    const { actor, stream } = start()
    actor.send({ type: 'chat.open' })
    await settle()
    stream.tell!({ type: 'stream.failed', error: new Error('lost') })
    expect(actor.getSnapshot().value).toBe('reconnecting')
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    await settle()
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'chat.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(stream.stopped).toBe(2)
  })
})
