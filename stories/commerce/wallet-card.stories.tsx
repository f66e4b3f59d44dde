import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { WalletCard } from '@/commerce/wallet-card'
import { testNotice } from '@machines/wallet/test-wallet'

const meta = {
  title: 'Commerce/WalletCard',
  component: WalletCard,
  args: { state: 'ready', balance: 20000, onAddFunds: fn(), onWithdraw: fn(), onRetry: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.cardWidth as number | undefined) ?? 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletCard>
export default meta
type Story = StoryObj<typeof meta>

const card = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="wallet-card"]')!

export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('heading', { name: 'Wallet balance' })).toBeVisible()
    // spec §3: the balance in naira, with 2 decimals.
    await expect(canvas.getByText('₦20,000.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add Funds' }))
    await expect(args.onAddFunds).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(args.onWithdraw).toHaveBeenCalledOnce()
  },
}

/** A phone's width: the buttons stack under the balance. */
export const ReadyNarrow: Story = {
  ...Ready,
  parameters: { cardWidth: 320 },
  play: async (context) => {
    await Ready.play!(context)
    const [addFunds, withdraw] = [
      context.canvas.getByRole('button', { name: 'Add Funds' }),
      context.canvas.getByRole('button', { name: 'Withdraw' }),
    ]
    await expect(withdraw.getBoundingClientRect().top).toBeGreaterThan(addFunds.getBoundingClientRect().bottom - 1)
  },
}

export const Empty: Story = {
  args: { balance: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦0.00')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled()
  },
}

export const Large: Story = {
  args: { balance: 1234567.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,234,567.50')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { state: 'loading', balance: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your wallet balance')
    await expect(canvasElement.querySelector('[data-slot="wallet-card-skeleton"]')).not.toBeNull()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add Funds' })).toBeEnabled()
  },
}

/** Read again after money moved: the last balance stays in view. */
export const Reloading: Story = {
  args: { state: 'loading', balance: 18900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦18,900.00')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
  },
}

// spec §8: no wallet.
export const Failed: Story = {
  args: { state: 'failed', balance: null, errorMessage: 'Error, Please try again later' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByText('Error, Please try again later')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: { cardWidth: 320 } }

const refused = testNotice('65a1f0c2e4b0a1b2c3d4e5f6')

/** A withdrawal the bank refused after it was accepted (ADR 0014): shown until the shopper dismisses it. */
export const ReadyWithNotice: Story = {
  args: { notices: [refused], onDismissNotices: fn() },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('alert')
    await expect(notice).toHaveTextContent('Your withdrawal did not go through')
    await expect(notice).toHaveTextContent(
      'The bank did not accept this withdrawal (Account is dormant). Your money is back in your wallet',
    )
    await expect(notice).toHaveTextContent('₦5,000.00 and the ₦100.00 fee are back in your wallet.')
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'OK, got it' }))
    await expect(args.onDismissNotices).toHaveBeenCalledOnce()
  },
}

/** Telling the server the notice was seen: the button is busy, the rest of the card works. */
export const DismissingNotices: Story = {
  args: { state: 'dismissingNotices', notices: [refused], onDismissNotices: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'dismissingNotices')
    await expect(canvas.getByRole('button', { name: /OK, got it/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled()
    await expect(canvas.getByText('₦20,000.00')).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {/* Each its own name: three regions named alike on one page are one too many landmarks. */}
      <WalletCard {...args} aria-labelledby={undefined} aria-label="Ready" state="ready" balance={20000} />
      <WalletCard {...args} aria-labelledby={undefined} aria-label="Loading" state="loading" balance={null} />
      <WalletCard
        {...args}
        aria-labelledby={undefined}
        aria-label="Failed"
        state="failed"
        balance={null}
        errorMessage="Error, Please try again later"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="wallet-card"]')).toHaveLength(3)
  },
}
