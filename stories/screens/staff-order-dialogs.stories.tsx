// The staff order page's dialogs drawn inside a screen-sized frame, so the baselines show them at a phone's and a
// desktop's width; what they send is played in Screens/StaffOrder.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import {
  CancelDialog,
  ReturnDialog,
  ShipDialog,
  type StaffOrderDialogProps,
} from '@/screens/staff-order/staff-order-dialogs'
import { staffOrderMessages } from '@/domain/staff-order'
import type { ReturnDecision } from '@machines/staff-order/staff-order.machine'
import { deliveredWithReturns, processingDoorCard } from './staff-order-fixtures'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

type Which = 'ship' | 'cancel' | ReturnDecision

/** One of the dialogs; the return's are for the first waiting request of a delivered order. */
function StaffOrderDialog({ which, ...props }: StaffOrderDialogProps & { which: Which }) {
  if (which === 'ship') return <ShipDialog {...props} />
  if (which === 'cancel') return <CancelDialog {...props} />
  const request = deliveredWithReturns.returns[0]!
  return <ReturnDialog {...props} request={request} decision={which} defaultAmount="155000" />
}

const meta = {
  title: 'Screens/StaffOrderDialogs',
  component: StaffOrderDialog,
  decorators: [withScreenWidth],
  parameters: narrow,
  args: { which: 'ship', order: processingDoorCard, busy: false, errors: {}, submitError: null, send: fn() },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 760 : 640}>
      {(container) => <StaffOrderDialog {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof StaffOrderDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }))

export const Ship: Story = {
  args: { errors: { carrier: staffOrderMessages.carrierNeeded } },
  play: async () => {
    const found = await dialog('Mark shipped')
    await expect(found.getByRole('textbox', { name: 'Carrier' })).toHaveAccessibleDescription('Enter the carrier.')
    await expect(found.getByRole('textbox', { name: 'Tracking number' })).toBeVisible()
  },
}

export const ShipWide: Story = { ...Ship, parameters: wide }

export const Cancel: Story = {
  args: { which: 'cancel', errors: { reason: staffOrderMessages.reasonNeeded } },
  play: async () => {
    const found = await dialog('Cancel order')
    await expect(found.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      staffOrderMessages.reasonNeeded,
    )
    await expect(found.getByRole('radio', { name: 'Full refund ₦306,000.00' })).toBeChecked()
    await expect(found.getByRole('radio', { name: /^To the original payment/ })).toBeChecked()
    await expect(found.getByRole('button', { name: 'Keep the order' })).toBeEnabled()
  },
}

export const RefundReturn: Story = {
  args: { which: 'refund', order: deliveredWithReturns },
  play: async () => {
    const found = await dialog('Refund the return of Tecno Camon 20')
    await expect(found.getByRole('textbox', { name: 'Refund (₦)' })).toHaveValue('155000')
    await expect(found.getByText('Return of 1: “The screen flickers.”')).toBeVisible()
  },
}

export const DeclineReturn: Story = {
  args: {
    which: 'decline',
    order: deliveredWithReturns,
    errors: { message: staffOrderMessages.declineMessageNeeded },
  },
  play: async () => {
    const found = await dialog('Decline the return of Tecno Camon 20')
    await expect(found.queryByRole('textbox', { name: 'Refund (₦)' })).toBeNull()
    await expect(found.getByRole('textbox', { name: 'Message to the shopper' })).toHaveAccessibleDescription(
      staffOrderMessages.declineMessageNeeded,
    )
  },
}
