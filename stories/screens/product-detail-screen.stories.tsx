import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useMachine } from '@xstate/react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ProductDetailScreen, type ProductDetailScreenProps } from '@/screens/product-detail/product-detail-screen'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { camon, camonOutOfStock, storyNow } from './catalogue-fixtures'
import { SizePicker } from '@/screens/product-detail/size-picker'

// Pins the story to the width it is screenshot at, in the play tests too: the page lays itself out by its own
// width (container queries), so 375 here is the phone layout.
const pinWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <Story />
  </div>
)

const narrow = { visual: { width: 375 }, layout: 'fullscreen' }
const wide = { visual: { width: 1280 }, layout: 'fullscreen' }

const meta = {
  title: 'Screens/ProductDetail',
  component: ProductDetailScreen,
  decorators: [pinWidth],
  parameters: { ...wide, stateChart: { machine: 'productPage', slot: 'product-detail' } },
  args: {
    state: 'found',
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
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="product-detail"]')!
const box = (element: Element | null) => element!.getBoundingClientRect()

export const Loading: Story = {
  args: { state: 'loading', product: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product')
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="product-detail-placeholder"]')).toBeInTheDocument()
  },
}

export const LoadingNarrow: Story = { ...Loading, parameters: narrow }

export const Found: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'found')
    await expect(canvas.getByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible()
    await expect(canvas.getByText(/A 6.67-inch AMOLED screen/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    // spec §5: 512GB is sold out, so the availability request asks about it.
    await expect(canvas.getByRole('button', { name: 'Notify me when available' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit product' })).toBeNull()

    // Wide: the promo, reviews and FAQ block sits beside the product.
    const main = box(canvasElement.querySelector('[data-slot="product-detail-main"]'))
    // Its code comes once its place is near the viewport.
    const extras = box(await canvas.findByRole('complementary', { name: 'More from Oja' }))
    await expect(extras.left).toBeGreaterThanOrEqual(main.right)
    await expect(extras.top).toBe(main.top)

    // Two pictures side by side.
    const slides = canvasElement.querySelectorAll('[data-slot="image-carousel-slide"]')
    await expect(box(slides[1]!).top).toBe(box(slides[0]!).top)

    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }))
    await expect(args.onSizeSelect).toHaveBeenLastCalledWith('128GB')
  },
}

export const FoundNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    // Narrow: one picture at a time, and the block goes below the product.
    const track = box(canvasElement.querySelector('[data-slot="image-carousel-track"]'))
    const slide = box(canvasElement.querySelector('[data-slot="image-carousel-slide"]'))
    await expect(Math.round(slide.width)).toBe(Math.round(track.width))
    // Below the product on a phone, it is drawn as the shopper scrolls to it.
    canvasElement.querySelector('[data-slot="deferred"]')?.scrollIntoView()
    const extras = box(await canvas.findByRole('complementary', { name: 'More from Oja' }))
    const main = box(canvasElement.querySelector('[data-slot="product-detail-main"]'))
    await expect(extras.top).toBeGreaterThanOrEqual(main.bottom)
  },
}

export const FoundOutOfStock: Story = {
  args: { product: camonOutOfStock },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Out of stock', { selector: '[data-slot="badge"]' })).toBeVisible()
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    await expect(args.onAvailabilityRequest).toHaveBeenCalledTimes(1)
  },
}

export const FoundOutOfStockNarrow: Story = {
  ...FoundOutOfStock,
  parameters: narrow,
  args: { product: camonOutOfStock, availability: { state: 'coolingDown', retryAt: '2026-11-22T13:30:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Retry in/ })).toBeDisabled()
  },
}

/** The sizes driven by the selected-size machine, as the route does. */
function WithSizeMachine(args: ProductDetailScreenProps) {
  const [state, send] = useMachine(selectedSizeMachine, { input: { product: camon } })
  return (
    <ProductDetailScreen
      {...args}
      selectedSize={state.context.size}
      onSizeSelect={(title) => send({ type: 'size.select', title })}
    />
  )
}

export const SizeSelected: Story = {
  render: (args) => <WithSizeMachine {...args} />,
  play: async ({ canvas }) => {
    // spec §4 Selected size: a size out of stock cannot be picked; one in stock can.
    await userEvent.click(canvas.getByRole('radio', { name: '512GB' }), { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: '512GB' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '256GB' }))
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked()
    await expect(canvas.getByRole('radiogroup', { name: 'Size: 256GB' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }))
    await expect(canvas.getByRole('radio', { name: '128GB' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: '256GB' })).not.toBeChecked()
  },
}

export const InCart: Story = {
  args: { selectedSize: '256GB', inCart: true, inWishlist: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }))
    await expect(args.onCartClick).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Vendor: Story = {
  args: { editHref: `/load-items?token=vendor-token&productId=${camon._id}&edit=true` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit product' })).toHaveAttribute(
      'href',
      `/load-items?token=vendor-token&productId=${camon._id}&edit=true`,
    )
  },
}

export const NotAvailable: Story = {
  args: { state: 'notAvailable', product: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'notAvailable')
    await expect(canvas.getByRole('heading', { level: 1, name: 'This product is not available!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
    // Nothing of a product page is left over.
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  },
}

export const NotAvailableNarrow: Story = { ...NotAvailable, parameters: narrow }

export const Failed: Story = {
  args: { state: 'failed', product: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const LightboxOpen: Story = {
  // The lightbox covers the viewport, outside the story's box.
  parameters: { ...wide, visual: { width: 1280, skip: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${camon.title}, image 3 of 3` }))
    const dialog = await screen.findByRole('dialog', { name: camon.title })
    await expect(dialog.querySelector('[data-slot="lightbox-counter"]')).toHaveTextContent('3 / 3')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
