import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Checkbox } from '@/ui/checkbox'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Keep me signed in', onChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' })
    const root = canvasElement.querySelector('[data-slot="checkbox"]')
    await expect(box).not.toBeChecked()
    await expect(root).toHaveAttribute('data-state', 'unchecked')
    const tick = canvasElement.querySelector('[data-slot="checkbox-indicator"]')!
    await expect(getComputedStyle(tick).opacity).toBe('0')

    // The label text is part of the hit area.
    await userEvent.click(canvas.getByText('Keep me signed in'))
    await expect(box).toBeChecked()
    await expect(root).toHaveAttribute('data-state', 'checked')
    await expect(getComputedStyle(tick).opacity).toBe('1')

    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
    await expect(root).toHaveAttribute('data-state', 'unchecked')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' })
    await expect(box).toBeChecked()
    await expect(canvasElement.querySelector('[data-slot="checkbox"]')).toHaveAttribute('data-state', 'checked')
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' })
    await expect(box).toBeDisabled()
    await userEvent.click(canvas.getByText('Keep me signed in'), { pointerEventsCheck: 0 })
    await expect(box).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' })
    await expect(box).toBeDisabled()
    await expect(box).toBeChecked()
  },
}

export const Invalid: Story = {
  args: { invalid: true, children: 'I accept all terms and conditions' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(canvasElement.querySelector('[data-slot="checkbox"]')).toHaveAttribute('data-invalid', 'true')
    await expect(getComputedStyle(box).borderTopColor).toBe('rgb(200, 30, 30)')
  },
}

export const Small: Story = {
  args: { size: 'sm', children: 'Smartphones' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Smartphones' }).getBoundingClientRect().width).toBe(16)
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-x-8 gap-y-3" data-testid="all-variants">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-col gap-3">
          <Checkbox size={size}>Unchecked {size}</Checkbox>
          <Checkbox size={size} defaultChecked>
            Checked {size}
          </Checkbox>
          <Checkbox size={size} disabled>
            Disabled {size}
          </Checkbox>
          <Checkbox size={size} disabled defaultChecked>
            Disabled checked {size}
          </Checkbox>
          <Checkbox size={size} invalid>
            Invalid {size}
          </Checkbox>
          <Checkbox size={size} invalid defaultChecked>
            Invalid checked {size}
          </Checkbox>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(12)
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(6)
  },
}
