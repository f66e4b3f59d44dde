import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AddressesScreen } from '@/screens/addresses/addresses-screen'
import { adaHome, chidiOffice, savedAddresses } from './address-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Addresses',
  component: AddressesScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'addresses', slot: 'addresses' } },
  args: {
    state: 'ready',
    addresses: savedAddresses,
    pendingDelete: null,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddressesScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="addresses"]')!

export const Loading: Story = {
  args: { state: 'loading', addresses: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your addresses')
    await expect(canvasElement.querySelector('[data-slot="addresses-skeleton"]')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add New Address' })).toBeNull()
  },
}

export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready')
    const cards = within(canvas.getByRole('list', { name: 'Saved addresses' })).getAllByRole('article')
    await expect(cards).toHaveLength(2)
    await expect(cards[0]).toHaveAccessibleName("Ada Obi's address")
    await userEvent.click(canvas.getByRole('button', { name: "Edit Chidi Obi's address" }))
    await expect(args.onEdit).toHaveBeenCalledWith(chidiOffice)
    await userEvent.click(canvas.getByRole('button', { name: "Delete Ada Obi's address" }))
    await expect(args.onDelete).toHaveBeenCalledWith(adaHome._id)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    await expect(args.onAdd).toHaveBeenCalledTimes(1)
  },
}

export const ReadyNarrow: Story = { ...Ready, parameters: narrow }

// A delete is asked to be confirmed, naming the address.
export const ConfirmingDelete: Story = {
  args: { state: 'confirmingDelete', pendingDelete: chidiOffice },
  play: async ({ canvas, args }) => {
    const dialog = within(screen.getByRole('dialog', { name: "Delete Chidi Obi's address?" }))
    await expect(dialog.getByText('5 Aminu Kano Crescent, Wuse II, Federal Capital Territory, Nigeria')).toBeVisible()
    await expect(canvas.getByRole('button', { name: "Delete Ada Obi's address", hidden: true })).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1)
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }))
    await expect(args.onCancelDelete).toHaveBeenCalledTimes(1)
  },
}

// Waiting for the server: the dialog stays until it answers.
export const Deleting: Story = {
  args: { state: 'deleting', pendingDelete: chidiOffice },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'deleting')
    const dialog = within(screen.getByRole('dialog', { name: "Delete Chidi Obi's address?" }))
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancelDelete).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status', { hidden: true })).toHaveTextContent('Deleting the address')
  },
}

export const Empty: Story = {
  args: { state: 'empty', addresses: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    await expect(args.onAdd).toHaveBeenCalledTimes(1)
  },
}

export const EmptyNarrow: Story = { ...Empty, parameters: narrow }

export const Error: Story = {
  args: { state: 'error', addresses: [], errorMessage: 'An error has occured. please try again later' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
