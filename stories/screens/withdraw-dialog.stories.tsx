import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { WithdrawDialog } from '@/screens/wallet/withdraw-dialog'
import { banks } from './wallet-fixtures'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/WithdrawDialog',
  component: WithdrawDialog,
  decorators: [withScreenWidth],
  args: {
    open: true,
    state: { editing: 'verified' },
    banks,
    balance: 2_000_000,
    amount: '1000',
    bankCode: '044',
    accountNumber: '0690000031',
    accountName: 'Ada Obi',
    fee: 10_000,
    total: 110_000,
    message: null,
    lookupMessage: null,
    canSubmit: true,
    busy: false,
    send: fn(),
    onClose: fn(),
  },
  parameters: { ...wide, stateChart: { machine: 'withdraw', slot: 'withdraw-dialog' } },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 820 : 680}>
      {(container) => <WithdrawDialog {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof WithdrawDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => screen.findByRole('dialog', { name: 'Withdraw' })
const submitButton = (found: HTMLElement) => within(found).getByRole('button', { name: 'Withdraw' })

export const Loading: Story = {
  args: { state: 'loading', banks: [], busy: true, canSubmit: false },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'loading')
    await expect(within(found).getByRole('status', { name: 'Loading the banks' })).toBeVisible()
    await expect(within(found).queryByRole('combobox')).toBeNull()
  },
}

export const Failed: Story = {
  args: { state: 'failed', banks: [], canSubmit: false },
  play: async ({ args }) => {
    const found = await dialog()
    await expect(within(found).getByText('The banks could not be loaded just now.')).toBeVisible()
    await userEvent.click(within(found).getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'withdraw.retry' })
  },
}

// spec §5: nothing can be sent until the amount, bank, number and verified name exist.
export const Unverified: Story = {
  args: {
    state: { editing: 'unverified' },
    amount: '',
    bankCode: '',
    accountNumber: '',
    accountName: null,
    fee: null,
    total: null,
    canSubmit: false,
  },
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'unverified')
    await expect(submitButton(found)).toBeDisabled()
    await expect(within(found).getByText('Shown once the bank and the 10-digit account number are in')).toBeVisible()
    await userEvent.selectOptions(within(found).getByRole('combobox', { name: 'Bank' }), 'Access Bank')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'bank.change', bankCode: '044' })
    await userEvent.type(within(found).getByRole('textbox', { name: 'Account number' }), '0')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'accountNumber.change', accountNumber: '0' })
    await userEvent.type(within(found).getByRole('textbox', { name: 'Amount (₦)' }), '7')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'amount.change', amount: '7' })
    await expect(within(found).getByText('Wallet balance:')).toHaveTextContent('₦20,000.00')
  },
}

export const UnverifiedNarrow: Story = { ...Unverified, parameters: narrow }

export const Verifying: Story = {
  args: { state: { editing: 'verifying' }, accountName: null, canSubmit: false, busy: true },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'verifying')
    await expect(within(found).getByRole('status', { name: 'Account name' })).toHaveTextContent(
      'Looking up the account name…',
    )
    await expect(submitButton(found)).toBeDisabled()
  },
}

// The name the bank gave, the fee for the amount (spec §9) and what leaves the wallet.
export const Verified: Story = {
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'verified')
    await expect(found.querySelector('[data-slot="withdraw-account-name"]')).toHaveTextContent('Ada Obi')
    const fee = within(found.querySelector<HTMLElement>('[data-slot="withdraw-fee"]')!)
    await expect(fee.getByText('₦100.00')).toBeVisible()
    await expect(fee.getByText('₦1,100.00')).toBeVisible()
    await userEvent.click(submitButton(found))
    await expect(args.send).toHaveBeenCalledWith({ type: 'withdraw.submit' })
  },
}

const boxOf = (found: HTMLElement, name: string) =>
  within(found)
    .getByRole(name === 'Bank' ? 'combobox' : 'textbox', { name })
    .getBoundingClientRect()

// Wide: the bank and the account number side by side.
export const VerifiedSideBySide: Story = {
  play: async () => {
    const found = await dialog()
    await expect(boxOf(found, 'Bank').top).toBe(boxOf(found, 'Account number').top)
  },
}

// On a phone the fields stack.
export const VerifiedNarrow: Story = {
  ...Verified,
  parameters: narrow,
  play: async (context) => {
    await Verified.play!(context)
    const found = await dialog()
    await expect(boxOf(found, 'Account number').top).toBeGreaterThan(boxOf(found, 'Bank').bottom)
  },
}

export const LookupFailed: Story = {
  args: {
    state: { editing: 'lookupFailed' },
    accountName: null,
    lookupMessage: 'No account was found with these details',
    canSubmit: false,
  },
  play: async () => {
    const found = await dialog()
    const number = within(found).getByRole('textbox', { name: 'Account number' })
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    await expect(number).toHaveAccessibleDescription('No account was found with these details')
    await expect(submitButton(found)).toBeDisabled()
  },
}

// spec §5.
export const BelowMinimum: Story = {
  args: { amount: '400', fee: 10_000, total: 50_000, message: 'Minimum withdrawal amount is ₦500' },
  play: async () => {
    const found = await dialog()
    await expect(within(found).getByRole('alert')).toHaveTextContent('Minimum withdrawal amount is ₦500')
  },
}

export const InsufficientFunds: Story = {
  args: { balance: 100_000, message: 'Insufficient funds. please add more funds' },
  play: async () => {
    const found = await dialog()
    await expect(within(found).getByRole('alert')).toHaveTextContent('Insufficient funds. please add more funds')
  },
}

export const InsufficientFundsNarrow: Story = { ...InsufficientFunds, parameters: narrow }

export const Submitting: Story = {
  args: { state: 'submitting', canSubmit: false, busy: true },
  play: async ({ args }) => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'submitting')
    await expect(within(found).getByRole('textbox', { name: 'Amount (₦)' })).toBeDisabled()
    await expect(within(found).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

// spec §4: the form is cleared at once; the page reloads 2 s later.
export const Withdrawn: Story = {
  args: {
    state: 'withdrawn',
    amount: '',
    bankCode: '',
    accountNumber: '',
    accountName: null,
    fee: null,
    total: null,
    canSubmit: false,
  },
  play: async () => {
    const found = await dialog()
    await expect(found).toHaveAttribute('data-state', 'withdrawn')
    await expect(within(found).getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('')
    await expect(within(found).getByRole('combobox', { name: 'Bank' })).toHaveValue('')
    await expect(submitButton(found)).toBeDisabled()
  },
}
