// The /profile/addresses route wired to a memory router behind the route guard, the real session provider over
// in-memory storage, and the address operations answered at the network over a list in memory (stories/network):
// editing, deleting (confirmed) and adding, each said in a toast.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AddressesRoute } from '@/app/routes/addresses-route'
import { RequireSession } from '@/app/require-session'
import { adaHome, chidiOffice } from './address-fixtures'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { addressHandlers } from '../network/address-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness() {
  return (
    <SignedInApp
      user={shopper}
      start="/profile/addresses"
      routes={[
        {
          path: '/profile/addresses',
          element: <RequireSession />,
          children: [{ index: true, element: <AddressesRoute /> }],
        },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/AddressesRoute',
  component: Harness,
  beforeEach: ({ msw }) => {
    msw.use(...signedInHandlers(shopper))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Addresses.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'addresses', slot: 'addresses' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const cards = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Saved addresses' })).getAllByRole('article')

export const EditingDeletingAndAdding: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...addressHandlers([adaHome, chidiOffice]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Saved addresses' })).toBeVisible()

    // Edit: the form opens on the saved address; the toast names it (spec §8).
    await userEvent.click(canvas.getByRole('button', { name: "Edit Ada Obi's address" }))
    let dialog = within(await screen.findByRole('dialog', { name: 'Address Form' }))
    await expect(dialog.getByRole('textbox', { name: 'Street address' })).toHaveValue(adaHome.street)
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City or town' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'City or town' }), 'Yaba')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))
    // The toasts are outside the modal, which hides everything else while it is open.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Address Form' })).toBeNull())
    await expect(await toasts().findByText("Ada Obi's address updated successfully!")).toBeVisible()
    await waitFor(() => expect(cards(canvas)[0]).toHaveTextContent('Yaba'))

    // Delete: asked first, then the server's remaining list.
    await userEvent.click(canvas.getByRole('button', { name: "Delete Chidi Obi's address" }))
    const confirm = within(await screen.findByRole('dialog', { name: "Delete Chidi Obi's address?" }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Delete Chidi Obi's address?" })).toBeNull())
    await expect(await toasts().findByText("Chidi Obi's address deleted successfully!")).toBeVisible()
    await waitFor(() => expect(cards(canvas)).toHaveLength(1))

    // Add: the rules first, then the new address at the top.
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    dialog = within(await screen.findByRole('dialog', { name: 'Address Form' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Enter the name of the person receiving the order',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Bisi Ade')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Street address' }), '3 Ring Road')
    await userEvent.type(dialog.getByRole('textbox', { name: 'City or town' }), 'Ibadan')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Oyo')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '08055512345')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Address Form' })).toBeNull())
    await expect(await toasts().findByText('New address added successfully!')).toBeVisible()
    await waitFor(() => expect(cards(canvas)[0]).toHaveAccessibleName("Bisi Ade's address"))
  },
}

// The last address deleted: the empty list, with the way to add one.
export const DeletingTheLast: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...addressHandlers([adaHome]))
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: "Delete Ada Obi's address" }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: "Delete Ada Obi's address?" })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await expect(await canvas.findByRole('heading', { name: 'No saved addresses yet' })).toBeVisible()
  },
}

// A failed load (logged, spec §8) shows the error with a retry that loads again.
export const FailedLoad: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...addressHandlers([adaHome], { failedLoads: 1 }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('list', { name: 'Saved addresses' })).toBeVisible()
  },
}
