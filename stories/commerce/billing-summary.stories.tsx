import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BillingSummary } from '@/commerce/billing-summary'
import { Button } from '@/ui/button'
import { pricedLine } from '@/domain/cart'
import { findDeliveryMethod, orderTotal } from '@/domain/delivery'
import { couponCart, minimumCart } from '../screens/cart-fixtures'

const standard = orderTotal(couponCart.map(pricedLine), { deliveryMethod: findDeliveryMethod('standard') })
const expressWithCoupon = orderTotal(couponCart.map(pricedLine), {
  couponApplied: true,
  deliveryMethod: findDeliveryMethod('express'),
})

const meta = {
  title: 'Commerce/BillingSummary',
  component: BillingSummary,
  args: { figures: standard },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingSummary>
export default meta
type Story = StoryObj<typeof meta>

const figure = (element: HTMLElement, key: string) =>
  element.querySelector<HTMLElement>(`[data-slot="billing-summary-${key}"] dd`)

// The goods at their discounted prices (₦258,999 for these lines) plus ₦3,000 of delivery.
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Billing' })).toBeVisible()
    await expect(figure(canvasElement, 'subtotal')).toHaveTextContent('₦258,999')
    await expect(figure(canvasElement, 'delivery')).toHaveTextContent('₦3,000')
    await expect(figure(canvasElement, 'coupon')).toBeNull()
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦261,999.00')
  },
}

// spec §9: Total = discounted cart total − coupon + delivery.
export const WithCoupon: Story = {
  args: { figures: expressWithCoupon },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    await expect(figure(canvasElement, 'delivery')).toHaveTextContent('₦10,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦258,999.00')
  },
}

export const WithAction: Story = {
  args: { figures: orderTotal(minimumCart.map(pricedLine)), action: <Button className="w-full">Place order</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeVisible()
  },
}
