import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PAGING_TEXTS, StaffPaging } from '@/screens/staff/staff-paging'

const meta = {
  title: 'Staff/StaffPaging',
  component: StaffPaging,
  args: { page: 2, totalPages: 5, enabled: true, onGo: fn() },
} satisfies Meta<typeof StaffPaging>
export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: PAGING_TEXTS.label })).toBeVisible()
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: PAGING_TEXTS.previous }))
    await userEvent.click(canvas.getByRole('button', { name: PAGING_TEXTS.next }))
    await expect(args.onGo).toHaveBeenNthCalledWith(1, 1)
    await expect(args.onGo).toHaveBeenNthCalledWith(2, 3)
  },
}

export const First: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: PAGING_TEXTS.previous })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: PAGING_TEXTS.next })).toBeEnabled()
  },
}

export const Last: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: PAGING_TEXTS.previous })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: PAGING_TEXTS.next })).toBeDisabled()
  },
}

/** While a page is on its way neither button moves. */
export const Waiting: Story = {
  args: { enabled: false },
  play: async ({ canvas }) => {
    for (const name of [PAGING_TEXTS.previous, PAGING_TEXTS.next])
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
  },
}

/** Everything fits on one page: no paging at all. */
export const OnePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="staff-paging"]')).toBeNull()
  },
}
