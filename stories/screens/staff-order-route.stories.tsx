// The /staff/orders/:orderId route behind the route guard in the app's real actor system, its API answered at the
// network: the order in the staff frame; shipping, cancelling with a refund and refunding a return, each said in a
// toast and drawn from the order the server answers; an order someone else moved first, said and loaded again; no
// such order; someone who is not staff; and a load that failed, tried again.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StaffOrderRoute } from '@/app/routes/staff/staff-order-route'
import type { AccountUser } from '@/domain/account'
import { orderStatusMessages } from '@/domain/order-status'
import { staffOrderMessages } from '@/domain/staff-order'
import type { StaffOrder } from '@machines/staff-order/staff-order.machine'
import { toasts } from './app-fakes'
import { StaffApp } from './staff-app'
import { deliveredWithReturns, pendingDoorCard, processingDoorCard } from './staff-order-fixtures'
import { signedInHandlers } from '../network/session-fakes'
import { staffOrderHandlers } from '../network/staff-order-fakes'

const staff: AccountUser = { email: 'tola@oja.test', firstName: 'Tola', lastName: 'Bello', staffRole: 'staff' }
const shopper: AccountUser = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return <StaffApp user={user} start={start} path="/staff/orders/:orderId" page={<StaffOrderRoute />} />
}

const at = (order: StaffOrder) => `/staff/orders/${order._id}`

const meta = {
  title: 'Screens/StaffOrderRoute',
  component: Harness,
  args: { user: staff, start: at(pendingDoorCard) },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffOrder.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffOrder', slot: 'staff-order' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-order"]')!
const shown = (element: HTMLElement, state: string) =>
  waitFor(() => expect(page(element)).toHaveAttribute('data-state', state))
const actions = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
const status = (canvas: ReturnType<typeof within>) =>
  canvas.getByText(/./, { selector: '[data-slot="order-status-badge"]' })

export const Shipping: Story = {
  args: { start: at(processingDoorCard) },
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers([processingDoorCard]))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'viewing')
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'true')
    await expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull()
    await expect(actions(canvas)).toEqual(['Mark shipped', 'Cancel order'])

    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }))
    // Checked before it is sent: both are needed.
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    await expect(dialog.getByRole('textbox', { name: 'Carrier' })).toHaveAccessibleDescription(
      staffOrderMessages.carrierNeeded,
    )
    await userEvent.type(dialog.getByRole('textbox', { name: 'Carrier' }), 'GIG Logistics')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'GIG-5521')
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark shipped' })).toBeNull())
    await expect(await toasts().findByText('The order is now Shipped.')).toBeVisible()
    await expect(status(canvas)).toHaveTextContent('Shipped')
    await expect(actions(canvas)).toEqual(['Mark delivered'])
    await expect(within(canvas.getByRole('region', { name: 'Shipment' })).getByText('GIG-5521')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Timeline' })).getByText(/GIG Logistics GIG-5521/),
    ).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }))
    await expect(await toasts().findByText('The order is now Delivered.')).toBeVisible()
    await expect(status(canvas)).toHaveTextContent('Delivered')
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull()
  },
}

export const CancellingWithPartRefund: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers([pendingDoorCard]))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'viewing')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Out of stock')
    await userEvent.click(dialog.getByRole('radio', { name: 'Part of it' }))
    // More than was paid is refused here, before anything is sent.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Refund (₦)' }), '400000')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }))
    await expect(dialog.getByRole('textbox', { name: 'Refund (₦)' })).toHaveAccessibleDescription(
      expect.stringContaining(orderStatusMessages.refundTooLarge('₦306,000.00')),
    )
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Refund (₦)' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Refund (₦)' }), '6000')
    await userEvent.click(dialog.getByRole('radio', { name: "To the shopper's wallet" }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order' })).toBeNull())
    await expect(await toasts().findByText(staffOrderMessages.cancelled)).toBeVisible()
    await expect(status(canvas)).toHaveTextContent('Cancelled')
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull()
    const refund = within(canvas.getByRole('region', { name: 'Refunds' })).getByRole('listitem')
    await expect(refund).toHaveAttribute('data-state', 'refunded')
    await expect(refund).toHaveTextContent('₦6,000.00to the wallet')
    await expect(within(canvas.getByRole('region', { name: 'Amounts' })).getByText('₦300,000.00')).toBeVisible()
  },
}

export const RefundingAReturn: Story = {
  args: { start: at(deliveredWithReturns) },
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers([deliveredWithReturns]))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'viewing')
    const returns = within(canvas.getByRole('region', { name: 'Returns' }))
    await userEvent.click(returns.getAllByRole('button', { name: 'Refund: Tecno Camon 20' })[0]!)
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the return of Tecno Camon 20' }))
    await expect(dialog.getByRole('textbox', { name: 'Refund (₦)' })).toHaveValue('155000')
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await toasts().findByText(staffOrderMessages.returnRefunded)).toBeVisible()
    const [refunded] = returns.getAllByRole('listitem')
    await expect(refunded).toHaveAttribute('data-state', 'refunded')
    // The other waiting request still offers its decisions.
    await expect(returns.getAllByRole('button', { name: /^Refund:/ })).toHaveLength(1)
  },
}

// Another staff member moved the order between this page's load and its press: the server's 409, said plainly, over
// the order loaded again with the moves allowed now.
export const MovedFirst: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers([pendingDoorCard], { movedBy: 'Processing' }))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'viewing')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark processing' }))
    await shown(canvasElement, 'refreshed')
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(staffOrderMessages.changedFirst)
    await expect(alert).toHaveTextContent(orderStatusMessages.notAllowed('Processing', 'Processing'))
    await expect(status(canvas)).toHaveTextContent('Processing')
    await expect(actions(canvas)).toEqual(['Mark shipped', 'Cancel order'])
    // The next action clears the message.
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }))
    await screen.findByRole('dialog', { name: 'Mark shipped' })
    await expect(canvas.queryByText(staffOrderMessages.changedFirst)).toBeNull()
  },
}

export const NotFound: Story = {
  args: { start: '/staff/orders/66a1c0ffee00000000000fff' },
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'notFound')
    await expect(canvas.getByRole('heading', { name: 'Order not found.' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/staff/orders')
  },
}

export const NotStaff: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers(undefined, { notStaff: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'denied')
    await expect(canvas.getByRole('alert')).toHaveTextContent(orderStatusMessages.notStaff)
    await expect(canvas.queryByRole('link', { name: 'Audit log' })).toBeNull()
    await expect(canvas.queryByRole('region', { name: 'Customer' })).toBeNull()
  },
}

export const FailedThenRetried: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffOrderHandlers(undefined, { failedLoads: 1 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'failed')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await shown(canvasElement, 'viewing')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order OJA-7K2M9Q' })).toBeVisible()
  },
}
