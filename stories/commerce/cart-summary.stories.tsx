import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartSummary } from '@/commerce/cart-summary'
import { summariseCart } from '@/domain/cart'
import { nairaToKobo } from '@/domain/money'

const line = (original: number, discounted: number, qty: number) => ({
  originalPrice: nairaToKobo(original),
  discountedPrice: nairaToKobo(discounted),
  qty,
})

const withCoupon = summariseCart([line(285_000, 249_999, 1), line(4_500, 4_500, 2)], { couponApplied: true })

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: { figures: withCoupon, action: <a href="/checkout">Proceed to checkout</a> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>
export default meta
type Story = StoryObj<typeof meta>

const figure = (root: HTMLElement, key: string) =>
  within(root.querySelector<HTMLElement>(`[data-slot="cart-summary-${key}"]`)!).getByRole('definition')

export const WithCoupon: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeVisible()
    await expect(figure(canvasElement, 'subtotal')).toHaveTextContent('₦294,000')
    await expect(figure(canvasElement, 'discount')).toHaveTextContent('-₦35,001')
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    // spec §9: the total with 2 decimals.
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦248,999.00')
  },
}

export const WithoutDiscounts: Story = {
  args: { figures: summariseCart([line(4_500, 4_500, 3)]) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'discount')).toHaveTextContent('₦0')
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('₦0')
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦13,500.00')
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <CartSummary {...args} aria-label="Summary without the coupon" />
      <CartSummary
        figures={summariseCart([line(120_000, 100_000, 1)], { couponApplied: true })}
        aria-label="Summary with the coupon"
      />
    </div>
  ),
}
