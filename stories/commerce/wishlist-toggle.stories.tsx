import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ProductCard } from '@/commerce/product-card'
import { WishlistToggle } from '@/commerce/wishlist-toggle'

const meta = {
  title: 'Commerce/WishlistToggle',
  component: WishlistToggle,
  args: { productTitle: 'Tecno Camon 20', saved: false, onToggle: fn() },
} satisfies Meta<typeof WishlistToggle>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Save Tecno Camon 20 to wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(heart).toHaveAttribute('data-state', 'off')
    await userEvent.click(heart)
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const On: Story = {
  args: { saved: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Save Tecno Camon 20 to wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAttribute('data-state', 'on')
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const Busy: Story = {
  args: { saved: false, busy: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Save Tecno Camon 20 to wishlist' })
    await expect(heart).toBeDisabled()
    await expect(heart).toHaveAttribute('aria-busy', 'true')
    await expect(heart).toHaveAttribute('data-state', 'busy')
    await expect(args.onToggle).not.toHaveBeenCalled()
  },
}

export const OnACard: Story = {
  render: (args) => (
    <ProductCard
      title="Tecno Camon 20"
      href="/product-details/tecno-camon-20"
      imageSrc=""
      originalPrice={189000}
      discountedPrice={172500}
      rating={4.6}
      reviews={12}
      topAction={<WishlistToggle {...args} />}
    />
  ),
  play: async ({ canvas }) => {
    // The heart sits above the card's stretched link: pressing it does not open the product.
    const heart = canvas.getByRole('button', { name: 'Save Tecno Camon 20 to wishlist' })
    await expect(heart.closest('[data-slot="product-card-top-action"]')).not.toBeNull()
    await expect(canvas.getByRole('link', { name: 'Tecno Camon 20' })).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <WishlistToggle productTitle="Off" saved={false} onToggle={() => {}} />
      <WishlistToggle productTitle="On" saved onToggle={() => {}} />
      <WishlistToggle productTitle="Busy" saved={false} busy onToggle={() => {}} />
      <WishlistToggle productTitle="Large" saved size="lg" onToggle={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const hearts = [...canvasElement.querySelectorAll('[data-slot="wishlist-toggle"]')]
    await expect(hearts.map((heart) => heart.getAttribute('data-state'))).toEqual(['off', 'on', 'busy', 'on'])
  },
}
