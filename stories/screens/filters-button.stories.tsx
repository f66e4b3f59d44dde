import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { FiltersButton } from '@/screens/product-listing/filters-button'

const meta = {
  title: 'Screens/FiltersButton',
  component: FiltersButton,
  parameters: { visual: { width: 360 } },
  args: { active: false, onClick: fn() },
} satisfies Meta<typeof FiltersButton>
export default meta
type Story = StoryObj<typeof meta>

// Narrow screens: the filter panel sits behind this button.
export const Unfiltered: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Filters' })
    await expect(canvasElement.querySelector('[data-slot="filter-sheet-trigger"]')).toHaveAttribute(
      'data-state',
      'unfiltered',
    )
    await expect(canvasElement.querySelector('[data-slot="filter-sheet-dot"]')).toBeNull()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

// Some filter is set: a dot shows it and screen readers hear it.
export const Filtered: Story = {
  args: { active: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (active)' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="filter-sheet-trigger"]')).toHaveAttribute(
      'data-state',
      'filtered',
    )
    await expect(canvasElement.querySelector('[data-slot="filter-sheet-dot"]')).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <FiltersButton {...args} active={false} />
      <FiltersButton {...args} active />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2)
  },
}
