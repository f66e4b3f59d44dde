import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Rating } from '@/commerce/rating'
import { parseRating } from '@/domain/rating'

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  args: { value: 4.3 },
} satisfies Meta<typeof Rating>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible()
    const stars = canvasElement.querySelectorAll('[data-slot="rating-star"]')
    await expect([...stars].map((s) => s.getAttribute('data-state'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'partial',
    ])
    // The fifth star's fill is clipped to 30% of its width.
    const fill = stars[4]!.querySelector('span')!
    await expect(fill.getBoundingClientRect().width / stars[4]!.getBoundingClientRect().width).toBeCloseTo(0.3, 1)
    await expect(canvas.getByText('4.3')).toBeVisible()
  },
}

export const WithReviews: Story = {
  // The API's Decimal128 shape, parsed before it reaches the component.
  args: { value: parseRating({ $numberDecimal: '4.6' }), reviews: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(12 reviews)')).toBeVisible()
  },
}

export const OneReview: Story = {
  args: { value: 5, reviews: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(1 review)')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible()
  },
}

export const Unrated: Story = {
  args: { value: 0, reviews: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 0.0 out of 5' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-state="empty"]')).toHaveLength(5)
    await expect(canvas.getByText('(0 reviews)')).toBeVisible()
  },
}

export const HiddenValue: Story = {
  args: { value: 3.5, hideValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible()
    await expect(canvas.queryByText('3.5')).toBeNull()
  },
}

export const Small: Story = { args: { value: 4.6, reviews: 8, size: 'sm' } }
export const Large: Story = { args: { value: 4.6, reviews: 8, size: 'lg' } }

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-6">
          <Rating value={0} size={size} />
          <Rating value={2.5} size={size} />
          <Rating value={4.3} reviews={12} size={size} />
          <Rating value={5} reviews={1} size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /^Rated .* out of 5$/ })).toHaveLength(12)
  },
}
