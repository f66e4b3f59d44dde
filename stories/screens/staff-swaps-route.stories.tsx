// The /staff/swaps and /staff/swaps/:swapId routes behind the route guard in the app's real actor system, their API
// answered at the network: the inbox inside the staff frame, narrowed by status from the address; a request moved to
// 'offer made' and answered by email, each said in a toast and drawn from the request the server answers; a move
// someone else made first, said and loaded again; a reply the mailer refused, kept to send again; and someone who is
// not staff told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StaffSwapRoute } from '@/app/routes/staff/staff-swap-route'
import { StaffSwapsRoute } from '@/app/routes/staff/staff-swaps-route'
import type { AccountUser } from '@/domain/account'
import { orderStatusMessages } from '@/domain/order-status'
import { swapStatusMessages } from '@/domain/swap-status'
import { CHANGED_FIRST } from '@/screens/staff-swap/staff-swap-screen'
import { toasts } from './app-fakes'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { sampleSwaps, staffSwapHandlers } from '../network/staff-swap-fakes'

const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }
const shopper: AccountUser = { email: 'ada.obi@gmail.com', firstName: 'Ada' }
const [fresh] = sampleSwaps()

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return start.startsWith('/staff/swaps/') ? (
    <StaffApp user={user} start={start} path="/staff/swaps/:swapId" page={<StaffSwapRoute />} />
  ) : (
    <StaffApp user={user} start={start} path="/staff/swaps" page={<StaffSwapsRoute />} />
  )
}

const meta = {
  title: 'Screens/StaffSwapsRoute',
  component: Harness,
  args: { user: staff, start: '/staff/swaps' },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screens' pixels are covered by Screens/StaffSwaps and Screens/StaffSwap.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffSwaps', slot: 'staff-swaps-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const inbox = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-swaps-screen"]')!
const request = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-swap"]')!
const badge = (canvas: ReturnType<typeof within>) =>
  canvas.getByText(/./, { selector: '[data-slot="staff-swap-header"] [data-slot="swap-status-badge"]' })

export const InboxByStatus: Story = {
  args: { start: '/staff/swaps?status=offerMade' },
  beforeEach: ({ msw }) => {
    msw.use(...staffSwapHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(inbox(canvasElement)).toHaveAttribute('data-state', 'listed'))
    const rows = within(inbox(canvasElement)).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(1)
    await expect(rows[0]).toHaveTextContent('Samsung Galaxy S21 Ultra 256GB')
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Swap requests')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Any status')
    await waitFor(() => expect(within(inbox(canvasElement)).getAllByRole('row')).toHaveLength(5))
    await expect(canvas.getByTestId('search')).toHaveTextContent(/^$/)
  },
}

export const OfferMadeAndReplied: Story = {
  args: { start: `/staff/swaps/${fresh!.request._id}` },
  beforeEach: ({ msw }) => {
    msw.use(...staffSwapHandlers())
  },
  parameters: { stateChart: { machine: 'staffSwap', slot: 'staff-swap' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(request(canvasElement)).toHaveAttribute('data-state', 'viewing'))
    // The request's page is under Swap requests in the frame.
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { name: 'Swap requests' })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Offer made' }))
    await waitFor(() => expect(badge(canvas)).toHaveTextContent('Offer made'))
    await expect(await toasts().findByText('Marked Offer made.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(swapStatusMessages.replyRequired)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'We can offer ₦250,000.')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }))
    await waitFor(() => expect(timeline.getAllByRole('listitem')).toHaveLength(3))
    await expect(timeline.getAllByRole('listitem')[2]).toHaveTextContent('We can offer ₦250,000.')
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveValue('')
    await expect(await toasts().findByText('Reply sent.')).toBeVisible()
  },
}

export const MovedFirst: Story = {
  args: { start: `/staff/swaps/${fresh!.request._id}` },
  beforeEach: ({ msw }) => {
    msw.use(...staffSwapHandlers({ movedFirstTo: 'declined' }))
  },
  parameters: { stateChart: { machine: 'staffSwap', slot: 'staff-swap' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(request(canvasElement)).toHaveAttribute('data-state', 'viewing'))
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Contacted' }))
    await waitFor(() => expect(request(canvasElement)).toHaveAttribute('data-state', 'refreshed'))
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(CHANGED_FIRST)
    await expect(alert).toHaveTextContent(swapStatusMessages.notAllowed('declined', 'contacted'))
    await expect(badge(canvas)).toHaveTextContent('Declined')
    await expect(canvas.queryByRole('group', { name: 'Move to' })).toBeNull()
  },
}

export const ReplyRefused: Story = {
  args: { start: `/staff/swaps/${fresh!.request._id}` },
  beforeEach: ({ msw }) => {
    msw.use(...staffSwapHandlers({ mailerDown: true }))
  },
  parameters: { stateChart: { machine: 'staffSwap', slot: 'staff-swap' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(request(canvasElement)).toHaveAttribute('data-state', 'viewing'))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Hello')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(swapStatusMessages.replyNotSent))
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello')
    await expect(within(canvas.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(1)
  },
}

export const NotStaff: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(...staffSwapHandlers({ notStaff: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(inbox(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent(orderStatusMessages.notStaff)
  },
}
