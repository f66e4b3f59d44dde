import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { formatNaira } from '@/domain/money'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'

// spec §9: standard 3000, express 10000 (airport pickup), default Motor park pickup 3000; promise 24-48 hours.
function DeliveryOptions() {
  return (
    <>
      <RadioGroupItem
        value="motor-park"
        label="Motor park pickup"
        description="Collect your order at the motor park in your city."
        aside={formatNaira(3000)}
      />
      <RadioGroupItem
        value="standard"
        label="Standard delivery"
        description="Delivered to your address within 24-48 hours."
        aside={formatNaira(3000)}
      />
      <RadioGroupItem
        value="express"
        label="Express delivery"
        description="Airport pickup."
        aside={formatNaira(10000)}
      />
    </>
  )
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Delivery method', defaultValue: 'motor-park', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args} className="w-96">
      <DeliveryOptions />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>
export default meta
type Story = StoryObj<typeof meta>

// Radix checks an option when it receives focus while an arrow key is held; a real key is released a moment after
// the focus moves, so the key is held across one tick here as well.
async function press(key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') {
  await userEvent.keyboard(`{${key}>}{/${key}}`)
}

function option(radio: HTMLElement) {
  return radio.closest('[data-slot="radio-group-option"]')
}

export const Plain: Story = {
  args: { variant: 'plain' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery method' })
    await expect(group).toHaveAttribute('data-variant', 'plain')
    const motorPark = canvas.getByRole('radio', { name: 'Motor park pickup ₦3,000' })
    const standard = canvas.getByRole('radio', { name: 'Standard delivery ₦3,000' })
    const express = canvas.getByRole('radio', { name: 'Express delivery ₦10,000' })
    await expect(motorPark).toBeChecked()
    await expect(express).toHaveAccessibleDescription('Airport pickup.')

    await userEvent.tab()
    await expect(motorPark).toHaveFocus()
    await press('ArrowDown')
    await expect(standard).toHaveFocus()
    await expect(standard).toBeChecked()
    await expect(motorPark).not.toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('standard')
    await expect(option(standard)).toHaveAttribute('data-state', 'checked')
    await expect(option(motorPark)).toHaveAttribute('data-state', 'unchecked')

    await press('ArrowDown')
    await expect(express).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express')
    // The choice wraps around from the last option to the first.
    await press('ArrowDown')
    await expect(motorPark).toBeChecked()
    await press('ArrowUp')
    await expect(express).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledTimes(4)

    // Tab leaves the group instead of walking through its options.
    await userEvent.tab()
    await expect(express).not.toHaveFocus()
  },
}

export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvas, args }) => {
    const standard = canvas.getByRole('radio', { name: 'Standard delivery ₦3,000' })
    await expect(option(standard)).toHaveAttribute('data-variant', 'card')
    // The whole card is the target: clicking its description chooses it.
    await userEvent.click(canvas.getByText('Delivered to your address within 24-48 hours.'))
    await expect(standard).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('standard')
    await expect(option(standard)).toHaveAttribute('data-state', 'checked')

    await press('ArrowRight')
    await expect(canvas.getByRole('radio', { name: 'Express delivery ₦10,000' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express')
  },
}

const addresses = [
  { id: 'addr-1', name: 'Adaeze Okafor', line: '14 Admiralty Way, Lekki Phase 1, Lagos', phone: '08031234567' },
  { id: 'addr-2', name: 'Tunde Bello', line: '3 Aminu Kano Crescent, Wuse 2, Abuja', phone: '08129876543' },
]

export const SavedAddresses: Story = {
  args: { variant: 'card', 'aria-label': 'Delivery address', defaultValue: 'addr-1' },
  render: (args) => (
    <RadioGroup {...args} className="w-96">
      {addresses.map((address) => (
        <RadioGroupItem
          key={address.id}
          value={address.id}
          label={address.name}
          description={`${address.line} · ${address.phone}`}
        />
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas, args }) => {
    const ada = canvas.getByRole('radio', { name: 'Adaeze Okafor' })
    const tunde = canvas.getByRole('radio', { name: 'Tunde Bello' })
    await expect(ada).toBeChecked()
    await expect(tunde).toHaveAccessibleDescription('3 Aminu Kano Crescent, Wuse 2, Abuja · 08129876543')
    await userEvent.tab()
    await press('ArrowDown')
    await expect(tunde).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('addr-2')
  },
}

export const Unselected: Story = {
  args: { variant: 'card', defaultValue: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="radio-group"]')).toHaveAttribute('data-state', 'unselected')
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked()
    const motorPark = canvas.getByRole('radio', { name: 'Motor park pickup ₦3,000' })
    motorPark.focus()
    await expect(motorPark).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('motor-park')
    await expect(canvasElement.querySelector('[data-slot="radio-group"]')).toHaveAttribute('data-state', 'selected')
  },
}

export const Disabled: Story = {
  args: { variant: 'card' },
  render: (args) => (
    <RadioGroup {...args} className="w-96">
      <RadioGroupItem value="motor-park" label="Motor park pickup" aside={formatNaira(3000)} />
      <RadioGroupItem value="standard" label="Standard delivery" aside={formatNaira(3000)} disabled />
      <RadioGroupItem value="express" label="Express delivery" aside={formatNaira(10000)} />
    </RadioGroup>
  ),
  play: async ({ canvas, args }) => {
    const standard = canvas.getByRole('radio', { name: 'Standard delivery ₦3,000' })
    await expect(standard).toBeDisabled()
    await userEvent.click(canvas.getByText('Standard delivery'), { pointerEventsCheck: 0 })
    await expect(standard).not.toBeChecked()
    const motorPark = canvas.getByRole('radio', { name: 'Motor park pickup ₦3,000' })
    motorPark.focus()
    await expect(motorPark).toHaveFocus()
    // Arrow keys skip the disabled option.
    await press('ArrowDown')
    await expect(canvas.getByRole('radio', { name: 'Express delivery ₦10,000' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-8" data-testid="all-variants">
      {(['plain', 'card'] as const).map((variant) => (
        <div key={variant} className="grid gap-4">
          <RadioGroup
            variant={variant}
            aria-label={`Delivery method (${variant})`}
            defaultValue="motor-park"
            className="w-80"
          >
            <DeliveryOptions />
          </RadioGroup>
          <RadioGroup variant={variant} aria-label={`Payment (${variant})`} className="w-80">
            <RadioGroupItem value="card" label="Pay with card" />
            <RadioGroupItem
              value="wallet"
              label="Pay from wallet"
              disabled
              description="Insufficient balance. Please fund your wallet"
            />
          </RadioGroup>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(4)
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(2)
    await expect(canvas.getAllByRole('radio', { name: 'Pay from wallet' })[0]).toBeDisabled()
  },
}
