import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ChatConversationSummary, ChatMessage } from '@/domain/chat'
import { StaffChatScreen } from '@/screens/staff-chat/staff-chat-screen'
import { narrow, wide, withScreenWidth } from './viewport'

const message = (id: string, author: ChatMessage['author'], text: string, at: string): ChatMessage => ({
  _id: id.padStart(24, '0'),
  author,
  text,
  createdAt: at,
})

const ADA = { name: 'Ada Obi', email: 'ada@example.com', visitor: false }
const CONVERSATIONS: ChatConversationSummary[] = [
  {
    _id: 'a'.repeat(24),
    shopper: ADA,
    lastMessage: message('2', 'shopper', 'Is the <b>iPhone 13</b> in stock?', '2026-11-30T08:02:00Z'),
    unread: 2,
  },
  {
    _id: 'b'.repeat(24),
    shopper: { name: 'Tunde Bello', email: 'tunde@example.com', visitor: false },
    lastMessage: message('3', 'staff', 'It ships tomorrow.', '2026-11-30T07:40:00Z'),
    unread: 0,
  },
]
const MESSAGES: ChatMessage[] = [
  message('1', 'shopper', 'Hello', '2026-11-30T08:01:00Z'),
  message('2', 'shopper', 'Is the <b>iPhone 13</b> in stock?', '2026-11-30T08:02:00Z'),
  message('4', 'staff', 'Yes, in every size.', '2026-11-30T08:03:00Z'),
]

const meta = {
  title: 'Screens/StaffChat',
  component: StaffChatScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffChat', slot: 'staff-chat-screen' } },
  args: {
    state: 'listed',
    conversations: CONVERSATIONS,
    openId: null,
    shopper: null,
    messages: [],
    draft: '',
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffChatScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-chat-screen"]')!
const listed = (element: HTMLElement) =>
  within(element.querySelector<HTMLElement>('[data-slot="staff-chat-list"]')!).getAllByRole('button')
const thread = (element: HTMLElement) =>
  within(element.querySelector<HTMLElement>('[data-slot="chat-thread-messages"]')!)

export const Loading: Story = {
  args: { state: 'loading', conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
  },
}

export const Listed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const buttons = listed(canvasElement)
    // Unread first, with the count read out; the text as typed, never as HTML.
    await expect(buttons[0]).toHaveTextContent('Ada Obi2 UnreadIs the <b>iPhone 13</b> in stock?')
    await expect(buttons[1]).toHaveTextContent('Tunde BelloIt ships tomorrow.')
    await expect(canvas.getByText('Choose a conversation to read it.')).toBeVisible()
    await userEvent.click(buttons[1]!)
    await expect(args.send).toHaveBeenCalledWith({ type: 'conversation.open', id: 'b'.repeat(24) })
  },
}

export const Reading: Story = {
  args: { state: 'reading', openId: 'a'.repeat(24) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(listed(canvasElement)[0]).toHaveAttribute('aria-current', 'true')
  },
}

export const Viewing: Story = {
  args: { state: 'viewing', openId: 'a'.repeat(24), shopper: ADA, messages: MESSAGES, draft: 'We have it' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(thread(canvasElement).getByText('Is the <b>iPhone 13</b> in stock?')).toBeVisible()
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply' }), '!')
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.change', text: 'We have it!' })
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'reply.send' })
  },
}

export const Replying: Story = {
  args: { state: 'replying', openId: 'a'.repeat(24), shopper: ADA, messages: MESSAGES, draft: 'We have it' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

export const Reconnecting: Story = {
  args: { state: 'reconnecting', openId: 'a'.repeat(24), shopper: ADA, messages: MESSAGES },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…')
  },
}

export const Failed: Story = {
  args: { state: 'failed', conversations: [], message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', conversations: [], message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
  },
}

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet.')).toBeVisible()
  },
}

export const ViewingNarrow: Story = {
  args: Viewing.args,
  parameters: narrow,
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
