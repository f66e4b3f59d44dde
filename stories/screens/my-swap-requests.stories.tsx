// The shopper's swap requests on /profile, one story per state of machines/my-swap-requests, drawn from props.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MySwapRequests } from '@/screens/swap/my-swap-requests'
import { mySwapRequests } from '../network/staff-swap-fakes'
import { narrow, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/MySwapRequests',
  component: MySwapRequests,
  decorators: [withScreenWidth],
  parameters: {
    visual: { width: 720 },
    layout: 'padded',
    stateChart: { machine: 'mySwapRequests', slot: 'my-swap-requests' },
  },
  args: { state: 'listed', requests: mySwapRequests(), onRetry: fn() },
} satisfies Meta<typeof MySwapRequests>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { state: 'loading', requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your swap requests' })).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your swap requests')
  },
}

export const Listed: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your swap requests' })
    const items = within(within(region).getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(/Apple iPhone 12 Pro 128GB for Samsung Galaxy S23 256GB.*New/)
    await expect(items[0]).toHaveTextContent('We have your request and will reply within 5 business days.')
    await expect(items[0]).toHaveTextContent('Sent 27 Nov 2026')
    await expect(items[1]).toHaveTextContent(/Offer made.*We have sent you an offer/)
  },
}

export const Empty: Story = {
  args: { state: 'empty', requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not asked for a swap yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Request a swap' })).toHaveAttribute('href', '/swap')
  },
}

export const Failed: Story = {
  args: { state: 'failed', requests: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your swap requests.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="my-swap-requests"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}
