// The frame of the staff pages that keep a list of the shop's settings (src/screens/staff/staff-settings-page.tsx):
// each of its states with a stand-in list, the owner's add button offered only where a list is shown, and a reader the
// page is not for given the server's words alone.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { StaffSettingsPage } from '@/screens/staff/staff-settings-page'

const meta = {
  title: 'Screens/StaffSettingsPage',
  component: StaffSettingsPage,
  args: {
    state: 'listed',
    slot: 'staff-things',
    texts: {
      heading: 'Things',
      intro: 'What the shop keeps.',
      loading: 'Loading the things…',
      empty: 'No things yet.',
      retry: 'Try again',
      create: 'New thing',
    },
    message: null,
    canWrite: true,
    onCreate: fn(),
    onRetry: fn(),
    children: <p className="m-0">The list</p>,
  },
} satisfies Meta<typeof StaffSettingsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Things' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the things…')
    await expect(canvasElement.querySelector('[data-slot="staff-things-skeleton"]')).not.toBeNull()
    await expect(canvas.queryByRole('button', { name: 'New thing' })).toBeNull()
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The list')).toBeVisible()
    await canvas.getByRole('button', { name: 'New thing' }).click()
    await expect(args.onCreate).toHaveBeenCalledTimes(1)
  },
}

export const ListedForStaff: Story = {
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The list')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'New thing' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No things yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New thing' })).toBeEnabled()
  },
}

export const EditingOpen: Story = {
  args: { state: { editing: 'open' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Things' })).toHaveAttribute('data-state', 'editing.open')
    await expect(canvas.getByRole('button', { name: 'New thing' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await canvas.getByRole('button', { name: 'Try again' }).click()
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Denied: Story = {
  args: { state: 'denied', message: 'Only the store’s staff can do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the store’s staff can do this.')
    await expect(canvas.queryByText('The list')).toBeNull()
    await expect(canvas.queryByText('What the shop keeps.')).toBeNull()
  },
}
