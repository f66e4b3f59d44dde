import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ProductExtras } from '@/screens/product-detail/product-extras'

const pinWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <Story />
  </div>
)

const meta = {
  title: 'Screens/ProductExtras',
  component: ProductExtras,
  decorators: [pinWidth],
  parameters: { visual: { width: 320 } },
} satisfies Meta<typeof ProductExtras>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('complementary', { name: 'More from Oja' })).toBeVisible()
    await expect(
      canvas.getByText('Get ₦50 when you sign up on the app, and ₦25 for every friend you refer.'),
    ).toBeVisible()

    // spec §2: FAQ items expand and collapse independently.
    const delivery = canvas.getByRole('button', { name: 'How long does delivery take?' })
    const tracking = canvas.getByRole('button', { name: 'How can I track my order?' })
    await userEvent.click(delivery)
    await userEvent.click(tracking)
    await expect(delivery).toHaveAttribute('aria-expanded', 'true')
    await expect(tracking).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('Delivery takes 24-48 hours after your order is confirmed.')).toBeVisible()
    // The store's six FAQ entries (spec §1).
    await expect(canvasElement.querySelectorAll('[data-slot="accordion-trigger"]')).toHaveLength(6)
    await userEvent.click(delivery)
    await expect(delivery).toHaveAttribute('aria-expanded', 'false')
    await expect(tracking).toHaveAttribute('aria-expanded', 'true')

    // spec §1: one review in view; the buttons move two at a time, and nothing moves on its own.
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="customer-reviews-track"]')!
    const slide = canvasElement.querySelector<HTMLElement>('[data-slot="customer-reviews-slide"]')!
    await expect(Math.round(slide.getBoundingClientRect().width)).toBe(Math.round(track.getBoundingClientRect().width))
    await expect(track.scrollLeft).toBe(0)
    const previous = canvas.getByRole('button', { name: 'Previous reviews' })
    await expect(previous).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next reviews' }))
    const two = 2 * (slide.getBoundingClientRect().width + 12)
    await waitFor(() => expect(Math.abs(track.scrollLeft - two)).toBeLessThanOrEqual(1))
    await expect(previous).toBeEnabled()
  },
}

export const WithoutReviews: Story = {
  args: { faq: <p className="m-0 text-sm">Questions about this product go here.</p>, reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Questions about this product go here.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'How long does delivery take?' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'What our customers say' })).toBeNull()
  },
}
