import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { ConfirmDialog } from '@/ui/confirm-dialog'

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete Tecno Camon 20 Pro?',
    description: 'It leaves the store at once; past orders keep it.',
    confirmLabel: 'Delete product',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tecno Camon 20 Pro?' })
    await expect(dialog).toHaveAccessibleDescription('It leaves the store at once; past orders keep it.')
    await expect(dialog).toHaveAttribute('data-slot', 'confirm-dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    // Escape is a way back too.
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(2)
  },
}

// While the action runs nothing closes the dialog.
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Delete Tecno Camon 20 Pro?' })
    await expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}
