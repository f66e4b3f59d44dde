import { useState, type FormEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { PasswordInput } from '@/ui/password-input'

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Email', hint: 'We send order updates to this address.', children: <Input type="email" /> },
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAccessibleDescription('We send order updates to this address.')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'idle')
    // The label is wired with htmlFor, so clicking it puts the caret in the box.
    await userEvent.click(canvas.getByText('Email'))
    await expect(input).toHaveFocus()
  },
}

export const Invalid: Story = {
  args: {
    label: 'Amount',
    hint: 'Paid into your verified bank account.',
    error: 'Minimum withdrawal amount is ₦500',
    children: <Input inputMode="numeric" defaultValue="200" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' })
    const error = canvas.getByRole('alert')
    await expect(error).toHaveTextContent('Minimum withdrawal amount is ₦500')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-state', 'invalid')
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    // The problem is read before the general hint.
    await expect(input).toHaveAccessibleDescription(
      'Minimum withdrawal amount is ₦500 Paid into your verified bank account.',
    )
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-state', 'invalid')
  },
}

function WithdrawForm() {
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | undefined>()
  function submit(event: FormEvent) {
    event.preventDefault()
    setError(Number(amount) < 500 ? 'Minimum withdrawal amount is ₦500' : undefined)
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Field label="Amount" error={error}>
        <Input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </Field>
      <Button type="submit">Withdraw</Button>
    </form>
  )
}

export const ErrorAnnounced: Story = {
  render: () => <WithdrawForm />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' })
    await expect(input).not.toHaveAttribute('aria-describedby')
    await userEvent.type(input, '200')
    await userEvent.keyboard('{Enter}')

    // A live alert appears and the box now points at it.
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Minimum withdrawal amount is ₦500')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('aria-describedby', alert.id)
    await expect(input).toHaveAccessibleDescription('Minimum withdrawal amount is ₦500')

    await userEvent.clear(input)
    await userEvent.type(input, '600')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
  },
}

export const WithPasswordInput: Story = {
  args: { label: 'Password', hint: 'At least 4 characters.', children: <PasswordInput /> },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAccessibleDescription('At least 4 characters.')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', input.id)
    await userEvent.click(canvas.getByText('Password'))
    await expect(input).toHaveFocus()
  },
}

export const WithCheckbox: Story = {
  args: {
    label: undefined,
    hint: undefined,
    error: 'This field is required',
    children: <Checkbox>I accept all terms and conditions</Checkbox>,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('This field is required')
    await expect(within(canvas.getByRole('alert')).getByText('This field is required')).toBeVisible()
  },
}

export const ExplicitPropsWin: Story = {
  args: {
    error: 'Enter a valid email',
    children: <Input type="email" id="signup-email" aria-describedby="email-policy" />,
  },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Field {...args} controlId="signup-email" />
      <p id="email-policy" className="text-sm text-foreground-subtle">
        We never share your email.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('id', 'signup-email')
    await expect(input).toHaveAccessibleDescription(
      'Enter a valid email We send order updates to this address. We never share your email.',
    )
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[44rem] grid-cols-2 gap-6" data-testid="all-variants">
      <Field label="Email" hint="We send order updates to this address.">
        <Input type="email" defaultValue="ada@oja.ng" />
      </Field>
      <Field label="Amount" hint="Paid into your verified bank account." error="Minimum withdrawal amount is ₦500">
        <Input inputMode="numeric" defaultValue="200" />
      </Field>
      <Field label="Password">
        <PasswordInput defaultValue="oja-secret" />
      </Field>
      <Field label="Airtime amount" error="Minimum airtime purchase is ₦50.00">
        <Input inputMode="numeric" defaultValue="20" />
      </Field>
      <Field label="Referral code" hint="Optional.">
        <Input disabled />
      </Field>
      <Field error="This field is required">
        <Checkbox>I accept all terms and conditions</Checkbox>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3)
    await expect(canvas.getByRole('textbox', { name: 'Airtime amount' })).toHaveAccessibleDescription(
      'Minimum airtime purchase is ₦50.00',
    )
  },
}
