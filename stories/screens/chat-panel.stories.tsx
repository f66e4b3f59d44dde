import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Decorator } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { ChatMessage } from '@/domain/chat'
import { ChatPanel, type ChatPanelState } from '@/commerce/chat-panel'
import { narrow, wide } from './viewport'

const message = (id: string, author: ChatMessage['author'], text: string, at: string): ChatMessage => ({
  _id: id.padStart(24, '0'),
  author,
  text,
  createdAt: at,
})

const MESSAGES: ChatMessage[] = [
  message('1', 'shopper', 'Hello', '2026-11-30T08:01:00Z'),
  message('2', 'shopper', 'Is the <b>iPhone 13</b> in stock?', '2026-11-30T08:02:00Z'),
  message('3', 'staff', 'Yes, in every size. It ships tomorrow.', '2026-11-30T08:03:00Z'),
]

/**
 * A page-sized frame the fixed panel is drawn in (being transformed, it is the panel's containing block), with the
 * page's end behind it, as a store page at the story's width would show it.
 */
const inPage: Decorator = (Story, { parameters }) => (
  <div
    data-testid="screen-frame"
    style={{ width: (parameters.visual as { width: number }).width, height: 640, transform: 'translateZ(0)' }}
    className="bg-muted"
  >
    <Story />
  </div>
)

const meta = {
  title: 'Screens/ChatPanel',
  component: ChatPanel,
  decorators: [inPage],
  parameters: { ...wide, stateChart: { machine: 'chat', slot: 'chat-panel' } },
  args: {
    state: 'open',
    messages: MESSAGES,
    businessHours: true,
    draft: '',
    message: null,
    signInHref: '/login',
    visitor: { email: '', name: '', problem: null, onEmail: fn(), onName: fn(), onStart: fn() },
    onClose: fn(),
    onSignIn: fn(),
    onRetry: fn(),
    onDraft: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof ChatPanel>
export default meta
type Story = StoryObj<typeof meta>

const panel = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="chat-panel"]')!
const stateIs = async (element: HTMLElement, state: ChatPanelState) =>
  expect(panel(element).getAttribute('data-state')).toBe(state)

export const AskingEmail: Story = {
  args: { state: 'askingEmail', messages: [], businessHours: null },
  play: async ({ canvas, canvasElement, args }) => {
    await stateIs(canvasElement, 'askingEmail')
    await expect(
      canvas.getByText('Give us your email and write: we reply here, or by email once you have gone.'),
    ).toBeVisible()
    await expect(canvas.getByText('Business hours Mon-Fri 9AM-5PM.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'b')
    await expect(args.visitor.onEmail).toHaveBeenCalledWith('b')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (optional)' }), 'B')
    await expect(args.visitor.onName).toHaveBeenCalledWith('B')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'H')
    await expect(args.onDraft).toHaveBeenCalledWith('H')
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }))
    await expect(args.visitor.onStart).toHaveBeenCalled()
    // Those who would rather sign in still can.
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in to chat with us.' }))
    await expect(args.onSignIn).toHaveBeenCalled()
  },
}

export const AskingEmailInvalid: Story = {
  args: {
    state: 'askingEmail',
    messages: [],
    businessHours: null,
    draft: 'Do you deliver to Ibadan?',
    visitor: {
      email: 'bisi',
      name: '',
      problem: { field: 'email', message: 'Enter a valid email address, like name@example.com' },
      onEmail: fn(),
      onName: fn(),
      onStart: fn(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'askingEmail')
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com')
  },
}

export const AskingEmailRefused: Story = {
  args: {
    state: 'askingEmail',
    messages: [],
    businessHours: null,
    draft: 'Hello?',
    message: 'Too many attempts. Please try again in 1 hour',
    visitor: { email: 'bisi@example.com', name: 'Bisi', problem: null, onEmail: fn(), onName: fn(), onStart: fn() },
  },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'askingEmail')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 hour')
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello?')
  },
}

export const Starting: Story = {
  args: {
    state: 'starting',
    messages: [],
    businessHours: null,
    draft: 'Do you deliver to Ibadan?',
    visitor: { email: 'bisi@example.com', name: 'Bisi', problem: null, onEmail: fn(), onName: fn(), onStart: fn() },
  },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'starting')
    await expect(canvas.getByRole('button', { name: 'Starting…' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
  },
}

export const Connecting: Story = {
  args: { state: 'connecting', messages: [], businessHours: null },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'connecting')
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting…')
    // Focus has moved into the panel, which is named by its heading.
    await expect(canvas.getByRole('dialog', { name: 'Live chat' })).toHaveFocus()
  },
}

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await stateIs(canvasElement, 'open')
    await expect(canvas.getByText('We are online and reply here.')).toBeVisible()
    // Drawn as text, never as HTML.
    await expect(canvas.getByText('Is the <b>iPhone 13</b> in stock?')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a message' }), 'Hi')
    await expect(args.onDraft).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSend).toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const OpenOutsideHours: Story = {
  args: { businessHours: false, messages: [] },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'open')
    await expect(canvas.getByText('We are away now: we reply by email.')).toBeVisible()
    await expect(canvas.getByText('Ask us anything about a product, an order or a delivery.')).toBeVisible()
  },
}

export const Sending: Story = {
  args: { state: 'sending', draft: 'Can I pay on delivery?' },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'sending')
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

export const SendRefused: Story = {
  args: { draft: 'Hello?', message: 'Too many attempts. Please try again in 1 minute' },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'open')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute')
  },
}

export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvas, canvasElement }) => {
    await stateIs(canvasElement, 'reconnecting')
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…')
    // The shopper can still write meanwhile.
    await expect(canvas.getByRole('textbox', { name: 'Write a message' })).toBeEnabled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', messages: [], businessHours: null },
  play: async ({ canvas, canvasElement, args }) => {
    await stateIs(canvasElement, 'failed')
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const OpenNarrow: Story = {
  args: Open.args,
  parameters: narrow,
  play: async ({ canvasElement }) => {
    const box = panel(canvasElement).getBoundingClientRect()
    await expect(box.width).toBeLessThanOrEqual(375 - 32)
    await expect(panel(canvasElement).scrollWidth).toBeLessThanOrEqual(panel(canvasElement).clientWidth)
  },
}

export const AskingEmailNarrow: Story = {
  args: AskingEmail.args,
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Start chat' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in to chat with us.' })).toBeVisible()
    await expect(panel(canvasElement).scrollWidth).toBeLessThanOrEqual(panel(canvasElement).clientWidth)
  },
}
