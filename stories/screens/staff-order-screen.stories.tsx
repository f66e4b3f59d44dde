// The staff order page, one story per state of machines/staff-order, drawn from props; its dialogs (drawn in a
// portal, so play-tested here and left out of the baselines).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { StaffOrderScreen } from '@/screens/staff-order/staff-order-screen'
import { orderStatusMessages } from '@/domain/order-status'
import { staffOrderMessages } from '@/domain/staff-order'
import {
  cancelledWithRefunds,
  deliveredWithReturns,
  pendingDoorCard,
  processingDoorCard,
  processingPickupWallet,
  readyForPickup,
  shippedDoorCard,
} from './staff-order-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffOrder',
  component: StaffOrderScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffOrder', slot: 'staff-order' } },
  args: {
    state: 'viewing',
    busy: false,
    order: pendingDoorCard,
    conflict: null,
    errors: {},
    submitError: null,
    pendingReturn: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffOrderScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-order"]')!
const actions = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent)

export const Loading: Story = {
  args: { state: 'loading', busy: true, order: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order')
    await expect(canvasElement.querySelector('[data-slot="staff-order-skeleton"]')).not.toBeNull()
  },
}

export const Viewing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'viewing')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order OJA-7K2M9Q' })).toBeVisible()
    await expect(canvas.getByText('Pending', { selector: '[data-slot="order-status-badge"]' })).toBeVisible()
    // Paid at 10:15 in Lagos (09:15 UTC).
    await expect(canvasElement.querySelector('[data-slot="staff-order-paid"]')).toHaveTextContent(
      'Paid 20 Nov 2026, 10:15',
    )
    await expect(canvas.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/staff/orders')
    await expect(actions(canvas)).toEqual(['Mark processing', 'Cancel order'])
    const customer = within(canvas.getByRole('region', { name: 'Customer' }))
    await expect(customer.getByText('ada@oja.test')).toBeVisible()
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }))
    await expect(delivery.getByText('Standard delivery')).toBeVisible()
    await expect(delivery.getByText('12 Allen Avenue, Ikeja, Lagos, Nigeria')).toBeVisible()
    const lines = canvasElement.querySelectorAll('[data-slot="staff-order-line-total"]')
    await expect([...lines].map((line) => line.textContent)).toEqual(['₦310,000.00', '₦6,500.00'])
    const amounts = within(canvas.getByRole('region', { name: 'Amounts' }))
    await expect(amounts.getByText('Coupon WELCOME5')).toBeVisible()
    await expect(amounts.getByText('₦306,000.00', { selector: 'strong' })).toBeVisible()
    const payment = within(canvas.getByRole('region', { name: 'Payment' }))
    await expect(payment.getByText('Card sandbox')).toBeVisible()
    await expect(payment.getByText('oja-tx-7k2m9q')).toBeVisible()
    await expect(payment.getByText('4861203')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark processing' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'order.move', status: 'Processing' })
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'cancel.open' })
  },
}

export const ViewingNarrow: Story = { ...Viewing, parameters: narrow }

// Pickup from the wallet: 'Ready for pickup', never 'Mark shipped'.
export const ViewingPickup: Story = {
  args: { order: processingPickupWallet },
  play: async ({ canvas }) => {
    await expect(actions(canvas)).toEqual(['Ready for pickup', 'Cancel order'])
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }))
    await expect(delivery.getByText('Motor park pickup')).toBeVisible()
    // A pickup order waits at the park of the shopper's city; no door address is shown.
    await expect(delivery.getByText('The motor park in Enugu, Enugu')).toBeVisible()
    await expect(delivery.queryByText(/Allen Avenue/)).toBeNull()
    await expect(within(canvas.getByRole('region', { name: 'Payment' })).getByText('Wallet')).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Payment' })).getByText('None')).toBeVisible()
  },
}

// Waiting at the park: delivered next, or still cancelled.
export const ViewingReadyForPickup: Story = {
  args: { order: readyForPickup },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ready for pickup', { selector: '[data-slot="order-status-badge"]' })).toBeVisible()
    await expect(actions(canvas)).toEqual(['Mark delivered', 'Cancel order'])
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'order.move', status: 'Delivered' })
  },
}

// On its way: delivered next; too late to cancel (it comes back as a return).
export const ViewingShipped: Story = {
  args: { order: shippedDoorCard },
  play: async ({ canvas }) => {
    await expect(actions(canvas)).toEqual(['Mark delivered'])
    const shipment = within(canvas.getByRole('region', { name: 'Shipment' }))
    await expect(shipment.getByText('GIG Logistics')).toBeVisible()
    await expect(shipment.getByText('GIG-552190')).toBeVisible()
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }))
    await expect(timeline.getByText(/GIG Logistics GIG-552190/)).toBeVisible()
  },
}

// The server offered a move the transition table refuses from this status: the page offers only what the table allows.
export const ViewingOnlyAllowedMoves: Story = {
  args: { order: { ...shippedDoorCard, nextStatuses: ['Delivered', 'Processing'], canCancel: true } },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await expect(actions(canvas)).toEqual(['Mark delivered'])
  },
}

