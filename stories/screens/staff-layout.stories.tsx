import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StaffLayout } from '@/screens/staff/staff-layout'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffLayout',
  component: StaffLayout,
  decorators: [withScreenWidth],
  parameters: wide,
  args: {
    current: 'staffOrders',
    staffRole: 'owner',
    children: <h1 className="m-0 text-xl font-bold">Orders board</h1>,
  },
} satisfies Meta<typeof StaffLayout>
export default meta
type Story = StoryObj<typeof meta>

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Staff' })

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Oja')).toBeVisible()
    await expect(canvas.getByText('Staff', { selector: 'span' })).toBeVisible()
    const links = within(nav(canvasElement)).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Orders',
      'Live chat',
      'Swap requests',
      'Waiting for stock',
      'Promos',
      'Categories',
      'Dashboard',
      'Held money',
      'Vendors',
      'Audit log',
    ])
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/staff/orders',
      '/staff/chat',
      '/staff/swaps',
      '/staff/restock',
      '/staff/promos',
      '/staff/categories',
      '/staff/dashboard',
      '/staff/money',
      '/staff/vendors',
      '/staff/audit',
    ])
    await expect(links[0]).toHaveAttribute('aria-current', 'page')
    await expect(links[1]).not.toHaveAttribute('aria-current')
    await expect(canvas.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders board' })).toBeVisible()
    await userEvent.tab()
    await expect(links[0]).toHaveFocus()
  },
}

export const Staff: Story = {
  args: { staffRole: 'staff' },
  play: async ({ canvasElement }) => {
    // Only owners read the audit log (docs/adr/0027) and keep the vendors (docs/adr/0034).
    const links = within(nav(canvasElement)).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Orders',
      'Live chat',
      'Swap requests',
      'Waiting for stock',
      'Promos',
      'Categories',
    ])
    for (const ownersOnly of ['Dashboard', 'Held money', 'Vendors', 'Audit log']) {
      await expect(within(canvasElement).queryByRole('link', { name: ownersOnly })).toBeNull()
    }
  },
}

export const Audit: Story = {
  args: { current: 'staffAudit', children: <h1 className="m-0 text-xl font-bold">Audit log</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getByRole('link', { current: 'page' })).toHaveTextContent('Audit log')
  },
}

export const OrderPage: Story = {
  args: { current: 'staffOrder', children: <h1 className="m-0 text-xl font-bold">Order</h1> },
  play: async ({ canvasElement }) => {
    // An order's page sits under Orders: the link is marked as the section, not as the page itself.
    const orders = within(nav(canvasElement)).getByRole('link', { name: 'Orders' })
    await expect(orders).toHaveAttribute('aria-current', 'true')
    await expect(orders).toHaveAttribute('data-state', 'current')
  },
}

export const OwnerNarrow: Story = {
  parameters: narrow,
  play: async ({ canvasElement }) => {
    // On a phone the navigation takes its own row under the title, and nothing overflows the screen.
    const layout = canvasElement.querySelector<HTMLElement>('[data-slot="staff-layout"]')!
    await expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth)
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="staff-layout-title"]')!
    await expect(nav(canvasElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    )
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the store' })).toBeVisible()
  },
}
