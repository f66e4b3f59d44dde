import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { QuantityStepper } from '@/commerce/quantity-stepper'

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { title: 'Tecno Camon 20', qty: 2, onIncrement: fn(), onDecrement: fn() },
} satisfies Meta<typeof QuantityStepper>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper"]')).toHaveAttribute('data-state', 'idle')
    await expect(canvas.getByRole('group', { name: 'Quantity of Tecno Camon 20' })).toHaveTextContent('2')
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Tecno Camon 20' }))
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Tecno Camon 20' }))
    await expect(args.onDecrement).toHaveBeenCalledTimes(1)
  },
}

// All the stock is in the cart: only one fewer is possible.
export const AtStockLimit: Story = {
  args: { canIncrement: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Add one Tecno Camon 20' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Tecno Camon 20' }))
    await expect(args.onDecrement).toHaveBeenCalledTimes(1)
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper"]')).toHaveAttribute('data-state', 'busy')
    await expect(canvas.getByRole('status', { name: 'Updating' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add one Tecno Camon 20' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove one Tecno Camon 20' })).toBeDisabled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add one Tecno Camon 20' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove one Tecno Camon 20' })).toBeDisabled()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid grid-cols-[auto_auto_auto_auto] items-center gap-x-6 gap-y-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="contents">
          <span className="text-sm text-foreground-subtle">{size}</span>
          <QuantityStepper {...args} size={size} title={`Phone ${size}`} />
          <QuantityStepper {...args} size={size} title={`Phone ${size} at limit`} canIncrement={false} />
          <QuantityStepper {...args} size={size} title={`Phone ${size} busy`} busy />
        </div>
      ))}
    </div>
  ),
}