export const ViewingReturns: Story = {
  args: { order: deliveredWithReturns },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull()
    const shipment = within(canvas.getByRole('region', { name: 'Shipment' }))
    await expect(shipment.getByText('GIG-552190')).toBeVisible()
    const returns = within(canvas.getByRole('region', { name: 'Returns' }))
    // Only the waiting requests offer a decision.
    await expect(returns.getAllByRole('button', { name: /^Refund:/ })).toHaveLength(2)
    await expect(returns.getByText('Told the shopper: Sorry about that.')).toBeVisible()
    await userEvent.click(returns.getAllByRole('button', { name: 'Decline: Tecno Camon 20' })[0]!)
    await expect(args.send).toHaveBeenCalledWith({ type: 'return.open', returnId: 'return-1', decision: 'decline' })
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }))
    await expect(timeline.getAllByRole('listitem')).toHaveLength(deliveredWithReturns.events.length)
    await expect(timeline.getAllByText('tola@oja.test').length).toBeGreaterThan(0)
  },
}

export const ViewingReturnsNarrow: Story = { ...ViewingReturns, parameters: narrow }

export const ViewingRefunds: Story = {
  args: { order: cancelledWithRefunds },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull()
    const refunds = within(canvas.getByRole('region', { name: 'Refunds' }))
    await expect(refunds.getByText(/The provider has not accepted it yet; the store keeps trying/)).toBeVisible()
    await expect(refunds.getByText(/staff must look/)).toBeVisible()
    const [due, held] = refunds.getAllByRole('listitem')
    await expect(due).toHaveAttribute('data-state', 'due')
    await expect(due).toHaveTextContent(/^₦300,000\.00to the cardDue/)
    await expect(held).toHaveTextContent(/^₦6,000\.00to the cardHeld/)
    await expect(held).toHaveTextContent('Cancelled: Out of stock')
  },
}

export const Failed: Story = {
  args: { state: 'failed', order: null, errorMessage: orderStatusMessages.orderNotFound },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order not found.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'order.retry' })
  },
}

// No order has this id (404), or the id is not one (400): nothing to retry.
export const NotFound: Story = {
  args: { state: 'notFound', order: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'notFound')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order not found.' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(canvas.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/staff/orders')
  },
}

// Signed in, but not staff (403): the server's words, nothing more.
export const Denied: Story = {
  args: { state: 'denied', order: null, errorMessage: orderStatusMessages.notStaff },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
    await expect(canvas.queryByRole('link', { name: '← All orders' })).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

// Another staff member moved it first: the server's message over the order loaded again.
export const Refreshed: Story = {
  args: {
    state: 'refreshed',
    order: processingDoorCard,
    conflict: orderStatusMessages.notAllowed('Processing', 'Processing'),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(staffOrderMessages.changedFirst)
    await expect(alert).toHaveTextContent('An order that is Processing cannot be marked Processing.')
    await expect(actions(canvas)).toEqual(['Mark shipped', 'Cancel order'])
  },
}

export const Moving: Story = {
  args: { state: 'moving', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark processing' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving')
  },
}

export const Shipping: Story = {
  args: {
    state: { shipping: 'editing' },
    order: processingDoorCard,
    errors: { carrier: staffOrderMessages.carrierNeeded },
  },
  parameters: { visual: { skip: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }))
    await expect(dialog.getByRole('textbox', { name: 'Carrier' })).toHaveAccessibleDescription('Enter the carrier.')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Carrier' }), 'GIG Logistics')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'GIG-1')
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    await expect(args.send).toHaveBeenCalledWith({
      type: 'ship.submit',
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-1',
    })
    await userEvent.keyboard('{Escape}')
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.close' })
  },
}

export const Cancelling: Story = {
  args: { state: { cancelling: 'editing' } },
  parameters: { visual: { skip: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }))
    await expect(dialog.getByRole('radio', { name: 'Full refund ₦306,000.00' })).toBeChecked()
    await expect(dialog.queryByRole('textbox', { name: 'Refund (₦)' })).toBeNull()
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Out of stock')
    await userEvent.click(dialog.getByRole('radio', { name: 'Part of it' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Refund (₦)' }), '1000')
    await userEvent.click(dialog.getByRole('radio', { name: "To the shopper's wallet" }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }))
    await expect(args.send).toHaveBeenCalledWith({
      type: 'cancel.submit',
      reason: 'Out of stock',
      refund: 'part',
      amount: '1000',
      refundTo: 'wallet',
    })
  },
}

export const DecidingReturn: Story = {
  args: {
    state: { decidingReturn: 'editing' },
    order: deliveredWithReturns,
    pendingReturn: { returnId: 'return-1', decision: 'refund' },
  },
  parameters: { visual: { skip: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the return of Tecno Camon 20' }))
    // The line's price times the quantity asked back.
    await expect(dialog.getByRole('textbox', { name: 'Refund (₦)' })).toHaveValue('155000')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    await expect(args.send).toHaveBeenCalledWith({
      type: 'return.submit',
      amount: '155000',
      refundTo: 'original',
      message: '',
    })
  },
}

export const CancellingSubmitting: Story = {
  args: { state: { cancelling: 'submitting' }, busy: true, submitError: null },
  parameters: { visual: { skip: true } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }))
    await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveAttribute('aria-busy', 'true')
  },
}

// The server refused the dialog's action for a reason other than a conflict: its words in the dialog, which stays open.
export const CancellingRefused: Story = {
  args: { state: { cancelling: 'editing' }, submitError: 'refund must be a number' },
  parameters: { visual: { skip: true } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('refund must be a number')
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeEnabled()
  },
}
