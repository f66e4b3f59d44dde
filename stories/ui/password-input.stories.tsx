import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PasswordInput } from '@/ui/password-input'

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordInput>
export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password') as HTMLInputElement
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(input)
    await userEvent.keyboard('oja-secret')
    input.setSelectionRange(3, 3)
    await userEvent.click(toggle)

    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true)
    // Toggling with the mouse leaves the shopper typing where they were.
    await expect(input).toHaveFocus()
    await expect(input.selectionStart).toBe(3)
    await userEvent.keyboard('X')
    await expect(input).toHaveValue('ojaX-secret')

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveFocus()
    await expect(input.selectionStart).toBe(4)
  },
}

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'oja-secret' },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvasElement.querySelector('[data-slot="password-input"]')).toHaveAttribute('data-state', 'visible')

    // Keyboard: the toggle is the next stop after the box, and Enter and Space both work it.
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.tab()
    const toggle = canvas.getByRole('button', { name: 'Hide password' })
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAccessibleName('Show password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onVisibleChange).toHaveBeenCalledTimes(2)
    await expect(input).toHaveValue('oja-secret')
  },
}

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'abc' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', input.id)
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'oja-secret' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password')
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(input).toBeDisabled()
    await expect(toggle).toBeDisabled()
    await userEvent.click(toggle, { pointerEventsCheck: 0 })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(args.onVisibleChange).not.toHaveBeenCalled()
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-3 gap-3" data-testid="all-variants">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PasswordInput key={`hidden-${size}`} size={size} aria-label={`Password ${size}`} defaultValue="oja-secret" />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PasswordInput
          key={`visible-${size}`}
          size={size}
          aria-label={`Visible password ${size}`}
          defaultVisible
          defaultValue="oja-secret"
        />
      ))}
      <PasswordInput aria-label="Invalid password" invalid defaultValue="abc" />
      <PasswordInput aria-label="Disabled password" disabled defaultValue="oja-secret" />
      <PasswordInput aria-label="Empty password" placeholder="Password" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(6)
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(3)
  },
}
