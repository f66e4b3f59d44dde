import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffRestockScreen } from '@/screens/staff-restock/staff-restock-screen'
import { RESTOCK_DEMAND } from '../network/staff-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffRestock',
  component: StaffRestockScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffRestock', slot: 'staff-restock-screen' } },
  args: {
    state: 'listed',
    demand: RESTOCK_DEMAND,
    page: 1,
    totalPages: 2,
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffRestockScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-restock-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', demand: [], totalPages: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading what shoppers wait for')
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', {
      name: 'Back-in-stock requests by product and size, most waited for first',
    })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Size', 'Waiting', 'Waiting since', 'Emailed when back', 'Last emailed'])
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(RESTOCK_DEMAND.length)
    // 09:12 UTC is 10:12 in Lagos; the product opens its page in the store.
    await expect(rows[0]).toHaveTextContent(/Samsung Galaxy A15.*128GB.*14.*18 Nov 2026.*10:12.*6/)
    await expect(within(rows[0]!).getByRole('link', { name: 'Samsung Galaxy A15' })).toHaveAttribute(
      'href',
      '/product-details/samsung-galaxy-a15',
    )
    // A product without sizes, never emailed; a size nobody waits for any more.
    await expect(rows[1]).toHaveTextContent(/One size.*9/)
    await expect(within(rows[1]!).getByText('Not yet')).toHaveClass('sr-only')
    await expect(within(rows[3]!).getByText('Nobody')).toHaveClass('sr-only')
    await expect(rows[3]).toHaveTextContent(/40mm.*0.*5.*26 Nov 2026/)
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'page.go', page: 2 })
  },
}

export const Empty: Story = {
  args: { state: 'empty', demand: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shopper has asked to be told when something is back.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Failed: Story = {
  args: { state: 'failed', demand: [], totalPages: 0, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', demand: [], totalPages: 0, message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', {
      name: 'Back-in-stock requests by product and size, most waited for first',
    })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}
