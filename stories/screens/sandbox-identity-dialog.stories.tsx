import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { accountMessages } from '@/domain/account-forms'
import { SandboxIdentityDialog } from '@/screens/identity/sandbox-identity-dialog'
import { ModalFrame, narrow, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/SandboxIdentityDialog',
  component: SandboxIdentityDialog,
  decorators: [withScreenWidth],
  parameters: { visual: { width: 640 } },
  args: { open: true, provider: 'google', onSubmit: fn(), onOpenChange: fn() },
  // The dialog is drawn inside a screen-sized frame so that it is part of the story (and its screenshot).
  render: (args) => (
    <ModalFrame height={560}>{(container) => <SandboxIdentityDialog {...args} container={container} />}</ModalFrame>
  ),
} satisfies Meta<typeof SandboxIdentityDialog>
export default meta
type Story = StoryObj<typeof meta>

function dialog() {
  return screen.getByRole('dialog', { name: /Continue with/ })
}

export const Google: Story = {
  play: async ({ args }) => {
    const box = within(dialog())
    await expect(dialog()).toHaveAccessibleName('Continue with Google')
    const email = box.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveFocus()
    const submit = box.getByRole('button', { name: 'Continue as this Google user' })

    await userEvent.click(submit)
    await expect(email).toHaveAccessibleDescription(accountMessages.emailRequired)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(email, 'ada@')
    await userEvent.click(submit)
    await expect(email).toHaveAccessibleDescription(accountMessages.emailInvalid)

    await userEvent.type(email, 'example.com')
    await userEvent.type(box.getByRole('textbox', { name: 'Name (optional)' }), ' Ada Lovelace {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', name: 'Ada Lovelace' })

    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Apple: Story = {
  args: { provider: 'apple', defaultEmail: 'tunde@example.com', defaultName: 'Tunde Bakare' },
  play: async ({ args }) => {
    const box = within(dialog())
    await expect(dialog()).toHaveAccessibleName('Continue with Apple')
    await userEvent.click(box.getByRole('button', { name: 'Continue as this Apple user' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'tunde@example.com', name: 'Tunde Bakare' })
    await userEvent.click(box.getByRole('button', { name: 'Close' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Submitting: Story = {
  args: { submitting: true, defaultEmail: 'ada@example.com', defaultName: 'Ada Lovelace' },
  play: async ({ args }) => {
    const box = within(dialog())
    const submit = box.getByRole('button', { name: 'Continue as this Google user' })
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(box.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await userEvent.click(submit, { pointerEventsCheck: 0 })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

// Named for the `error` state; `Error` itself would hide the global constructor in this module.
export const ServerError: Story = {
  name: 'Error',
  args: { error: 'The identity sandbox is switched off', defaultEmail: 'ada@example.com' },
  play: async () => {
    const box = within(dialog())
    await expect(box.getByRole('alert')).toHaveTextContent('The identity sandbox is switched off')
    await expect(box.getByRole('button', { name: 'Continue as this Google user' })).toBeEnabled()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async () => {
    const rect = dialog().getBoundingClientRect()
    await expect(rect.width).toBeLessThanOrEqual(375)
  },
}
