import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffOrdersScreen } from '@/screens/staff-orders/staff-orders-screen'
import { STAFF_BOARD } from '../network/staff-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffOrders',
  component: StaffOrdersScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffOrders', slot: 'staff-orders-screen' } },
  args: {
    state: 'listed',
    filters: { page: 1 },
    orders: STAFF_BOARD.slice(0, 8),
    page: 1,
    totalPages: 2,
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffOrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-orders-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', orders: [], totalPages: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the orders')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders board' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Paid orders, newest payment first' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Tracking ID',
      'Paid',
      'Customer',
      'Items',
      'Amount',
      'Delivery',
      'Status',
      'Open returns',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(8)
    const first = STAFF_BOARD[0]!
    const firstRow = within(rows[0]!)
    await expect(firstRow.getByRole('rowheader')).toHaveTextContent(first.trackingId)
    await expect(firstRow.getByRole('link', { name: first.trackingId })).toHaveAttribute(
      'href',
      `/staff/orders/${first._id}`,
    )
    // Paid 08:42 UTC is 09:42 in Lagos.
    await expect(firstRow.getByText(/27 Nov 2026.*09:42/)).toBeVisible()
    await expect(firstRow.getByText('Chiamaka Eze')).toBeVisible()
    await expect(firstRow.getByText('08031234567')).toBeVisible()
    await expect(firstRow.getByText('₦248,000')).toBeVisible()
    await expect(firstRow.getByText('Pending')).toBeVisible()
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'page.go', page: 2 })
  },
}

export const Filtered: Story = {
  args: {
    filters: { status: 'Delivered', deliveryMethod: 'standard', from: '2026-11-20', to: '2026-11-27', page: 1 },
    orders: STAFF_BOARD.filter((order) => order.status === 'Delivered' && order.deliveryMethod === 'standard'),
    totalPages: 1,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Status')).toHaveValue('Delivered')
    await expect(canvas.getByLabelText('Delivery')).toHaveValue('standard')
    await expect(canvas.getByLabelText('Paid from')).toHaveValue('2026-11-20')
    await expect(canvas.getByLabelText('Paid to')).toHaveValue('2026-11-27')
    // A row with a return waiting says so.
    await expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/1$/)
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Any status')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.change', filters: { status: undefined } })
    await userEvent.selectOptions(canvas.getByLabelText('Delivery'), 'Express delivery')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.change', filters: { deliveryMethod: 'express' } })
  },
}

export const Typing: Story = {
  args: { state: 'typing', filters: { q: 'chia', page: 1 } },
  play: async ({ canvas, args }) => {
    // What was listed stays while the search waits for a pause.
    await expect(canvas.getByRole('table')).toBeVisible()
    const search = canvas.getByRole('searchbox', { name: 'Search' })
    await expect(search).toHaveValue('chia')
    await userEvent.type(search, 'm')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'filters.type', filters: { q: 'chiam' } })
    // Paging waits for the search's answer.
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: { state: 'empty', orders: [], totalPages: 0, filters: { status: 'Cancelled', q: 'zz', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No paid orders match these filters.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('zz')
  },
}

export const Failed: Story = {
  args: { state: 'failed', orders: [], totalPages: 0, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', orders: [], totalPages: 0, message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('search')).toBeNull()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    // On a phone the table scrolls inside its own region (focusable, so the keyboard can scroll it); the page does not.
    const region = canvas.getByRole('region', { name: 'Paid orders, newest payment first' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible()
  },
}
