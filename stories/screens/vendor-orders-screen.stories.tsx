import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { VendorOrdersScreen } from '@/screens/vendor-orders/vendor-orders-screen'
import { vendorOrderLines } from './vendor-order-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/VendorOrders',
  component: VendorOrdersScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'vendorOrders', slot: 'vendor-orders-screen' } },
  args: {
    state: 'listed',
    lines: vendorOrderLines,
    totalDocs: 5,
    canLoadMore: true,
    onMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VendorOrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="vendor-orders-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', lines: [], totalDocs: 0, canLoadMore: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders')
  },
}

export const Listed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    const lines = within(canvasElement.querySelector<HTMLElement>('[data-slot="vendor-orders-list"]')!).getAllByRole(
      'article',
    )
    await expect(lines).toHaveLength(3)
    // The newest first, each with its date, tracking ID, item and size, quantity, price, status and where it goes.
    const first = within(lines[0]!)
    await expect(first.getByRole('link', { name: 'Oraimo FreePods 4 (Black)' })).toHaveAttribute(
      'href',
      '/product-details/oraimo-freepods-4',
    )
    await expect(lines[0]).toHaveTextContent('OJA-7K2M9Q')
    await expect(lines[0]).toHaveTextContent('24 Nov 2026')
    await expect(lines[0]).toHaveTextContent('Qty2')
    await expect(lines[0]).toHaveTextContent('₦26,500.00')
    await expect(lines[0]).toHaveTextContent('Ikeja, Lagos')
    await expect(first.getByText('Shipped')).toBeVisible()
    await expect(lines[1]).toHaveTextContent('Wuse, FCT')
    await expect(canvas.getByText('3 of 5')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Your products' })).toHaveAttribute('href', '/load-items')
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }))
    await expect(args.onMore).toHaveBeenCalledOnce()
  },
}

export const ListedNarrow: Story = { ...Listed, parameters: narrow }

export const Empty: Story = {
  args: { state: 'empty', lines: [], totalDocs: 0, canLoadMore: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
  },
}

export const Failed: Story = {
  args: {
    state: 'failed',
    lines: [],
    totalDocs: 0,
    canLoadMore: false,
    errorMessage: 'Your orders could not be loaded just now. Please try again.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByText('Your orders could not be loaded just now. Please try again.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: narrow }
