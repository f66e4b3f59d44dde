import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { KEEP_LABEL } from '@/ui/confirm-dialog'
import { ConfirmDialogPanel } from '@/ui/confirm-dialog-panel'

// The body ConfirmDialog fetches at its first opening (src/ui/when-open.tsx), drawn without the wait.
const meta = {
  title: 'UI/ConfirmDialogPanel',
  component: ConfirmDialogPanel,
  args: {
    open: true,
    title: 'Delete Tecno Camon 20 Pro?',
    description: 'It leaves the store at once; past orders keep it.',
    confirmLabel: 'Delete product',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialogPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: KEEP_LABEL }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Delete product' })).toHaveAttribute('aria-busy', 'true')
  },
}
