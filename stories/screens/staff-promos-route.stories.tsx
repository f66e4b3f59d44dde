// The /staff/promos route behind the route guard in the app's real actor system, its API answered at the network: the
// owner ends the running promo, a new promo that meets another is refused in its dialog, staff read without writing,
// and someone who is not staff is told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StaffPromosRoute } from '@/app/routes/staff/staff-promos-route'
import type { AccountUser } from '@/domain/account'
import { promoMessages } from '@/domain/shop-promos'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { PROMOS, shopSettingsHandlers } from '../network/shop-settings-fakes'

const owner: AccountUser = { email: 'funmi.ade@oja.test', firstName: 'Funmi', staffRole: 'owner' }
const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }
const shopper: AccountUser = { email: 'ada.obi@gmail.com', firstName: 'Ada' }

function Harness({ user }: { user: AccountUser }) {
  return <StaffApp user={user} start="/staff/promos" path="/staff/promos" page={<StaffPromosRoute />} />
}

const meta = {
  title: 'Screens/StaffPromosRoute',
  component: Harness,
  args: { user: owner },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffPromos.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffPromos', slot: 'staff-promos-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-promos-screen"]')!
const listed = (element: HTMLElement) => waitFor(() => expect(page(element)).toHaveAttribute('data-state', 'listed'))

export const OwnerEndsThePromo: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Promos')
    await userEvent.click(canvas.getByRole('button', { name: `End now: ${PROMOS[1]!.text}` }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'End this promo now?' })).getByRole('button', {
        name: 'End it',
      }),
    )
    await waitFor(() => expect(canvas.getAllByRole('row')[2]).toHaveAttribute('data-state', 'ended'))
    await expect(await screen.findByText('Promo ended')).toBeVisible()
  },
}

export const OverlapRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'New promo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New promo' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text on the promo bar' }), 'Cyber Monday')
    await userEvent.type(dialog.getByLabelText('Ends'), '2026-12-01T10:00')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(await dialog.findByText(promoMessages.overlaps(PROMOS[1]!.text))).toBeVisible()
  },
}

export const StaffReadIt: Story = {
  args: { user: staff },
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers({ refuse: 'notOwner' }))
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    await expect(within(page(canvasElement)).queryByRole('button')).toBeNull()
    await expect(canvas.getAllByRole('row')).toHaveLength(PROMOS.length + 1)
  },
}

export const NotStaff: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers({ refuse: 'notStaff' }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
  },
}
