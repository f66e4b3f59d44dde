import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CouponCard } from '@/commerce/coupon-card'
import { COUPON } from '@/domain/cart'

const meta = {
  title: 'Commerce/CouponCard',
  component: CouponCard,
  args: {
    name: COUPON.name,
    description: COUPON.description,
    applied: false,
    available: true,
    unavailableReason: 'Add more to your cart: this coupon applies to orders above ₦100,000.',
    onAppliedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCard>
export default meta
type Story = StoryObj<typeof meta>

export const Available: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="coupon-card"]')).toHaveAttribute('data-state', 'available')
    const box = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(box).toBeEnabled()
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(args.onAppliedChange).toHaveBeenCalledWith(true)
    await expect(canvas.queryByText(/this coupon applies/)).toBeNull()
  },
}

export const Applied: Story = {
  args: { applied: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(box).toBeChecked()
    await userEvent.click(box)
    await expect(args.onAppliedChange).toHaveBeenCalledWith(false)
  },
}

// spec §5: disabled at or below the minimum purchase, with the reason read with the box.
export const Unavailable: Story = {
  args: { available: false },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(box).toBeDisabled()
    await expect(box).toHaveAccessibleDescription(
      'Add more to your cart: this coupon applies to orders above ₦100,000.',
    )
    await userEvent.click(box, { pointerEventsCheck: 0 })
    await expect(args.onAppliedChange).not.toHaveBeenCalled()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <CouponCard {...args} />
      <CouponCard {...args} applied />
      <CouponCard {...args} available={false} />
    </div>
  ),
}
