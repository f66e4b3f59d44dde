import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { FilterPanel, FilterSheet } from '@/screens/product-listing/filter-panel'
import { EMPTY_FILTER, type ListingFilter } from '@/domain/listing-query'
import { categories } from './catalogue-fixtures'

// Pins the story to the width it is screenshot at, in the play tests too.
const pinWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <Story />
  </div>
)

const meta = {
  title: 'Screens/FilterPanel',
  component: FilterPanel,
  decorators: [pinWidth],
  parameters: { visual: { width: 280 } },
  args: { categories, value: EMPTY_FILTER, onChange: fn(), onReset: fn() },
} satisfies Meta<typeof FilterPanel>
export default meta
type Story = StoryObj<typeof meta>

const filtered: ListingFilter = {
  categoryIds: [categories[0]!._id],
  priceRange: '7001--1500',
  rating: 4.2,
  sort: 'lowToHigh',
}

export const Unfiltered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Filters' })).toBeVisible()
    // Nothing to reset yet.
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled()
    for (const label of ['0 - 3000', '3001 - 5000', '5001 - 7000', 'Over 7000']) {
      await expect(canvas.getByRole('checkbox', { name: label })).not.toBeChecked()
    }
    // spec §5: the rating slider rests at 3 on a scale of 0 to 5.
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' })
    await expect(thumb).toHaveAttribute('aria-valuenow', '3')
    await expect(thumb).toHaveAttribute('aria-valuemin', '0')
    await expect(thumb).toHaveAttribute('aria-valuemax', '5')
    await expect(canvas.getByRole('radio', { name: 'Price: High to Low' })).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Price: Low to High' })).not.toBeChecked()

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Audio' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [categories[1]!._id] })

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Over 7000' }))
    // The last bucket keeps the product's own spelling: it is what the API receives.
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [], priceRange: '7001--1500' })

    await userEvent.click(canvas.getByRole('radio', { name: 'Price: High to Low' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [], sort: 'highToLow' })
  },
}

// spec §5: the slider moves in steps of 0.1 between 0 and 5.
export const RatingStep: Story = {
  parameters: { visual: { width: 280, skip: true } },
  play: async ({ canvas, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' })
    thumb.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [], rating: 3.1 })
    await expect(thumb).toHaveAttribute('aria-valuetext', '3.1')
    await userEvent.keyboard('{End}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [], rating: 5 })
    await userEvent.keyboard('{Home}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryIds: [], rating: 0 })
  },
}

export const Filtered: Story = {
  args: { value: filtered },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Phones' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Over 7000' })).toBeChecked()
    await expect(canvas.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuetext', '4.2')
    await expect(canvas.getByRole('radio', { name: 'Price: Low to High' })).toBeChecked()

    // One price range at a time: ticking the chosen bucket again clears it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Over 7000' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      categoryIds: filtered.categoryIds,
      rating: 4.2,
      sort: 'lowToHigh',
    })
    await userEvent.click(canvas.getByRole('checkbox', { name: '0 - 3000' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filtered, priceRange: '0--3000' })

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Phones' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filtered, categoryIds: [] })

    const reset = canvas.getByRole('button', { name: 'Reset' })
    await expect(reset).toBeEnabled()
    await userEvent.click(reset)
    await expect(args.onReset).toHaveBeenCalledTimes(1)
  },
}

export const CategoriesLoading: Story = {
  args: { categories: [], categoriesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(4)
    await expect(
      canvas.getByRole('group', { name: 'Categories' }).querySelectorAll('[data-slot="skeleton"]').length,
    ).toBeGreaterThan(0)
  },
}

/** A panel wired to its own state, the way the route keeps it in the URL. */
function Controlled() {
  const [value, setValue] = useState<ListingFilter>(EMPTY_FILTER)
  return (
    <FilterSheet categories={categories} value={value} onChange={setValue} onReset={() => setValue(EMPTY_FILTER)} />
  )
}

export const SheetNarrow: Story = {
  parameters: { visual: { width: 375 } },
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' })
    await expect(trigger).toHaveAttribute('data-state', 'unfiltered')
    await userEvent.click(trigger)
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Chargers' }))
    await expect(within(sheet).getByRole('checkbox', { name: 'Chargers' })).toBeChecked()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The button tells the shopper filters are on, and focus is back on it.
    await expect(canvas.getByRole('button', { name: 'Filters (active)' })).toHaveFocus()
  },
}

export const SheetOpen: Story = {
  // The sheet covers the viewport from the left; its pixels live outside the story's box.
  parameters: { visual: { width: 375, skip: true } },
  render: () => <FilterSheet categories={categories} value={filtered} onChange={fn()} onReset={fn()} defaultOpen />,
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await expect(within(sheet).getByRole('checkbox', { name: 'Phones' })).toBeChecked()
    await expect(within(sheet).getByRole('button', { name: 'Reset' })).toBeEnabled()
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toBeVisible()
  },
}
