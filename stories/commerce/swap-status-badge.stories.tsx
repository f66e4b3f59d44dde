import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SWAP_STATUS_VARIANT, SwapStatusBadge } from '@/commerce/swap-status-badge'
import { SWAP_STATUSES, swapStatusLabel } from '@/domain/swap-status'

const meta = {
  title: 'Commerce/SwapStatusBadge',
  component: SwapStatusBadge,
  args: { status: 'new' },
} satisfies Meta<typeof SwapStatusBadge>
export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('New')
    await expect(badge).toHaveAttribute('data-slot', 'swap-status-badge')
    await expect(badge).toHaveAttribute('data-state', 'new')
  },
}

export const OfferMade: Story = {
  args: { status: 'offerMade', size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offer made')).toHaveAttribute('data-state', 'offerMade')
  },
}

/** Every status, each in its one colour. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {SWAP_STATUSES.map((status) => (
        <SwapStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="swap-status-badge"]')]
    await expect(badges.map((badge) => badge.textContent)).toEqual(SWAP_STATUSES.map(swapStatusLabel))
    for (const [index, status] of SWAP_STATUSES.entries())
      await expect(badges[index]).toHaveAttribute('data-variant', SWAP_STATUS_VARIANT[status])
  },
}
