import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffDashboardScreen } from '@/screens/staff-dashboard/staff-dashboard-screen'
import { DASHBOARD, EMPTY_DASHBOARD } from '../network/dashboard-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffDashboard',
  component: StaffDashboardScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffDashboard', slot: 'staff-dashboard-screen' } },
  args: { state: 'shown', dashboard: DASHBOARD, message: null, send: fn() },
} satisfies Meta<typeof StaffDashboardScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-dashboard-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', dashboard: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the dashboard')
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull()
  },
}

export const Shown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'shown')
    // Money in naira, as the store writes it; the last 30 days' sales and orders are the chart's.
    const month = DASHBOARD.periods[2]!
    const figures = within(canvasElement.querySelector<HTMLElement>('[data-slot="staff-dashboard-figures"]')!)
    await expect(figures.getByText('Last 30 days').closest('dl')).toHaveTextContent(
      new RegExp(`₦${month.sales.toLocaleString('en-NG')}.*${month.orders} orders`),
    )
    await expect(figures.getByText('Wallet float').closest('dl')).toHaveTextContent('₦2,418,351')
    // The chart is one labelled image with a bar a day, and its table says the same.
    const chart = canvas.getByRole('img', { name: /Bar chart of sales each day over the last 30 days/ })
    await expect(chart.querySelectorAll('[data-slot="sales-chart-bar"]')).toHaveLength(30)
    const table = canvas.getByRole('table', { name: 'Sales and orders each day, last 30 days' })
    await expect(within(table).getAllByRole('row')).toHaveLength(31)
    // The funnel: each step with its share of the one before.
    const funnel = canvas.getByRole('table', { name: 'Funnel' })
    const steps = within(funnel).getAllByRole('row').slice(1)
    await expect(steps.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Product views',
      'Added to cart',
      'Delivery chosen',
      'Paid orders',
    ])
    await expect(steps[1]).toHaveTextContent(/1204.*10%.*301.*38/)
    await expect(steps[0]).toHaveTextContent(/11870.*—/)
    await expect(canvas.getByRole('table', { name: 'Other events' })).toHaveTextContent(/Sign ups.*150.*41.*6/)
    await expect(canvas.getByRole('table', { name: 'Orders by status' })).toHaveTextContent(/Delivered.*131/)
    await expect(
      within(canvas.getByRole('table', { name: 'Top products, last 30 days' })).getByRole('link', {
        name: 'Samsung Galaxy A15',
      }),
    ).toHaveAttribute('href', '/product-details/samsung-galaxy-a15')
    await expect(canvas.getByRole('table', { name: 'Delivery methods, last 30 days' })).toHaveTextContent(
      /Motor park pickup.*71.*Standard delivery.*88.*Express delivery.*17/,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'dashboard.refresh' })
  },
}

export const Refreshing: Story = {
  args: { state: 'refreshing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the dashboard')
    await expect(canvas.getByRole('table', { name: 'Funnel' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { dashboard: EMPTY_DASHBOARD },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Nothing sold in the last 30 days.')).toHaveLength(2)
    await expect(canvas.getByRole('img', { name: /₦0 in all/ })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { state: 'failed', dashboard: null, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'dashboard.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', dashboard: null, message: "Only the store's owner can see this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const ShownNarrow: Story = {
  parameters: narrow,
  play: async ({ canvasElement }) => {
    // 375 px: nothing but the tables' own regions scrolls sideways.
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
