import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WalletTransactions } from '@/screens/wallet/wallet-transactions'
import { transactions } from './wallet-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/WalletTransactions',
  component: WalletTransactions,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'walletTransactions', slot: 'wallet-transactions' } },
  args: { state: 'listed', transactions, canLoadMore: false, onMore: fn(), onRetry: fn() },
} satisfies Meta<typeof WalletTransactions>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="wallet-transactions"]')!
const rows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="wallet-transaction"]')]

export const Loading: Story = {
  args: { state: 'loading', transactions: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your transactions')
  },
}

// Each with its type, amount, fee, status, reference and date, newest first.
export const Listed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    const listed = rows(canvasElement)
    await expect(listed).toHaveLength(5)
    const [refund, airtime, withdrawal, data, funding] = listed.map((row) => within(row))
    await expect(refund!.getByRole('heading', { name: 'Refund' })).toBeVisible()
    await expect(refund!.getByText('+₦100.00')).toBeVisible()
    await expect(airtime!.getByText('Failed')).toBeVisible()
    await expect(withdrawal!.getByText('−₦1,000.00')).toBeVisible()
    await expect(listed[2]!.querySelector('[data-slot="wallet-transaction-fee"]')).toHaveTextContent('₦100.00')
    await expect(withdrawal!.getByText('Pending')).toBeVisible()
    await expect(withdrawal!.getByText('wd_0f5c2e7a9b8d4c6e8f0a1b2c3d4e5f60')).toBeVisible()
    await expect(data!.getByText('MTN 1.5GB (30 days) for 08031234567')).toBeVisible()
    await expect(funding!.getByText('+₦20,000.00')).toBeVisible()
    // In Lagos time (UTC+1), whatever the device's zone.
    await expect(funding!.getByText(/24 Nov 2026.*9:00/)).toHaveAttribute('datetime', '2026-11-24T08:00:00.000Z')
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
  },
}

export const ListedNarrow: Story = { ...Listed, parameters: narrow }

export const MoreToSee: Story = {
  args: { canLoadMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }))
    await expect(args.onMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: { state: 'loadingMore', canLoadMore: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(rows(canvasElement)).toHaveLength(5)
    await expect(canvas.getByRole('button', { name: /See more/ })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  args: { state: 'empty', transactions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No transactions yet' })).toBeVisible()
  },
}

export const EmptyNarrow: Story = { ...Empty, parameters: narrow }

// spec §8.
export const Failed: Story = {
  args: {
    state: 'failed',
    transactions: [],
    errorMessage: 'An error has occured while fetch transactions. please try again later',
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('An error has occured while fetch transactions. please try again later'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: narrow }
