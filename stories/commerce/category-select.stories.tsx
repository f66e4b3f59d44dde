import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CategorySelect, type CategoryOption } from '@/commerce/category-select'
import { Field } from '@/ui/field'
import { categories } from '../screens/catalogue-fixtures'

const meta = {
  title: 'Commerce/CategorySelect',
  component: CategorySelect,
  args: { value: '', categories, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategorySelect>
export default meta
type Story = StoryObj<typeof meta>

function Labelled(args: {
  value: string
  categories: readonly CategoryOption[]
  onValueChange: (categoryId: string) => void
  error?: string
}) {
  const [value, setValue] = useState(args.value)
  return (
    <Field label="Category" error={args.error}>
      <CategorySelect
        value={value}
        categories={args.categories}
        onValueChange={(categoryId) => {
          setValue(categoryId)
          args.onValueChange(categoryId)
        }}
      />
    </Field>
  )
}

// The store's categories, after a placeholder that cannot be chosen back.
export const Unselected: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveAttribute('data-state', 'unselected')
    const options = canvas.getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Phones',
      'Audio',
      'Chargers',
      'Wearables',
      'Laptops',
    ])
    await expect(options[0]).toBeDisabled()
    await userEvent.selectOptions(select, 'Audio')
    await expect(args.onValueChange).toHaveBeenCalledWith(categories[1]!._id)
    await expect(select).toHaveAttribute('data-state', 'selected')
  },
}

export const Selected: Story = {
  args: { value: categories[2]!._id },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Chargers')
  },
}

export const Invalid: Story = {
  render: (args) => <Labelled {...args} error="Choose a category" />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose a category')
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Labelled {...args} />
      <Labelled {...args} value={categories[0]!._id} />
      <Labelled {...args} error="Choose a category" />
    </div>
  ),
}
