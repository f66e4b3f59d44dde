import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMachine } from '@xstate/react'
import { expect, fn, userEvent } from 'storybook/test'
import { SizePicker } from '@/screens/product-detail/size-picker'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { camon, camonOutOfStock } from './catalogue-fixtures'

const meta = {
  title: 'Screens/SizePicker',
  component: SizePicker,
  parameters: { visual: { width: 360 }, stateChart: { machine: 'selectedSize', slot: 'size-picker' } },
  args: { sizes: camon.size, productInStock: true, value: null, onSelect: fn() },
} satisfies Meta<typeof SizePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Unselected: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="size-picker"]')).toHaveAttribute('data-state', 'unselected')
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible()
    // spec §4: a size out of stock cannot be picked.
    const soldOut = canvas.getByRole('radio', { name: '512GB' })
    await expect(soldOut).toBeDisabled()
    await expect(soldOut).toHaveAccessibleDescription('Out of stock')
    await userEvent.click(soldOut, { pointerEventsCheck: 0 })
    await expect(args.onSelect).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('radio', { name: '256GB' }))
    await expect(args.onSelect).toHaveBeenLastCalledWith('256GB')
  },
}

export const Selected: Story = {
  args: { value: '128GB' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="size-picker"]')).toHaveAttribute('data-state', 'selected')
    await expect(canvas.getByRole('radio', { name: '128GB' })).toBeChecked()
    await expect(canvas.getByRole('radiogroup', { name: 'Size: 128GB' })).toBeVisible()
  },
}

export const ProductOutOfStock: Story = {
  args: { sizes: camonOutOfStock.size, productInStock: false },
  play: async ({ canvas, args }) => {
    // spec §4: nothing can be picked while the product itself is out of stock.
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }), { pointerEventsCheck: 0 })
    await expect(args.onSelect).not.toHaveBeenCalled()
  },
}

// Radix checks an option when it receives focus while an arrow key is held; a real key is released a moment
// after the focus moves, so the key is held across one tick here as well.
async function press(key: 'ArrowRight' | 'ArrowLeft') {
  await userEvent.keyboard(`{${key}>}{/${key}}`)
}

/** The picker driven by the selected-size machine, as on the product page. */
function WithMachine() {
  const [state, send] = useMachine(selectedSizeMachine, { input: { product: camon } })
  return (
    <SizePicker
      sizes={camon.size}
      productInStock
      value={state.context.size}
      onSelect={(title) => send({ type: 'size.select', title })}
    />
  )
}

export const KeyboardSelection: Story = {
  parameters: { visual: { width: 360, skip: true } },
  render: () => <WithMachine />,
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: '128GB' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('radio', { name: '128GB' })).toBeChecked()
    // The arrow skips the size that is out of stock and wraps round.
    await press('ArrowRight')
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked()
    await press('ArrowRight')
    await expect(canvas.getByRole('radio', { name: '128GB' })).toBeChecked()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <SizePicker {...args} />
      <SizePicker {...args} value="256GB" />
      <SizePicker {...args} sizes={camonOutOfStock.size} productInStock={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3)
  },
}
