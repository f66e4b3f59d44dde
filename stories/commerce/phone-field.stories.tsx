import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PhoneField } from '@/commerce/phone-field'
import { detectNetwork, shouldDetectNetwork } from '@/domain/phone'

const meta = {
  title: 'Commerce/PhoneField',
  component: PhoneField,
  args: { value: '', network: null, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>
export default meta
type Story = StoryObj<typeof meta>

/** The field with the store's detection rule (spec §5), as the machines apply it. */
function Detecting(args: { onValueChange: (phone: string) => void }) {
  const [phone, setPhone] = useState('')
  return (
    <PhoneField
      value={phone}
      network={shouldDetectNetwork(phone) ? detectNetwork(phone) : null}
      onValueChange={(value) => {
        setPhone(value)
        args.onValueChange(value)
      }}
    />
  )
}

// No network until the phone has more than 10 digits; then the one its prefix belongs to.
export const Undetected: Story = {
  render: (args) => <Detecting {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' })
    await expect(input).toHaveAttribute('type', 'tel')
    await userEvent.type(input, '0803123456')
    await expect(canvasElement.querySelector('[data-slot="phone-field"]')).toHaveAttribute('data-state', 'undetected')
    await userEvent.type(input, '7')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('08031234567')
    await expect(canvas.getByText('Network: MTN')).toBeVisible()
    await expect(input).toHaveAccessibleDescription('Network: MTN')
  },
}

export const Detected: Story = {
  args: { value: '08021234567', network: 'AIRTEL' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="phone-field"]')).toHaveAttribute('data-state', 'detected')
    await expect(canvas.getByText('Network: AIRTEL')).toBeVisible()
  },
}

// A number in no known block: every plan is offered.
export const Unknown: Story = {
  args: { value: '01234567890', network: 'Unknown' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="phone-field"]')).toHaveAttribute('data-state', 'unknown')
    await expect(canvas.getByText('Network: Unknown')).toBeVisible()
  },
}

export const Invalid: Story = {
  args: { value: '0803', error: 'Please fill the form' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill the form')
  },
}
