import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ChatStreamEvent } from '@/api/chat-actors'
import type { ChatConversation, ChatMessage } from '@/domain/chat'
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

function start(
  signedIn = true,
  send: (text: string) => Promise<ChatMessage> = async (text) => message('2', 'shopper', text),
) {
  const stream: { tell?: (event: ChatStreamEvent) => void; stopped: number } = { stopped: 0 }
  const signIns: string[] = []
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadChat: fromPromise(async () => conversation),
        sendMessage: fromPromise(async ({ input }: { input: { text: string } }) => send(input.text)),
        stream: fromCallback<ChatStreamControl>(({ sendBack, receive }) => {
          receive((event) => {
            if (event.type === 'stream.start') stream.tell = (heard) => sendBack(heard)
            else stream.stopped++
          })
        }),
      },
      actions: { openSignIn: () => void signIns.push('open'), logFailure: () => {} },
    }),
    { input: { signedIn } },
  ).start()
  return { actor, stream, signIns }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the shopper chat', () => {
  it('asks a signed-out visitor to sign in', () => {
    const { actor, signIns } = start(false)
    actor.send({ type: 'chat.open' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    actor.send({ type: 'chat.signIn' })
    expect(signIns).toEqual(['open'])
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
