import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ProductInfo } from '@/screens/product-detail/product-info'
import { camon, camonOutOfStock, charger, storyNow } from './catalogue-fixtures'
import { SizePicker } from '@/screens/product-detail/size-picker'

const pinWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <Story />
  </div>
)

const meta = {
  title: 'Screens/ProductInfo',
  component: ProductInfo,
  decorators: [pinWidth],
  parameters: { visual: { width: 420 } },
  args: {
    product: camon,
    now: storyNow,
    selectedSize: null,
    onSizeSelect: fn(),
    renderSizePicker: (props) => <SizePicker {...props} />,
    inCart: false,
    onCartClick: fn(),
    inWishlist: false,
    onWishlistToggle: fn(),
    onAvailabilityRequest: fn(),
  },
} satisfies Meta<typeof ProductInfo>
export default meta
type Story = StoryObj<typeof meta>

export const InStock: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    await expect(canvas.getByText('Phones')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(12 reviews)')).toBeVisible()
    await expect(canvas.getByText('12% off')).toBeVisible()
    await expect(canvas.getByText('Price updated:', { exact: false })).toHaveTextContent('Price updated: 2 days ago')
    await expect(canvas.getByText('Trending')).toBeVisible()
    await expect(canvas.queryByText('Out of stock', { selector: '[data-slot="badge"]' })).toBeNull()
    // spec §5: in stock, but 512GB is sold out: the availability request asks which sold-out size. No 'Edit product'
    // for a shopper.
    await expect(canvas.getByRole('button', { name: 'Notify me when available' })).toBeEnabled()
    await expect(canvas.getByRole('combobox', { name: 'Size to be told about' })).toHaveValue('')
    await expect(canvas.queryByRole('link', { name: 'Edit product' })).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(args.onCartClick).toHaveBeenCalledTimes(1)
    const wishlist = canvas.getByRole('button', { name: 'Save to wishlist' })
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(wishlist)
    await expect(args.onWishlistToggle).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }))
    await expect(args.onSizeSelect).toHaveBeenLastCalledWith('128GB')
  },
}

export const SizeSelected: Story = {
  args: { selectedSize: '256GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked()
  },
}

export const InCart: Story = {
  args: { selectedSize: '256GB', inCart: true, inWishlist: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }))
    await expect(args.onCartClick).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const CartBusy: Story = {
  args: { selectedSize: '256GB', cartBusy: true },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: 'Add to cart' })
    await expect(cart).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(cart, { pointerEventsCheck: 0 })
    await expect(args.onCartClick).not.toHaveBeenCalled()
  },
}

export const EverySizeInStock: Story = {
  args: { product: { ...camon, size: camon.size.map((size) => ({ ...size, is_stock: 2 })) } },
  play: async ({ canvas }) => {
    // Nothing to wait for: no availability request.
    await expect(canvas.queryByRole('button', { name: 'Notify me when available' })).toBeNull()
    await expect(canvas.queryByRole('combobox', { name: 'Size to be told about' })).toBeNull()
  },
}

// spec §5: the shopper chose the sold-out size to be told about.
export const AvailabilityVariantChosen: Story = {
  args: { availabilityVariant: '512GB', onAvailabilityVariantChange: fn() },
  play: async ({ canvas, args }) => {
    const choice = canvas.getByRole('combobox', { name: 'Size to be told about' })
    await expect(choice).toHaveValue('512GB')
    await expect([...choice.querySelectorAll('option:not([disabled])')].map((option) => option.textContent)).toEqual([
      '512GB',
    ])
    await userEvent.selectOptions(choice, '512GB')
    await expect(args.onAvailabilityVariantChange).toHaveBeenLastCalledWith('512GB')
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    await expect(args.onAvailabilityRequest).toHaveBeenCalledTimes(1)
  },
}

export const OutOfStock: Story = {
  args: { product: camonOutOfStock },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Out of stock', { selector: '[data-slot="badge"]' })).toBeVisible()
    // spec §2: the availability request appears for out-of-stock items.
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    await expect(args.onAvailabilityRequest).toHaveBeenCalledTimes(1)
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    // Sold out in every size: the request is about the product, no size to choose.
    await expect(canvas.queryByRole('combobox', { name: 'Size to be told about' })).toBeNull()
  },
}

export const AvailabilityRequesting: Story = {
  args: { product: camonOutOfStock, availability: { state: 'requesting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notify me when available' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const AvailabilityCoolingDown: Story = {
  // Requested 30 minutes before now: usable again 2 hours after that (spec §4).
  args: { product: camonOutOfStock, availability: { state: 'coolingDown', retryAt: '2026-11-22T13:30:00.000Z' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Retry in 0 days, 1 hour, 30 minutes, 0 seconds' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveTextContent('Retry in0d 01h 30m 00s')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onAvailabilityRequest).not.toHaveBeenCalled()
  },
}

export const Vendor: Story = {
  args: { editHref: '/load-items?token=vendor-token&productId=65b000000000000000000001&edit=true' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit product' })).toHaveAttribute(
      'href',
      '/load-items?token=vendor-token&productId=65b000000000000000000001&edit=true',
    )
  },
}

export const PriceUpdatedLongAgo: Story = {
  args: { product: charger },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price updated:', { exact: false })).toHaveTextContent(
      'Price updated: Over 30 days ago',
    )
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}
