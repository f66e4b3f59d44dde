// Money that needs a person (docs/adr/0032): each state of the staff money machine, the float beside the provider's
// balance, the held items by kind with their history, and the confirm dialog ('Mark settled' with its reference) drawn
// inside a screen-sized frame so the baselines show it.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { StaffMoneyScreen } from '@/screens/staff-money/staff-money-screen'
import { heldMoneyMessages } from '@/domain/held-money'
import { HELD_MONEY, SILENT_PROVIDER, WALLET_FLOAT } from '../network/held-money-fakes'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffMoney',
  component: StaffMoneyScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffMoney', slot: 'staff-money-screen' } },
  args: {
    state: 'listed',
    items: HELD_MONEY,
    float: WALLET_FLOAT,
    pending: null,
    referenceError: null,
    submitError: null,
    message: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffMoneyScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-money-screen"]')!
const card = (canvas: ReturnType<typeof within>, name: RegExp) => within(canvas.getByRole('article', { name }))

export const Loading: Story = {
  args: { state: 'loading', items: [], float: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading held money')
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const float = within(canvas.getByRole('region', { name: 'Wallet float' }))
    await expect(float.getByText('₦1,254,300.75')).toBeVisible()
    await expect(float.getByText('₦1,980,115.20')).toBeVisible()
    await expect(float.getByText('₦725,814.45')).toHaveAttribute('data-state', 'covered')
    await expect(canvas.getByRole('heading', { name: 'Card refunds (1)' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Refunds of refused orders (1)' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Withdrawals (1)' })).toBeVisible()
    const refund = card(canvas, /OJA-7Q2K9/)
    await expect(refund.getByText('₦184,500.00')).toBeVisible()
    // 09:37 UTC is 10:37 in Lagos.
    await expect(refund.getByText(/10 tries/)).toHaveTextContent(/20 Nov 2026.*10:37/)
    await userEvent.click(refund.getByText('History'))
    await expect(refund.getAllByText('Refused by the provider')).toHaveLength(10)
    await expect(refund.getByText('Held for staff')).toBeVisible()
    await userEvent.click(refund.getByRole('button', { name: 'Refund to wallet' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'action.open',
      kind: 'orderRefund',
      id: HELD_MONEY[0]!.id,
      action: 'toWallet',
    })
    const withdrawal = card(canvas, /Withdrawal to NGOZI EZE/)
    await expect(withdrawal.getByText('+ ₦850.00 fee')).toBeVisible()
    await expect(withdrawal.getByRole('button', { name: 'Return to wallet' })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { state: 'empty', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No money is held. Refunds and withdrawals are all on their way.')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Wallet float' })).toBeVisible()
  },
}

export const SilentProvider: Story = {
  args: { state: 'empty', items: [], float: SILENT_PROVIDER },
  play: async ({ canvas }) => {
    const float = within(canvas.getByRole('region', { name: 'Wallet float' }))
    await expect(float.getByText(heldMoneyMessages.providerUnavailable)).toBeVisible()
    await expect(float.getAllByText('Not known')).toHaveLength(2)
  },
}

export const Failed: Story = {
  args: { state: 'failed', items: [], float: null, message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'money.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', items: [], float: null, message: "Only the store's owner can see this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    await expect(canvas.queryByRole('region', { name: 'Wallet float' })).toBeNull()
  },
}

/** The confirm dialog drawn in a frame of the screen's size. */
const inFrame: Story['render'] = (args, { parameters }) => (
  <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 900 : 760}>
    {(container) => <StaffMoneyScreen {...args} container={container} />}
  </ModalFrame>
)

export const Confirming: Story = {
  args: {
    state: 'confirming',
    pending: { kind: 'withdrawal', id: HELD_MONEY[2]!.id, action: 'settle' },
    referenceError: heldMoneyMessages.referenceNeeded,
  },
  parameters: narrow,
  render: inFrame,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark settled' }))
    const reference = dialog.getByRole('textbox', { name: 'Reference' })
    await expect(reference).toHaveAccessibleDescription(expect.stringContaining(heldMoneyMessages.referenceNeeded))
    await userEvent.type(reference, 'ACCESS-771203')
    await userEvent.click(dialog.getByRole('button', { name: 'Mark settled' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'action.confirm', reference: 'ACCESS-771203' })
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'dialog.close' })
  },
}

export const Acting: Story = {
  args: {
    state: 'acting',
    pending: { kind: 'orderRefund', id: HELD_MONEY[0]!.id, action: 'retry' },
  },
  render: inFrame,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Try again' }))
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(dialog.queryByRole('textbox')).toBeNull()
  },
}

export const Refreshing: Story = {
  args: { state: 'refreshing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    for (const button of canvas.getAllByRole('button', { name: 'Retry' })) await expect(button).toBeDisabled()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-8">
      {(['loading', 'empty', 'failed', 'denied'] as const).map((state) => (
        <StaffMoneyScreen
          key={state}
          {...args}
          aria-label={`Held money: ${state}`}
          aria-labelledby={undefined}
          state={state}
          items={[]}
          float={state === 'empty' ? SILENT_PROVIDER : null}
          message={state === 'denied' ? "Only the store's owner can see this." : 'Something went wrong.'}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="staff-money-screen"]')].map((element) =>
      element.getAttribute('data-state'),
    )
    await expect(states).toEqual(['loading', 'empty', 'failed', 'denied'])
  },
}
