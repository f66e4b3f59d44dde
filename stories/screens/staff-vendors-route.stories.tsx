// The /staff/vendors route behind the route guard in the app's real actor system, its API answered at the network: the
// owner adds an account to a new shop and removes one, each said in a toast and drawn from the shops the server answers;
// a removal another owner made first, said and the shops loaded again; a list that failed, loaded on retry; and staff
// who are not the owner told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StaffVendorsRoute } from '@/app/routes/staff/staff-vendors-route'
import type { AccountUser } from '@/domain/account'
import { vendorMessages } from '@/domain/staff-vendors'
import { StaffApp } from './staff-app'
import { toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { staffVendorsHandlers, VENDOR_SHOPS } from '../network/staff-vendors-fakes'

const owner: AccountUser = { email: 'kemi.adebayo@oja.test', firstName: 'Kemi', staffRole: 'owner' }
const staff: AccountUser = { email: 'segun.ola@oja.test', firstName: 'Segun', staffRole: 'staff' }

function Harness({ user, start }: { user: AccountUser; start: string }) {
  return <StaffApp user={user} start={start} path="/staff/vendors" page={<StaffVendorsRoute />} />
}

const meta = {
  title: 'Screens/StaffVendorsRoute',
  component: Harness,
  args: { user: owner, start: '/staff/vendors' },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/StaffVendors.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffVendors', slot: 'staff-vendors-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-vendors-screen"]')!
const rows = (element: HTMLElement) =>
  within(within(page(element)).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
const rowOf = (element: HTMLElement, shop: string) =>
  rows(element).find((row) => within(row).queryByRole('rowheader', { name: shop }))

export const OwnerAddsAndRemoves: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffVendorsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(rows(canvasElement)).toHaveLength(VENDOR_SHOPS.length)
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Vendors')

    const form = canvas.getByRole('form', { name: 'Add an account to a shop' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account email' }), 'kemi.bello@gmail.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }))
    await expect(await toasts().findByText('kemi.bello@gmail.com now sells for a new shop, Kemi Bello.')).toBeVisible()
    await waitFor(() => expect(rowOf(canvasElement, 'Kemi Bello')).toBeDefined())
    // The form is empty again for the next account.
    await expect(
      within(canvas.getByRole('form', { name: 'Add an account to a shop' })).getByRole('textbox', {
        name: 'Account email',
      }),
    ).toHaveValue('')

    await userEvent.click(
      within(rowOf(canvasElement, 'Wuse Phones')!).getByRole('button', { name: 'Remove chioma.eze@gmail.com' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove chioma.eze@gmail.com?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }))
    // The page is hidden from assistive technology while the dialog is open; the toast is read once it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await toasts().findByText('chioma.eze@gmail.com no longer sells for Wuse Phones.')).toBeVisible()
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(within(rowOf(canvasElement, 'Wuse Phones')!).queryByText('chioma.eze@gmail.com')).toBeNull()
  },
}

export const UnknownEmail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffVendorsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    const form = canvas.getByRole('form', { name: 'Add an account to a shop' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account email' }), 'stranger@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }))
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      vendorMessages.unknownEmail('stranger@example.com'),
    )
    // What was typed stays, to be corrected.
    await expect(within(form).getByRole('textbox', { name: 'Account email' })).toHaveValue('stranger@example.com')
  },
}

export const RemovedFirst: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffVendorsHandlers({ removedFirst: true }))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await userEvent.click(
      within(rowOf(canvasElement, 'Wuse Phones')!).getByRole('button', { name: 'Remove chioma.eze@gmail.com' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove chioma.eze@gmail.com?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }))
    // The page is hidden from assistive technology while the dialog is open; the toast is read once it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(
      await toasts().findByText(vendorMessages.noLongerSells('chioma.eze@gmail.com', 'Wuse Phones')),
    ).toBeVisible()
    // Loaded again: the shops as they are now.
    await waitFor(() =>
      expect(within(rowOf(canvasElement, 'Wuse Phones')!).queryByText('chioma.eze@gmail.com')).toBeNull(),
    )
  },
}

export const FailedThenRetried: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffVendorsHandlers({ failures: 1 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
  },
}

export const NotOwner: Story = {
  args: { user: staff },
  beforeEach: ({ msw }) => {
    msw.use(...staffVendorsHandlers({ notOwner: true }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'denied'))
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    // Staff who are not the owner see no Vendors in the frame.
    const nav = canvas.getByRole('navigation', { name: 'Staff' })
    await expect(within(nav).queryByRole('link', { name: 'Vendors' })).toBeNull()
  },
}
