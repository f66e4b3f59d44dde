import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SizeRows, type SizeRowValue } from '@/commerce/size-rows'

const sizes: SizeRowValue[] = [
  { title: '128 GB', stock: '3' },
  { title: '256 GB', stock: '4' },
]

const meta = {
  title: 'Commerce/SizeRows',
  component: SizeRows,
  args: { sizes: [], max: 20, onAdd: fn(), onRemove: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SizeRows>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Sizes' })).toBeVisible()
    await expect(canvas.getByText(/No sizes: the product has one stock/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add size' }))
    await expect(args.onAdd).toHaveBeenCalledTimes(1)
  },
}

export const WithSizes: Story = {
  args: { sizes },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Size 1 name' })).toHaveValue('128 GB')
    await expect(canvas.getByRole('textbox', { name: 'Size 2 stock' })).toHaveValue('4')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Size 2 stock' }), '0')
    await expect(args.onChange).toHaveBeenCalledWith(1, 'stock', '40')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size 1' }))
    await expect(args.onRemove).toHaveBeenCalledWith(0)
  },
}

// Typing, adding and removing rows with the keyboard.
export const Editing: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState<SizeRowValue[]>([])
    return (
      <SizeRows
        {...args}
        sizes={rows}
        onAdd={() => setRows((current) => [...current, { title: '', stock: '' }])}
        onRemove={(index) => setRows((current) => current.filter((_, at) => at !== index))}
        onChange={(index, key, value) =>
          setRows((current) => current.map((row, at) => (at === index ? { ...row, [key]: value } : row)))
        }
      />
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add size' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Size 1 name' }), 'Black')
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Size 1 stock' })).toHaveFocus()
    await userEvent.keyboard('2')
    await userEvent.click(canvas.getByRole('button', { name: 'Add size' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Size 2 name' }), 'Blue')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size 1' }))
    await expect(canvas.getByRole('textbox', { name: 'Size 1 name' })).toHaveValue('Blue')
    await expect(canvas.queryByRole('textbox', { name: 'Size 2 name' })).toBeNull()
  },
}

export const Invalid: Story = {
  args: {
    sizes: [
      { title: '', stock: '' },
      { title: '256 GB', stock: 'lots' },
    ],
    errors: [
      { title: 'Name the size', stock: 'Enter the size’s stock' },
      { stock: 'Stock is a whole number from 0 to 1,000,000' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Size 1 name' })).toHaveAccessibleDescription('Name the size')
    await expect(canvas.getByRole('textbox', { name: 'Size 1 stock' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Size 2 stock' })).toHaveAccessibleDescription(
      'Stock is a whole number from 0 to 1,000,000',
    )
    await expect(canvas.getByRole('textbox', { name: 'Size 2 name' })).not.toHaveAttribute('aria-invalid')
  },
}

export const Full: Story = {
  args: { sizes, max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add size' })).toBeDisabled()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <SizeRows {...args} />
      <SizeRows {...args} sizes={sizes} />
      <SizeRows
        {...args}
        sizes={[{ title: '', stock: '' }]}
        errors={[{ title: 'Name the size', stock: 'Enter the size’s stock' }]}
      />
      <SizeRows {...args} sizes={sizes} disabled />
    </div>
  ),
}
