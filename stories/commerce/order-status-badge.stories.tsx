import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ORDER_STATUS_VARIANT, OrderStatusBadge } from '@/commerce/order-status-badge'
import { ORDER_STATUSES } from '@/domain/order-status'

const meta = {
  title: 'Commerce/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'Pending' },
} satisfies Meta<typeof OrderStatusBadge>
export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Pending')
    await expect(badge).toHaveAttribute('data-slot', 'order-status-badge')
    await expect(badge).toHaveAttribute('data-state', 'Pending')
  },
}

export const Shipped: Story = { args: { status: 'Shipped', size: 'md' } }

/** Every status, each in its one colour. */
export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="order-status-badge"]')]
    await expect(badges.map((badge) => badge.textContent)).toEqual([...ORDER_STATUSES])
    for (const [index, status] of ORDER_STATUSES.entries())
      await expect(badges[index]).toHaveAttribute('data-variant', ORDER_STATUS_VARIANT[status])
  },
}
