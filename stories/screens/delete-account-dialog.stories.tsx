import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { accountSettingsTexts as texts } from '@/domain/account-recovery'
import { DeleteAccountDialog } from '@/screens/account-settings/delete-account-dialog'

// The dialog drawn on its own, as /profile/account fetches it at its first opening (Screens/AccountSettings shows it
// in its page).
const meta = {
  title: 'Components/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: {
    open: true,
    state: 'typing',
    typed: '',
    refusal: null,
    canConfirm: false,
    onClose: fn(),
    onEmailChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteAccountDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Typing: Story = {
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByRole('button', { name: texts.deleteAccountConfirm })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const Deleting: Story = {
  args: { state: 'deleting', typed: 'ada@oja.test' },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: texts.deleteAccountQuestion }))
    await expect(dialog.getByRole('button', { name: texts.deleteAccountConfirm })).toHaveAttribute('aria-busy', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
