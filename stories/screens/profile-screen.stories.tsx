import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ProfileScreen } from '@/screens/profile/profile-screen'
import { WalletCard } from '@/commerce/wallet-card'
import { WalletTransactions } from '@/screens/wallet/wallet-transactions'
import { transactions } from './wallet-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  decorators: [withScreenWidth],
  parameters: wide,
  args: { user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } },
} satisfies Meta<typeof ProfileScreen>
export default meta
type Story = StoryObj<typeof meta>

function rootOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="profile-screen"]')!
}

export const Shopper: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'shopper')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible()
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    await expect(canvas.queryByText('Vendor')).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Staff: orders board' })).toBeNull()
    const logout = canvas.getByRole('link', { name: 'Logout' })
    await expect(logout).toHaveAttribute('href', '/logout')
    await userEvent.tab()
    await expect(logout).toHaveFocus()
  },
}

export const Vendor: Story = {
  args: { user: { email: 'kemi@example.com', firstName: 'Kemi', lastName: 'Adeyemi', vendorId: 'vendor-7' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'vendor')
    await expect(canvas.getByText('Vendor')).toBeVisible()
  },
}

// A user who signed up without a name is shown by their email.
export const Staff: Story = {
  args: { user: { email: 'kemi@oja.test', firstName: 'Kemi', lastName: 'Adebayo', staffRole: 'owner' } },
  play: async ({ canvas }) => {
    // The store's owner and staff find their section beside the way out.
    await expect(canvas.getByRole('link', { name: 'Staff: orders board' })).toHaveAttribute('href', '/staff/orders')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Staff: orders board' })).toHaveFocus()
  },
}

export const WithoutName: Story = {
  args: { user: { email: 'tunde@example.com', firstName: '', lastName: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="profile-screen-name"]')).toHaveTextContent(
      'tunde@example.com',
    )
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375)
    // On a phone the summary stacks: the Logout link sits below the email.
    const email = canvas.getByText('ada@example.com').getBoundingClientRect()
    const logout = canvas.getByRole('link', { name: 'Logout' }).getBoundingClientRect()
    await expect(logout.top).toBeGreaterThanOrEqual(email.bottom)
  },
}

const noop = () => undefined

// spec §2 Profile: the wallet balance card under the summary, then the wallet's transactions.
export const WithWallet: Story = {
  args: {
    wallet: <WalletCard state="ready" balance={20000} onAddFunds={noop} onWithdraw={noop} onRetry={noop} />,
    transactions: (
      <WalletTransactions state="listed" transactions={transactions} canLoadMore={false} onMore={noop} onRetry={noop} />
    ),
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByText('ada@example.com').getBoundingClientRect()
    const balance = canvas.getByRole('heading', { name: 'Wallet balance' }).getBoundingClientRect()
    const list = canvas.getByRole('heading', { name: 'Transactions' }).getBoundingClientRect()
    await expect(balance.top).toBeGreaterThan(summary.bottom)
    await expect(list.top).toBeGreaterThan(balance.bottom)
    await expect(canvas.getByText('₦20,000.00')).toBeVisible()
  },
}

export const WithWalletNarrow: Story = { ...WithWallet, parameters: narrow }
