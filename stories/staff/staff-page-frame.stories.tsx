import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { StaffEmpty, StaffLoadError, StaffPageFrame, StaffSkeleton } from '@/screens/staff/staff-page-frame'

const onRetry = fn()

const meta = {
  title: 'Staff/StaffPageFrame',
  component: StaffPageFrame,
  args: {
    slot: 'frame',
    state: 'shown',
    busy: false,
    heading: 'Vendors',
    denied: false,
    message: null,
    children: <StaffEmpty slot="frame">Nothing here yet.</StaffEmpty>,
  },
} satisfies Meta<typeof StaffPageFrame>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Vendors' })).toHaveAttribute('data-state', 'shown')
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { state: 'loading', busy: true, children: <StaffSkeleton slot="frame" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Vendors' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Failed: Story = {
  args: {
    state: 'failed',
    children: <StaffLoadError slot="frame" message="Something went wrong." retry="Try again" onRetry={onRetry} />,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(onRetry).toHaveBeenCalledOnce()
  },
}

/** For someone the page is not for: the server's words alone. */
export const Denied: Story = {
  args: { state: 'denied', denied: true, message: 'Only the owner can see this page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the owner can see this page')
    await expect(canvas.queryByText('Nothing here yet.')).toBeNull()
  },
}

export const WithAside: Story = {
  args: { aside: <button type="button">New vendor</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vendors' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'New vendor' })).toBeVisible()
  },
}
