// The staff swap request page, one story per state of machines/staff-swap, drawn from props.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CHANGED_FIRST, StaffSwapScreen } from '@/screens/staff-swap/staff-swap-screen'
import { swapStatusMessages } from '@/domain/swap-status'
import { sampleSwaps } from '../network/staff-swap-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const [fresh, offered, faulty, closed] = sampleSwaps()
const replied = {
  ...offered!,
  events: [
    ...offered!.events,
    {
      kind: 'reply' as const,
      status: null,
      text: 'Hello Bola,\n\nWe can offer ₦180,000 for your Galaxy S21 Ultra against the iPhone 14 Pro.\nBring it to our Ikeja shop.',
      actor: 'segun.ola@oja.test',
      at: '2026-11-26T15:02:00.000Z',
    },
  ],
}

const meta = {
  title: 'Screens/StaffSwap',
  component: StaffSwapScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffSwap', slot: 'staff-swap' } },
  args: {
    state: 'viewing',
    busy: false,
    swap: fresh!,
    conflict: null,
    reply: '',
    replyError: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffSwapScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-swap"]')!
const moves = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: 'Move to' }))
    .getAllByRole('button')
    .map((button) => button.textContent)

export const Loading: Story = {
  args: { state: 'loading', busy: true, swap: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the swap request')
    await expect(canvasElement.querySelector('[data-slot="staff-swap-skeleton"]')).not.toBeNull()
  },
}

export const Viewing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'viewing')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apple iPhone 12 Pro 128GB' })).toBeVisible()
    await expect(canvas.getByText('New', { selector: '[data-slot="swap-status-badge"]' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← All swap requests' })).toHaveAttribute('href', '/staff/swaps')
    await expect(moves(canvas)).toEqual([
      'Move to Contacted',
      'Move to Offer made',
      'Move to Declined',
      'Move to Closed',
    ])
    const device = within(canvas.getByRole('region', { name: 'Device offered' }))
    await expect(device.getByText('Battery health 79%')).toBeVisible()
    await expect(device.getAllByRole('img')).toHaveLength(3)
    await expect(device.getAllByRole('link')[0]).toHaveAttribute('target', '_blank')
    const wanted = within(canvas.getByRole('region', { name: 'Device wanted' }))
    await expect(wanted.getByRole('link', { name: 'Samsung Galaxy S23 256GB' })).toHaveAttribute(
      'href',
      '/product-details/samsung-galaxy-s23-256gb',
    )
    const shopper = within(canvas.getByRole('region', { name: 'Shopper' }))
    await expect(shopper.getByRole('link', { name: 'ada.obi@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:ada.obi@gmail.com',
    )
    await expect(shopper.getByRole('link', { name: '08031234567' })).toHaveAttribute('href', 'tel:08031234567')
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }))
    await expect(timeline.getAllByRole('listitem')).toHaveLength(1)
    await expect(timeline.getByText('Sent by the shopper')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Move to Offer made' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.move', status: 'offerMade' })
    const reply = canvas.getByRole('textbox', { name: 'Your reply' })
    await expect(reply).toHaveAttribute('maxlength', '2000')
    await expect(canvas.getByText("Sent to ada.obi@gmail.com from the store's address, as plain text.")).toBeVisible()
    await userEvent.type(reply, 'H')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'reply.type', text: 'H' })
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'reply.submit' })
  },
}

export const ViewingReplied: Story = {
  args: { swap: replied },
  play: async ({ canvas }) => {
    await expect(moves(canvas)).toEqual(['Move to Accepted', 'Move to Declined', 'Move to Contacted', 'Move to Closed'])
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }))
    const entries = timeline.getAllByRole('listitem')
    await expect(entries.map((entry) => entry.getAttribute('data-state'))).toEqual(['sent', 'status', 'reply'])
    await expect(entries[1]).toHaveTextContent(/Marked Offer made.*tunde@oja\.test/)
    await expect(entries[2]).toHaveTextContent(/Replied by email.*segun\.ola@oja\.test.*We can offer ₦180,000/)
  },
}

export const ViewingSettled: Story = {
  args: { swap: closed! },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Move to' })).toBeNull()
    await expect(canvas.getByText('This request is settled: it cannot be moved.')).toBeVisible()
  },
}

export const ViewingReplyRefused: Story = {
  args: { swap: faulty!, reply: 'We will call you tomorrow.', replyError: swapStatusMessages.replyNotSent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveValue('We will call you tomorrow.')
    await expect(canvas.getByRole('alert')).toHaveTextContent(swapStatusMessages.replyNotSent)
    await expect(canvas.getByText('No photos were sent.')).toBeVisible()
    await expect(canvas.getByText('1974 characters left')).toBeVisible()
  },
}

export const Moving: Story = {
  args: { state: 'moving', busy: true },
  play: async ({ canvas }) => {
    for (const button of within(canvas.getByRole('group', { name: 'Move to' })).getAllByRole('button'))
      await expect(button).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled()
  },
}

export const Replying: Story = {
  args: { state: 'replying', busy: true, reply: 'We can offer ₦250,000.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…')
  },
}

export const Refreshed: Story = {
  args: {
    state: 'refreshed',
    swap: { ...fresh!, request: { ...fresh!.request, status: 'declined' }, nextStatuses: [] },
    conflict: swapStatusMessages.notAllowed('declined', 'offerMade'),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(CHANGED_FIRST)
    await expect(alert).toHaveTextContent('A swap request that is Declined cannot be marked Offer made.')
    await expect(canvas.getByText('Declined', { selector: '[data-slot="swap-status-badge"]' })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { state: 'failed', swap: null, errorMessage: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.retry' })
  },
}

export const NotFound: Story = {
  args: { state: 'notFound', swap: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Swap request not found.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← All swap requests' })).toBeVisible()
  },
}

export const Denied: Story = {
  args: { state: 'denied', swap: null, errorMessage: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('link', { name: '← All swap requests' })).toBeNull()
  },
}

export const ViewingNarrow: Story = {
  parameters: narrow,
  args: { swap: replied },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
