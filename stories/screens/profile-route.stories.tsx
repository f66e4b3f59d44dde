// The /profile route behind the route guard in the app's real actor system, with the wallet answered at the network over
// a wallet in memory (stories/network/wallet-fakes) and a fake card checkout that answers as Flutterwave Inline does: the balance card and the transactions; Add Funds paid by card
// credits the wallet and the balance is read again; checkout's 'Fund wallet' opens Add Funds at once and goes back to
// checkout once credited; Withdraw looks the account name up, shows the fee, and the balance moves after 2 s.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ProfileRoute } from '@/app/routes/account/profile-route'
import { RequireSession } from '@/app/require-session'
import type { PaymentScriptOptions } from '@/app/payment/flutterwave-checkout'
import { testNotice } from '@machines/wallet/test-wallet'
import { SignedInApp } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { FAKE_CHECKOUT_LABEL, fakeCheckout } from './fake-checkout'
import { walletHandlers } from '../network/wallet-fakes'
import { vtuHandlers } from '../network/vtu-fakes'
import { mySwapRequestsHandlers } from '../network/staff-swap-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }
const refusedWithdrawalNotice = testNotice('65a1f0c2e4b0a1b2c3d4e5f9')

function checkoutOptions(): PaymentScriptOptions {
  const fake = fakeCheckout()
  return { insertScript: () => undefined, ready: () => fake.open }
}

/** `walletFails` and `refusedWithdrawal` are the story's server: its wallet cannot be read, or it holds the notice of a
 *  withdrawal the bank refused. */
function Harness({ start = '/profile' }: { start?: string; walletFails?: boolean; refusedWithdrawal?: boolean }) {
  const [checkout] = useState(checkoutOptions)
  return (
    <SignedInApp
      user={shopper}
      start={start}
      routes={[
        {
          path: '/profile',
          element: <RequireSession />,
          children: [{ index: true, element: <ProfileRoute checkout={checkout} /> }],
        },
        { path: '/checkout', element: <p>Checkout</p> },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/ProfileRoute',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(
      ...signedInHandlers(shopper),
      ...walletHandlers({
        walletFails: args.walletFails,
        notices: args.refusedWithdrawal ? [refusedWithdrawalNotice] : [],
        shopper: { email: shopper.email, name: 'Ada Obi' },
      }),
      ...vtuHandlers(),
      ...mySwapRequestsHandlers(),
    )
  },
  // Behaviour of the wiring; the pictures are covered by the wallet's own screen stories.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'wallet', slot: 'wallet-card' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const card = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="wallet-card"]')!
const balanceOf = (element: HTMLElement) => element.querySelector('[data-slot="wallet-card-balance"]')?.textContent

export const WalletOnProfile: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await expect(balanceOf(canvasElement)).toBe('₦20,000.00')
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="wallet-transaction"]')).toHaveLength(2))
    const nav = canvas.getByRole('navigation', { name: 'Profile' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Profile summary')
  },
}

/** The shopper's swap requests, with where each stands, fetched when the list is drawn (docs/adr/0033), which is when
 *  the shopper scrolls towards it (docs/adr/0051). */
export const SwapRequestsOnProfile: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvasElement.querySelector('[data-slot="profile-screen-swap-requests"]')?.scrollIntoView()
    const list = await canvas.findByRole('region', { name: 'Your swap requests' })
    await waitFor(() => expect(list).toHaveAttribute('data-state', 'listed'))
    const requests = canvasElement.querySelectorAll('[data-slot="my-swap-request"]')
    await expect([...requests].map((request) => request.getAttribute('data-state'))).toEqual([
      'new',
      'offerMade',
      'contacted',
    ])
    await expect(requests[1]).toHaveTextContent('We have sent you an offer. Check your email.')
  },
}

/** A withdrawal the bank refused after it was accepted: the card says so until the shopper dismisses it (ADR 0014). */
export const RefusedWithdrawalNotice: Story = {
  args: { refusedWithdrawal: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'))
    const notice = await canvas.findByRole('alert')
    await expect(notice).toHaveTextContent('Your withdrawal did not go through')
    await expect(notice).toHaveTextContent('₦5,000.00 and the ₦100.00 fee are back in your wallet.')
    await userEvent.click(within(notice).getByRole('button', { name: 'OK, got it' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

export const AddFundsByCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (₦)' }), '5000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    const checkout = await screen.findByRole('dialog', { name: FAKE_CHECKOUT_LABEL })
    await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₦5000' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Funds' })).toBeNull())
    await waitFor(() => expect(balanceOf(canvasElement)).toBe('₦25,000.00'))
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="wallet-transaction"]')).toHaveLength(3))
    await expect(screen.getByTestId('location')).toHaveTextContent('/profile')
  },
}

// A closed checkout adds nothing, and says so under the kept amount.
export const AddFundsClosed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (₦)' }), '5000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    const checkout = await screen.findByRole('dialog', { name: FAKE_CHECKOUT_LABEL })
    await userEvent.click(within(checkout).getByRole('button', { name: 'Close' }))
    // The dialog is drawn again once it is modal again: look it up afresh.
    const reopened = await screen.findByRole('dialog', { name: 'Add Funds' })
    await expect(
      await within(reopened).findByText('The payment was not completed, so nothing was added to your wallet'),
    ).toBeVisible()
    await expect(within(reopened).getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('5000')
    await expect(balanceOf(canvasElement)).toBe('₦20,000.00')
  },
}

// Checkout's 'Fund wallet'.
export const FundFromCheckout: Story = {
  args: { start: '/profile?fund=checkout' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (₦)' }), '20000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    const checkout = await screen.findByRole('dialog', { name: FAKE_CHECKOUT_LABEL })
    await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₦20000' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
  },
}

export const WithdrawToBank: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' })
    const bank = await within(dialog).findByRole('combobox', { name: 'Bank' })
    await userEvent.selectOptions(bank, 'Access Bank')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '0690000031')
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="withdraw-account-name"]')).toHaveTextContent('Ada Obi'),
    )
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' })
    await expect(submit).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (₦)' }), '1000')
    await expect(
      within(dialog.querySelector<HTMLElement>('[data-slot="withdraw-fee"]')!).getByText('₦1,100.00'),
    ).toBeVisible()
    // spec §5: editing the number clears the name.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '{Backspace}')
    await expect(dialog.querySelector('[data-slot="withdraw-account-name"]')).not.toHaveTextContent('Ada Obi')
    await expect(submit).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '1')
    await waitFor(() => expect(submit).toBeEnabled())
    await userEvent.click(submit)
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue(''))
    // spec §4: the page reads the wallet again 2 s later.
    await waitFor(() => expect(balanceOf(canvasElement)).toBe('₦18,900.00'), { timeout: 4000 })
  },
}

// spec §8.
export const NoWallet: Story = {
  args: { walletFails: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await expect(canvas.getByText('Error, Please try again later')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
  },
}
