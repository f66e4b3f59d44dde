import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { Input } from '@/ui/input'

type Args = { sending: boolean; canSubmit: boolean; message: string | null; onClose: () => void; onSubmit: () => void }

function NicknameDialog({ sending, canSubmit, message, onClose, onSubmit }: Args) {
  return (
    <FormDialog
      data-slot="nickname-dialog"
      data-state={sending ? 'sending' : 'editing'}
      open
      title="Change your nickname"
      description="Shown on your reviews."
      sending={sending}
      onClose={onClose}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Field label="Nickname">
          <Input name="nickname" defaultValue="Ada" disabled={sending} />
        </Field>
        {message ? <FormDialogMessage data-slot="nickname-message">{message}</FormDialogMessage> : null}
        <FormDialogFooter
          cancelLabel="Cancel"
          submitLabel="Save"
          sending={sending}
          canSubmit={canSubmit}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  )
}

const meta = {
  title: 'UI/FormDialog',
  component: NicknameDialog,
  args: { sending: false, canSubmit: true, message: null, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof NicknameDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Editing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your nickname' })
    await expect(dialog).toHaveAccessibleDescription('Shown on your reviews.')
    await expect(dialog).toHaveAttribute('data-slot', 'nickname-dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    // Escape is a way back too.
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

// Why the form was not sent, announced above the buttons; a form that cannot be sent as it is offers no Save.
export const Refused: Story = {
  args: { message: 'That nickname is taken.', canSubmit: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your nickname' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('That nickname is taken.')
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

// While the form is sent nothing closes the dialog.
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change your nickname' })
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}
