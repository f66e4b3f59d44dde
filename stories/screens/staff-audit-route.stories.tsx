// The /staff/audit route behind the route guard in the app's real actor system, its API answered at the network: the
// owner's log inside the staff frame, narrowed to one order by the address, and staff who are not the owner told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StaffAuditRoute } from '@/app/routes/staff/staff-audit-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { AUDIT_LOG, STAFF_BOARD, auditLogHandlers } from '../network/staff-fakes'

const owner: AccountUser = { email: 'kemi.adebayo@oja.test', firstName: 'Kemi', staffRole: 'owner' }
const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return <StaffApp user={user} start={start} path="/staff/audit" page={<StaffAuditRoute />} />
}

const meta = {
  title: 'Screens/StaffAuditRoute',
  component: Harness,
  args: { user: owner, start: '/staff/audit' },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffAudit.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffAudit', slot: 'staff-audit-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const log = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-audit-screen"]')!
const rows = (element: HTMLElement) => within(log(element)).getAllByRole('row').slice(1)

export const OwnersLog: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...auditLogHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(log(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(AUDIT_LOG.length)
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Audit log')

    const orderId = STAFF_BOARD[3]!._id
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Target' }), orderId)
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1))
    await expect(canvas.getByTestId('search')).toHaveTextContent(`?target=${orderId}`)
    await expect(rows(canvasElement)[0]).toHaveTextContent('status: Processing → Shipped')
  },
}

export const OneOrdersEntries: Story = {
  args: { start: `/staff/audit?target=${STAFF_BOARD[5]!._id}` },
  beforeEach: ({ msw }) => {
    msw.use(...auditLogHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(log(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(1)
    await expect(rows(canvasElement)[0]).toHaveTextContent('order.cancel')
    await expect(canvas.getByRole('searchbox', { name: 'Target' })).toHaveValue(STAFF_BOARD[5]!._id)
  },
}

export const NotOwner: Story = {
  args: { user: staff },
  beforeEach: ({ msw }) => {
    msw.use(...auditLogHandlers({ notOwner: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(log(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    await expect(canvas.queryByRole('link', { name: 'Audit log' })).toBeNull()
  },
}
