import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, fn, userEvent } from 'storybook/test'
import { ProductCard, type ProductCardProps } from '@/commerce/product-card'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { HeartFilledIcon, HeartIcon } from '@/ui/icons'

// Inline SVG product shots: no network, identical on every run.
function shot(background: string, body: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${background}"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const phone = shot(
  '#d1fadf',
  '<rect x="140" y="60" width="120" height="280" rx="20" fill="#076b34"/><rect x="150" y="80" width="100" height="220" rx="6" fill="#ecfdf3"/>',
)
const earbuds = shot(
  '#ffe4d1',
  '<circle cx="160" cy="200" r="44" fill="#b33f05"/><circle cx="240" cy="200" r="44" fill="#b33f05"/><rect x="140" y="250" width="120" height="60" rx="30" fill="#1f2933"/>',
)
const charger = shot(
  '#eef0f2',
  '<rect x="150" y="110" width="100" height="140" rx="16" fill="#4b5563"/><rect x="185" y="250" width="30" height="70" fill="#4b5563"/>',
)

const base: ProductCardProps = {
  title: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)',
  href: '/product-details/tecno-camon-20-pro-5g',
  imageSrc: phone,
  imageLoading: 'eager',
  originalPrice: 285000,
  rating: 4.6,
  reviews: 12,
}

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: base,
} satisfies Meta<typeof ProductCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="product-card"]')!
    await expect(card).toHaveAttribute('data-variant', 'grid')
    await expect(card).toHaveAttribute('data-state', 'available')
    const link = canvas.getByRole('link', { name: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)' })
    await expect(link).toHaveAttribute('href', '/product-details/tecno-camon-20-pro-5g')
    // The link covers the whole card: clicking the image lands on it.
    const image = canvas.getByRole('img', { name: 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)' })
    const box = image.getBoundingClientRect()
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(link)
    await expect(image).toHaveAttribute('width', '256')
    await expect(image).toHaveAttribute('height', '256')
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(12 reviews)')).toBeVisible()
    await expect(canvas.getByText('₦285,000')).toBeVisible()
    await expect(canvas.queryByText('Out of stock')).toBeNull()
    await expect(canvas.queryByText('Trending')).toBeNull()
    link.blur()
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

export const OnSale: Story = {
  args: { discountedPrice: 249999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent('Sale price ₦249,999')
    await expect(canvasElement.querySelector('[data-slot="price-original"]')).toHaveTextContent(
      'Original price ₦285,000',
    )
  },
}

export const OutOfStock: Story = {
  args: { outOfStock: true, discountedPrice: 249999 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-state', 'outOfStock')
    // Still a link: the shopper can open it and ask to be told when it is back.
    await expect(canvas.getByRole('link', { name: base.title })).toBeVisible()
  },
}

export const Trending: Story = {
  args: {
    trending: true,
    title: 'Oraimo FreePods 4 ANC Earbuds',
    imageSrc: earbuds,
    originalPrice: 32000,
    discountedPrice: 27500,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Trending')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-trending', 'true')
  },
}

export const Row: Story = {
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  args: { layout: 'row', discountedPrice: 249999, trending: true },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="product-card"]')!
    await expect(card).toHaveAttribute('data-variant', 'row')
    const image = canvas.getByRole('img', { name: base.title })
    await expect(image).toHaveAttribute('width', '112')
    // Image beside the details, not above them.
    const title = canvas.getByRole('heading', { name: base.title })
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(image.getBoundingClientRect().right)
    await expect(canvas.getByText('Trending')).toBeVisible()
  },
}

export const Column: Story = {
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: { layout: 'column', discountedPrice: 249999 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-variant', 'column')
    const image = canvas.getByRole('img', { name: base.title })
    await expect(image).toHaveAttribute('width', '448')
    await expect(image).toHaveAttribute('height', '336')
    const title = canvas.getByRole('heading', { name: base.title })
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(image.getBoundingClientRect().bottom - 1)
  },
}

export const WithWishlistToggle: Story = {
  args: {
    topAction: (
      <IconButton
        aria-label="Add to wishlist"
        aria-pressed={false}
        variant="outline"
        size="sm"
        className="rounded-full"
        onClick={fn()}
      >
        <HeartIcon />
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Add to wishlist' })
    // The action sits above the card's link, so clicking it does not open the product.
    const box = toggle.getBoundingClientRect()
    await expect(toggle.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))).toBe(true)
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: base.title })).toHaveFocus()
  },
}

const onRemove = fn()

export const InWishlist: Story = {
  args: {
    topAction: (
      <IconButton
        aria-label="Remove from wishlist"
        aria-pressed
        variant="outline"
        size="sm"
        className="rounded-full text-danger"
      >
        <HeartFilledIcon />
      </IconButton>
    ),
    actions: (
      <Button variant="outline" size="sm" onClick={onRemove}>
        Remove from Wishlist
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onRemove.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from Wishlist' }))
    await expect(onRemove).toHaveBeenCalledTimes(1)
  },
}

// The title is the router's link: following it opens the product's page in the store, without a page load.
export const InStoreLink: Story = {
  render: (args) => (
    <Routes>
      <Route path="/" element={<ProductCard {...args} />} />
      <Route path="/product-details/:productId" element={<p>The product's page</p>} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: base.title })
    await expect(link).toHaveAttribute('data-slot', 'product-card-link')
    await userEvent.click(link)
    await expect(await canvas.findByText("The product's page")).toBeVisible()
  },
}

export const AllVariants: Story = {
  // Sized to fit the 1024×768 screenshot viewport.
  render: () => (
    <div className="grid w-[976px] gap-4">
      <div className="flex items-start gap-3">
        <ProductCard {...base} className="w-44" />
        <ProductCard {...base} discountedPrice={249999} className="w-44" />
        <ProductCard {...base} outOfStock discountedPrice={249999} className="w-44" />
        <ProductCard
          {...base}
          title="Oraimo FreePods 4 ANC Earbuds"
          imageSrc={earbuds}
          originalPrice={32000}
          discountedPrice={27500}
          rating={4.3}
          reviews={1}
          trending
          className="w-44"
          topAction={
            <IconButton
              aria-label="Add to wishlist"
              aria-pressed={false}
              variant="outline"
              size="sm"
              className="rounded-full"
            >
              <HeartIcon />
            </IconButton>
          }
        />
        <ProductCard {...base} layout="column" discountedPrice={249999} className="w-56" />
      </div>
      <div className="flex items-start gap-3">
        <div className="grid w-[740px] gap-3">
          <ProductCard {...base} layout="row" discountedPrice={249999} trending />
          <ProductCard
            {...base}
            layout="row"
            title="Anker 20W USB-C Fast Charger"
            imageSrc={charger}
            originalPrice={9500}
            rating={4}
            reviews={7}
            outOfStock
            actions={
              <Button variant="outline" size="sm">
                Remove from Wishlist
              </Button>
            }
          />
        </div>
        <ProductCard
          {...base}
          layout="column"
          title="Anker 20W USB-C Fast Charger"
          imageSrc={charger}
          originalPrice={9500}
          outOfStock
          trending
          className="w-56"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const layouts = [...canvasElement.querySelectorAll('[data-slot="product-card"]')].map((c) =>
      c.getAttribute('data-variant'),
    )
    await expect(layouts).toEqual(['grid', 'grid', 'grid', 'grid', 'column', 'row', 'row', 'column'])
    await expect(canvas.getAllByText('Out of stock')).toHaveLength(3)
    await expect(canvas.getAllByText('Trending')).toHaveLength(3)
  },
}
