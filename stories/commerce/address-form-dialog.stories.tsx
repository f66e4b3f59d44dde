import { useState, type ComponentProps } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AddressFormDialog } from '@/commerce/address-form-dialog'
import { emptyAddressForm, validateAddress, type AddressField } from '@/domain/address'
import type { FieldErrors } from '@/domain/account-forms'

const meta = {
  title: 'Commerce/AddressFormDialog',
  component: AddressFormDialog,
  args: {
    open: true,
    mode: 'add',
    values: emptyAddressForm(),
    errors: {},
    serverError: null,
    busy: false,
    onFieldChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressFormDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog', { name: 'Address Form' }))

// A form that keeps what is typed and checks the shared rules on save, as the address-form machine does.
function Editable(args: ComponentProps<typeof AddressFormDialog>) {
  const [values, setValues] = useState(args.values)
  const [errors, setErrors] = useState<FieldErrors<AddressField>>(args.errors)
  return (
    <AddressFormDialog
      {...args}
      values={values}
      errors={errors}
      onFieldChange={(field, value) => {
        setValues((known) => ({ ...known, [field]: value }))
        args.onFieldChange(field, value)
      }}
      onSubmit={() => {
        setErrors(validateAddress(values))
        args.onSubmit()
      }}
    />
  )
}

// spec §4: the modal titled 'Address Form', the country Nigeria until the shopper says otherwise.
export const Add: Story = {
  render: (args) => <Editable {...args} />,
  play: async ({ args }) => {
    const form = dialog()
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('Nigeria')
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('')
    await userEvent.type(form.getByRole('textbox', { name: 'Full name' }), 'Ada')
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'Ada')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Lagos')
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('state', 'Lagos')
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

// spec §5: name, street, city, state and phone required; phone at least 8.
export const Invalid: Story = {
  render: (args) => <Editable {...args} />,
  play: async ({ args }) => {
    const form = dialog()
    await userEvent.type(form.getByRole('textbox', { name: 'Phone number' }), '0803')
    await userEvent.click(form.getByRole('button', { name: 'Save address' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Enter the name of the person receiving the order',
    )
    await expect(form.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('textbox', { name: 'City or town' })).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Choose a state')
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Phone number must be at least 8 digits',
    )
    await expect(form.getByRole('textbox', { name: 'Country' })).not.toHaveAttribute('aria-invalid')
  },
}

export const Edit: Story = {
  args: {
    mode: 'edit',
    values: {
      name: 'Ada Obi',
      street: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      pincode: '100271',
      phone: '0803 123 4567',
    },
  },
  play: async () => {
    const form = dialog()
    await expect(form.getByText('Change this saved address.')).toBeVisible()
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos')
    await expect(form.getByRole('textbox', { name: 'Postal code (optional)' })).toHaveValue('100271')
  },
}

// Saving: every field and button waits, and Escape does not close the dialog.
export const Saving: Story = {
  args: { ...Edit.args, busy: true },
  play: async ({ args }) => {
    const form = dialog()
    await expect(screen.getByRole('dialog', { name: 'Address Form' })).toHaveAttribute('data-state', 'saving')
    await expect(form.getByRole('textbox', { name: 'Full name' })).toBeDisabled()
    await expect(form.getByRole('button', { name: 'Save address' })).toHaveAttribute('aria-busy', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

// spec §8: the server's first message under the form.
export const Failed: Story = {
  args: { ...Edit.args, serverError: 'You can keep up to 20 addresses. Delete one to add another' },
  play: async ({ args }) => {
    const form = dialog()
    await expect(form.getByRole('alert')).toHaveTextContent(
      'You can keep up to 20 addresses. Delete one to add another',
    )
    await userEvent.click(form.getByRole('button', { name: 'Save address' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}
