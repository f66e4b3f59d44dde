import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DeliveryMethodPicker } from '@/commerce/delivery-method-picker'
import type { DeliveryMethodId } from '@/domain/delivery'

const meta = {
  title: 'Commerce/DeliveryMethodPicker',
  component: DeliveryMethodPicker,
  args: { value: 'motor-park-pickup', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryMethodPicker>
export default meta
type Story = StoryObj<typeof meta>

function Controlled(args: {
  value: DeliveryMethodId
  onValueChange: (id: DeliveryMethodId) => void
  disabled?: boolean
}) {
  const [value, setValue] = useState(args.value)
  return (
    <DeliveryMethodPicker
      value={value}
      disabled={args.disabled}
      onValueChange={(id) => {
        setValue(id)
        args.onValueChange(id)
      }}
    />
  )
}

const details = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="delivery-method-details"]')!

// spec §4 Delivery choice: Motor park pickup by default, at ₦3,000, with its pickup address.
export const MotorParkPickup: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery method' })
    const options = within(group).getAllByRole('radio')
    await expect(options).toHaveLength(3)
    await expect(canvas.getByRole('radio', { name: /Motor park pickup/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /Motor park pickup/ })).toHaveAccessibleName(
      'Motor park pickup ₦3,000',
    )
    await expect(details(canvasElement)).toHaveTextContent('Pickup address')
    await expect(details(canvasElement)).toHaveTextContent('motor park')
  },
}

export const ChoosingStandard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Standard delivery/ }))
    await expect(args.onValueChange).toHaveBeenCalledWith('standard')
    await expect(canvas.getByRole('radio', { name: 'Standard delivery ₦3,000' })).toBeChecked()
    await expect(details(canvasElement)).toHaveTextContent('Delivery details')
    await expect(details(canvasElement)).toHaveTextContent('Delivered to your address')
  },
}

// spec §9: Express is ₦10,000, to the airport.
export const Express: Story = {
  args: { value: 'express' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Express delivery ₦10,000' })).toBeChecked()
    await expect(details(canvasElement)).toHaveTextContent('airport')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /Express delivery/ })).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: /Express delivery/ }), { pointerEventsCheck: 0 })
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}
