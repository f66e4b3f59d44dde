// The /staff/dashboard route behind the route guard in the app's real actor system, its API answered at the network:
// the owner's dashboard inside the staff frame, and staff who are not the owner told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StaffDashboardRoute } from '@/app/routes/staff/staff-dashboard-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { dashboardHandlers } from '../network/dashboard-fakes'

const owner: AccountUser = { email: 'ngozi.eze@oja.test', firstName: 'Ngozi', staffRole: 'owner' }
const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }

function Harness({ user }: { user: AccountUser }) {
  return <StaffApp user={user} start="/staff/dashboard" path="/staff/dashboard" page={<StaffDashboardRoute />} />
}

const meta = {
  title: 'Screens/StaffDashboardRoute',
  component: Harness,
  args: { user: owner },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffDashboard.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffDashboard', slot: 'staff-dashboard-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const screen = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-dashboard-screen"]')!

export const OwnerReadsIt: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screen(canvasElement)).toHaveAttribute('data-state', 'shown'))
    await expect(canvas.getByRole('table', { name: 'Funnel' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Dashboard')
    await expect(document.title).toMatch(/^Dashboard/)
  },
}

export const NotOwner: Story = {
  args: { user: staff },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers({ notOwner: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screen(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    // The frame lists the dashboard for the owner only.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Staff' })).queryByRole('link', { name: 'Dashboard' }),
    ).toBeNull()
  },
}
