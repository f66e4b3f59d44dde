import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CartLine } from '@/commerce/cart-line'
import { camon, charger } from '../screens/catalogue-fixtures'

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    title: camon.title,
    image: camon.images[0],
    href: `/product-details/${camon.slug}`,
    size: '256GB',
    originalPrice: camon.original_price,
    discountedPrice: camon.discounted_price,
    qty: 2,
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: camon.title })).toHaveAttribute(
      'href',
      `/product-details/${camon.slug}`,
    )
    await expect(canvas.getByText('256GB')).toBeVisible()
    await expect(canvas.getByText('₦249,999')).toBeVisible()
    await expect(canvas.getByText('₦285,000')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Add one ${camon.title}` }))
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${camon.title} from the cart` }))
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
  },
}

export const WithoutSize: Story = {
  args: {
    title: charger.title,
    image: charger.images[0],
    size: null,
    originalPrice: charger.original_price,
    discountedPrice: charger.discounted_price,
    qty: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-line-size"]')).toBeNull()
    await expect(canvas.getAllByText(/₦/)).toHaveLength(1)
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-line"]')).toHaveAttribute('data-state', 'busy')
    await expect(canvas.getByRole('button', { name: `Remove ${camon.title} from the cart` })).toBeDisabled()
  },
}

export const BrokenImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'error')
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <CartLine {...args} />
      <CartLine
        {...args}
        title={charger.title}
        image={charger.images[0]}
        size={null}
        originalPrice={charger.original_price}
        discountedPrice={charger.discounted_price}
        qty={1}
      />
      <CartLine {...args} canIncrement={false} disabled />
      <CartLine {...args} busy />
    </div>
  ),
}
