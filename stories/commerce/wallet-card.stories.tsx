import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { WalletCard } from '@/commerce/wallet-card'

const meta = {
  title: 'Commerce/WalletCard',
  component: WalletCard,
  args: { state: 'ready', balance: 20000, onAddFunds: fn(), onWithdraw: fn(), onRetry: fn() },
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: (parameters.cardWidth as number | undefined) ?? 560 }}><Story /></div>],
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
    const [addFunds, withdraw] = [context.canvas.getByRole('button', { name: 'Add Funds' }), context.canvas.getByRole('button', { name: 'Withdraw' })]
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

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {/* Each its own name: three regions named alike on one page are one too many landmarks. */}
      <WalletCard {...args} aria-labelledby={undefined} aria-label="Ready" state="ready" balance={20000} />
      <WalletCard {...args} aria-labelledby={undefined} aria-label="Loading" state="loading" balance={null} />
      <WalletCard {...args} aria-labelledby={undefined} aria-label="Failed" state="failed" balance={null} errorMessage="Error, Please try again later" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="wallet-card"]')).toHaveLength(3)
  },
}
