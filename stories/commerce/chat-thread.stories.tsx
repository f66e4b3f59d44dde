// The chat's thread (src/commerce/chat-thread.tsx), as the shopper's panel and the staff console draw it: nothing yet,
// messages with the reader's own on the right and sent text shown as typed, a message being sent, and a refused one.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChatThread } from '@/commerce/chat-thread'
import type { ChatMessage } from '@/domain/chat'

const MESSAGES: ChatMessage[] = [
  {
    _id: '1'.padStart(24, '0'),
    author: 'shopper',
    text: 'Is the <b>iPhone 13</b> in stock?',
    createdAt: '2026-11-30T08:02:00Z',
  },
  { _id: '2'.padStart(24, '0'), author: 'staff', text: 'Yes, in every size.', createdAt: '2026-11-30T08:03:00Z' },
]

const meta = {
  title: 'Commerce/ChatThread',
  component: ChatThread,
  args: {
    messages: MESSAGES,
    own: 'shopper',
    authors: { shopper: 'You', staff: 'Oja' },
    empty: 'Write to us and we will answer here.',
    draft: '',
    message: null,
    sending: false,
    texts: {
      placeholder: 'Write a message',
      send: 'Send',
      sending: 'Sending…',
      label: 'Message',
      messages: 'Messages',
    },
    onDraft: fn(),
    onSend: fn(),
  },
  decorators: [(Story) => <div className="flex h-80 w-80 flex-col">{Story()}</div>],
} satisfies Meta<typeof ChatThread>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Write to us and we will answer here.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull()
  },
}

export const Messages: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    await expect(items.map((item) => item.getAttribute('data-variant'))).toEqual(['shopper', 'staff'])
    // Text is drawn as typed, never as HTML.
    await expect(items[0]).toHaveTextContent('Is the <b>iPhone 13</b> in stock?')
    await userEvent.type(canvas.getByLabelText('Message'), 'Thanks')
    await expect(args.onDraft).toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).toHaveBeenCalledTimes(1)
  },
}

export const Sending: Story = {
  args: { draft: 'Thanks', sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

export const Refused: Story = {
  args: { draft: 'Thanks', message: 'You are sending messages too quickly. Please wait a moment.' },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Message')
    await expect(box).toHaveAccessibleDescription('You are sending messages too quickly. Please wait a moment.')
    await expect(canvas.getByRole('alert')).toHaveTextContent('too quickly')
  },
}
