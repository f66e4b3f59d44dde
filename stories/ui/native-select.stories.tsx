import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '@/ui/field'
import { NativeSelect } from '@/ui/native-select'

const options = [
  { value: 'phones', label: 'Phones' },
  { value: 'audio', label: 'Audio' },
  { value: 'wearables', label: 'Wearables' },
]

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  args: { 'aria-label': 'Category', value: '', placeholder: 'Choose a category', options, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>
export default meta
type Story = StoryObj<typeof meta>

export const Unselected: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveAttribute('data-state', 'unselected')
    await expect(canvas.getByRole('option', { name: 'Choose a category' })).toBeDisabled()
    await userEvent.selectOptions(select, 'Audio')
    await expect(args.onValueChange).toHaveBeenCalledWith('audio')
  },
}

export const Selected: Story = {
  args: { value: 'wearables' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveValue('wearables')
    await expect(select).toHaveAttribute('data-state', 'selected')
  },
}

export const InAFieldWithAnError: Story = {
  render: (args) => (
    <Field label="Category" error="Choose a category">
      <NativeSelect {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose a category')
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NativeSelect {...args} />
      <NativeSelect {...args} value="audio" />
      <NativeSelect {...args} value="audio" disabled />
    </div>
  ),
}
