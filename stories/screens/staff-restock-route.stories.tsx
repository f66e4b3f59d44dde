// The /staff/restock route behind the route guard in the app's real actor system, its API answered at the network:
// what shoppers wait for inside the staff frame, a page of the address, and someone who is not staff told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StaffRestockRoute } from '@/app/routes/staff/staff-restock-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { RESTOCK_DEMAND, restockDemandHandlers } from '../network/staff-fakes'

const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }
const shopper: AccountUser = { email: 'ada.obi@gmail.com', firstName: 'Ada' }

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return <StaffApp user={user} start={start} path="/staff/restock" page={<StaffRestockRoute />} />
}

const meta = {
  title: 'Screens/StaffRestockRoute',
  component: Harness,
  args: { user: staff, start: '/staff/restock' },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffRestock.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffRestock', slot: 'staff-restock-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const screen = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-restock-screen"]')!
const rows = (element: HTMLElement) => within(screen(element)).getAllByRole('row').slice(1)

export const StaffReadIt: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...restockDemandHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screen(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(RESTOCK_DEMAND.length)
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Waiting for stock')
    // Staff who are not the owner see no audit log in the frame.
    await expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull()
  },
}

export const SecondPage: Story = {
  args: { start: '/staff/restock?page=2' },
  beforeEach: ({ msw }) => {
    msw.use(
      ...restockDemandHandlers({
        demand: Array.from({ length: 30 }, (_, index) => ({ ...RESTOCK_DEMAND[1]!, variant: `${index + 1}` })),
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(screen(canvasElement)).toHaveAttribute('data-state', 'listed'))
    // 25 a page: the second holds the last five.
    await expect(rows(canvasElement)).toHaveLength(5)
    await expect(within(rows(canvasElement)[0]!).getAllByRole('cell')[1]).toHaveTextContent('26')
  },
}

export const NotStaff: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(...restockDemandHandlers({ notStaff: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screen(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
  },
}
