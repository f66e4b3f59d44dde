import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrdersScreen } from '@/screens/orders/orders-screen'
import { awaiting, paid } from './order-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Orders',
  component: OrdersScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'orders', slot: 'orders-screen' } },
  args: { state: 'listed', orders: [paid, awaiting], onRetry: fn() },
} satisfies Meta<typeof OrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="orders-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders')
    await expect(canvasElement.querySelectorAll('[data-slot="order-card-skeleton"]')).toHaveLength(2)
  },
}

export const Listed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    const list = within(canvasElement.querySelector<HTMLElement>('[data-slot="orders-list"]')!)
    const cards = list.getAllByRole('article')
    await expect(cards).toHaveLength(2)
    // The newest first, as the server sends them; each with its status display.
    await expect(cards[0]).toHaveTextContent('Tracking ID: OJA-7K2M9Q')
    await expect(cards[1]).toHaveTextContent('Awaiting Payment')
    await expect(within(cards[0]!).getByRole('link', { name: 'Tecno Camon 20' })).toHaveAttribute(
      'href',
      '/product-details/tecno-camon-20',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

export const ListedNarrow: Story = { ...Listed, parameters: narrow }

export const Empty: Story = {
  args: { state: 'empty', orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
  },
}

// spec §8: a failed load is only logged; the page offers a retry instead of standing blank.
export const Failed: Story = {
  args: { state: 'failed', orders: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByText('Your orders could not be loaded just now.')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: narrow }
