// The /staff/categories route behind the route guard in the app's real actor system, its API answered at the network:
// the owner adds a category with a picture uploaded as it is chosen, moves one with the keyboard (the focus staying on
// it), and retires one; someone who is not staff is told so.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StaffCategoriesRoute } from '@/app/routes/staff/staff-categories-route'
import type { AccountUser } from '@/domain/account'
import { StaffApp } from './staff-app'
import { signedInHandlers } from '../network/session-fakes'
import { shopSettingsHandlers } from '../network/shop-settings-fakes'

const owner: AccountUser = { email: 'funmi.ade@oja.test', firstName: 'Funmi', staffRole: 'owner' }
const shopper: AccountUser = { email: 'ada.obi@gmail.com', firstName: 'Ada' }

function Harness({ user }: { user: AccountUser }) {
  return <StaffApp user={user} start="/staff/categories" path="/staff/categories" page={<StaffCategoriesRoute />} />
}

const meta = {
  title: 'Screens/StaffCategoriesRoute',
  component: Harness,
  args: { user: owner },
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user))
  },
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'staffCategories', slot: 'staff-categories-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-categories-screen"]')!
const listed = (element: HTMLElement) => waitFor(() => expect(page(element)).toHaveAttribute('data-state', 'listed'))
const names = (element: HTMLElement) =>
  within(page(element))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent?.replace(/\/.*/, ''))

export const OwnerAddsACategory: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'New category' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Tablets')
    await userEvent.upload(dialog.getByLabelText('Picture'), new File(['x'], 'tablets.png', { type: 'image/png' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled())
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'editing.open'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await listed(canvasElement)
    await expect(names(canvasElement).at(-1)).toBe('Tablets')
  },
}

export const OwnerMovesWithTheKeyboard: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    canvas.getByRole('button', { name: 'Move Audio up' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(names(canvasElement).slice(0, 2)).toEqual(['Audio', 'Phones']))
    await listed(canvasElement)
    // Now first, Audio cannot go up: the focus moves to its other button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Audio down' })).toHaveFocus())
  },
}

export const OwnerRetiresOne: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...shopSettingsHandlers())
  },
  play: async ({ canvas, canvasElement }) => {
    await listed(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retire: Chargers' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Retire Chargers?' })).getByRole('button', {
        name: 'Retire it',
      }),
    )
    await waitFor(() => expect(names(canvasElement)).not.toContain('Chargers'))
    await expect(
      within(canvasElement.querySelector<HTMLElement>('[data-slot="staff-categories-retired"]')!).getByText('Chargers'),
    ).toBeVisible()
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
