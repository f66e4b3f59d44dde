// The /staff/money route behind the route guard in the app's real actor system, its API answered at the network: the
// owner puts a held refund in the wallet through the confirm dialog and sees the list again without it; a second owner
// who acted first is said over the list; staff who are not the owner are told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StaffMoneyRoute } from '@/app/routes/staff/staff-money-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { HELD_MONEY, heldMoneyHandlers } from '../network/held-money-fakes'

const owner: AccountUser = { email: 'funke.adeyemi@oja.test', firstName: 'Funke', staffRole: 'owner' }
const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }

function Harness({ user }: { user: AccountUser }) {
  return <StaffApp user={user} start="/staff/money" path="/staff/money" page={<StaffMoneyRoute />} />
}

const meta = {
  title: 'Screens/StaffMoneyRoute',
  component: Harness,
  args: { user: owner },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffMoney.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffMoney', slot: 'staff-money-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-money-screen"]')!

export const OwnerPutsARefundInTheWallet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...heldMoneyHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'listed'))
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Held money')
    await expect(canvas.getAllByRole('article')).toHaveLength(HELD_MONEY.length)
    const refund = within(canvas.getByRole('article', { name: /OJA-7Q2K9/ }))
    await userEvent.click(refund.getByRole('button', { name: 'Refund to wallet' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Put it in the wallet' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Refund to wallet' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(HELD_MONEY.length - 1))
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    await expect(await screen.findByText('Put in the wallet')).toBeVisible()
  },
}

export const AnotherOwnerActedFirst: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...heldMoneyHandlers({ conflict: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'listed'))
    const withdrawal = within(canvas.getByRole('article', { name: /NGOZI EZE/ }))
    await userEvent.click(withdrawal.getByRole('button', { name: 'Retry' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Try again' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }))
    await expect(await screen.findByText(/no longer held/)).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'listed'))
  },
}

export const NotOwner: Story = {
  args: { user: staff },
  beforeEach: ({ msw }) => {
    msw.use(...heldMoneyHandlers({ notOwner: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
  },
}
