import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderCard, OrderCardSkeleton } from '@/commerce/order-card'
import { awaiting, paid } from '../screens/order-fixtures'

const meta = {
  title: 'Commerce/OrderCard',
  component: OrderCard,
  args: { order: paid, productHref: (slug: string) => `/product-details/${slug}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>
export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Order of 20 November 2026' })
    await expect(card).toHaveAttribute('data-state', 'pending')
    await expect(canvasElement.querySelector('[data-slot="order-card-status"]')).toHaveTextContent('Pending')
    await expect(canvasElement.querySelector('[data-slot="order-card-tracking"]')).toHaveTextContent(
      'Tracking ID: OJA-7K2M9Q',
    )
    const items = within(card).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(within(items[0]!).getByRole('link', { name: 'Tecno Camon 20' })).toHaveAttribute(
      'href',
      '/product-details/tecno-camon-20',
    )
    await expect(items[0]).toHaveTextContent('Size: 256GB · Qty: 2')
    await expect(items[0]).toHaveTextContent('₦155,000')
    await expect(items[1]).toHaveTextContent('Qty: 1')
    await expect(items[1]).not.toHaveTextContent('Size')
    await expect(canvasElement.querySelector('[data-slot="order-card-amount"]')).toHaveTextContent('₦325,000.00')
    await expect(canvasElement.querySelector('[data-slot="order-card-delivery"]')).toHaveTextContent('Express delivery')
    await expect(canvasElement.querySelector('[data-slot="order-card-address"]')).toHaveTextContent(
      '12 Unity Road, Ilorin',
    )
  },
}

export const AwaitingPayment: Story = {
  args: { order: awaiting },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-card"]')).toHaveAttribute(
      'data-state',
      'awaitingPayment',
    )
    await expect(canvasElement.querySelector('[data-slot="order-card-tracking"]')).toHaveTextContent('Awaiting Payment')
    await expect(canvasElement).not.toHaveTextContent('OJA-3PLX8D')
    await expect(canvasElement.querySelector('[data-slot="order-card-delivery"]')).toHaveTextContent(
      'Motor park pickup',
    )
  },
}

// A cancelled order shows its tracking id even when its transaction id equals its reference.
export const Cancelled: Story = {
  args: { order: { ...awaiting, status: 'Cancelled' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-card-status"]')).toHaveTextContent('Cancelled')
    await expect(canvasElement.querySelector('[data-slot="order-card-tracking"]')).toHaveTextContent(
      'Tracking ID: OJA-3PLX8D',
    )
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <OrderCard {...args} order={paid} />
      <OrderCard {...args} order={{ ...paid, _id: 'shipped', status: 'Shipped' }} />
      <OrderCard {...args} order={{ ...paid, _id: 'delivered', status: 'Delivered' }} />
      <OrderCard {...args} order={awaiting} />
      <OrderCard {...args} order={{ ...awaiting, _id: 'cancelled', status: 'Cancelled' }} />
      <OrderCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
  },
}
