import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { ProfileScreen } from '@/screens/profile/profile-screen'
import { OrdersScreen } from '@/screens/orders/orders-screen'
import { paid } from './order-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/ProfileLayout',
  component: ProfileLayout,
  decorators: [withScreenWidth],
  parameters: wide,
  args: {
    current: 'profile',
    children: (
      <ProfileScreen user={{ email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }} className="max-w-none p-0" />
    ),
  },
} satisfies Meta<typeof ProfileLayout>
export default meta
type Story = StoryObj<typeof meta>

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Profile' })

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const links = within(nav(canvasElement)).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Profile summary',
      'Buy data',
      'Orders',
      'Addresses',
      'Account and security',
    ])
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile',
      '/profile/buy-data',
      '/profile/orders',
      '/profile/addresses',
      '/profile/account',
    ])
    await expect(links[0]).toHaveAttribute('aria-current', 'page')
    await expect(links[1]).not.toHaveAttribute('aria-current')
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await userEvent.tab()
    await expect(links[0]).toHaveFocus()
  },
}

export const Orders: Story = {
  args: {
    current: 'profileOrders',
    children: <OrdersScreen state="listed" orders={[paid]} onRetry={() => undefined} />,
  },
  play: async ({ canvasElement }) => {
    const current = within(nav(canvasElement)).getByRole('link', { current: 'page' })
    await expect(current).toHaveTextContent('Orders')
    // Beside the page on a wide screen.
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="profile-layout-page"]')!
    await expect(nav(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(
      page.getBoundingClientRect().left,
    )
  },
}

export const OrdersNarrow: Story = {
  ...Orders,
  parameters: narrow,
  play: async ({ canvasElement }) => {
    // Above the page on a phone.
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="profile-layout-page"]')!
    await expect(nav(canvasElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      page.getBoundingClientRect().top,
    )
    await expect(within(nav(canvasElement)).getByRole('link', { current: 'page' })).toHaveTextContent('Orders')
  },
}

export const Addresses: Story = {
  args: { current: 'profileAddresses', children: <p>Addresses</p> },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getByRole('link', { current: 'page' })).toHaveTextContent('Addresses')
  },
}
