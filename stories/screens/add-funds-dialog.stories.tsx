import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AddFundsDialog } from '@/screens/wallet/add-funds-dialog'
import { NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/AddFundsDialog',
  component: AddFundsDialog,
  decorators: [withScreenWidth],
  args: {
    open: true,
    state: 'enteringAmount',
    amount: '',
    message: null,
    busy: false,
    onAmountChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { ...wide, stateChart: { machine: 'fundWallet', slot: 'add-funds-dialog' } },
  render: (args, { parameters }) => (
    <ModalFrame
      height={(parameters.visual?.width === NARROW_WIDTH ? 560 : 480) + (args.state === 'choosing' ? 220 : 0)}
    >
      {(container) => <AddFundsDialog {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof AddFundsDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => screen.findByRole('dialog', { name: 'Add Funds' })

export const EnteringAmount: Story = {
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'enteringAmount')
    const amount = within(found).getByRole('textbox', { name: 'Amount (₦)' })
    await expect(amount).toHaveAccessibleDescription('From ₦100 to ₦1,000,000')
    await userEvent.type(amount, '5')
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('5')
    await userEvent.click(within(found).getByRole('button', { name: 'Continue to payment' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(within(found).getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const EnteringAmountNarrow: Story = { ...EnteringAmount, parameters: narrow }

// The funding can be paid several ways: the shopper chooses, or goes back to change the amount. This device has no
// Apple Pay, as spec §8 says where its button would be.
export const Choosing: Story = {
  args: {
    state: 'choosing',
    amount: '5000',
    methods: ['card', 'bank_transfer', 'ussd'],
    applePay: { state: 'unavailable', message: NO_WALLET_METHOD },
    onChoose: fn(),
    onBack: fn(),
  },
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'choosing')
    await expect(within(found).queryByRole('textbox', { name: 'Amount (₦)' })).toBeNull()
    await expect(within(found).getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await userEvent.click(within(found).getByRole('button', { name: /^Pay by bank transfer/ }))
    await expect(args.onChoose).toHaveBeenCalledWith('bank_transfer')
    await expect(within(found).getByText('No wallet payment method is available on this device')).toBeVisible()
    await userEvent.click(within(found).getByRole('button', { name: 'Change amount' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const ChoosingNarrow: Story = { ...Choosing, parameters: narrow }

export const OutOfRange: Story = {
  args: { amount: '50', message: 'Enter an amount between ₦100 and ₦1,000,000' },
  play: async () => {
    const found = await dialog()
    const amount = within(found).getByRole('textbox', { name: 'Amount (₦)' })
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription(/Enter an amount between ₦100 and ₦1,000,000/)
  },
}

// The checkout closed without a payment: back to the amount, which is kept.
export const NotCompleted: Story = {
  args: { amount: '20000', message: 'The payment was not completed, so nothing was added to your wallet' },
  play: async () => {
    const found = await dialog()
    await expect(within(found).getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('20000')
    await expect(
      within(found).getByText('The payment was not completed, so nothing was added to your wallet'),
    ).toBeVisible()
  },
}

export const NotCompletedNarrow: Story = { ...NotCompleted, parameters: narrow }

// While the funding is made and the checkout opens, nothing can be changed and the dialog stays.
export const CreatingFunding: Story = {
  args: { state: 'creatingFunding', amount: '20000', busy: true },
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'creatingFunding')
    await expect(within(found).getByRole('textbox', { name: 'Amount (₦)' })).toBeDisabled()
    await expect(within(found).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(within(found).queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const CreatingFundingNarrow: Story = { ...CreatingFunding, parameters: narrow }

// The card checkout is open over the page: the dialog stays in view but lets the checkout have the pointer and focus.
export const Paying: Story = {
  args: { state: 'paying', amount: '20000', busy: true },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'paying')
    await expect(document.body.style.pointerEvents).not.toBe('none')
    await expect(within(found).getByRole('button', { name: /Continue to payment/ })).toBeDisabled()
  },
}

// Paystack's popup is open over the page (bank transfer, USSD, or card through Paystack): as for the card checkout,
// the dialog stays in view but lets the popup have the pointer and focus.
export const PaystackPaying: Story = {
  args: { state: 'paystackPaying', amount: '20000', busy: true },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'paystackPaying')
    await expect(document.body.style.pointerEvents).not.toBe('none')
    await expect(within(found).getByRole('button', { name: /Continue to payment/ })).toBeDisabled()
  },
}

export const PaystackPayingNarrow: Story = { ...PaystackPaying, parameters: narrow }
