import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ProductListingScreen } from '@/screens/product-listing/product-listing-screen'
import { ProductCardSkeleton } from '@/commerce/product-card'
import { ProductCard, productCardImageSize } from '@/commerce/product-card'
import { EMPTY_FILTER } from '@/domain/listing-query'
import { categories, listing } from './catalogue-fixtures'

// Pins the story to the width it is screenshot at, in the play tests too: the screen lays itself out by its
// own width (container queries), so 375 here is the phone layout.
const pinWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.visual as { width?: number } | undefined)?.width }}>
    <Story />
  </div>
)

const narrow = { visual: { width: 375 }, layout: 'fullscreen' }
const wide = { visual: { width: 1280 }, layout: 'fullscreen' }

const meta = {
  title: 'Screens/ProductListing',
  component: ProductListingScreen,
  decorators: [pinWidth],
  parameters: { ...wide, stateChart: { machine: 'listing', slot: 'product-listing' } },
  args: {
    state: 'loaded',
    products: listing,
    hasNextPage: true,
    layout: 'product-grid',
    filter: EMPTY_FILTER,
    categories,
    onLayoutChange: fn(),
    onFilterChange: fn(),
    onFilterReset: fn(),
    onSeeMore: fn(),
    onRetry: fn(),
    onExplore: fn(),
  },
} satisfies Meta<typeof ProductListingScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="product-listing"]')!

export const Loading: Story = {
  args: { state: 'loading', products: [], hasNextPage: false, categories: [], categoriesLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products')
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(8)
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
  },
}

export const LoadingNarrow: Story = {
  ...Loading,
  parameters: narrow,
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible()
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="product-listing-list"]')!
    await expect(within(list).getAllByRole('listitem')).toHaveLength(listing.length)
    const first = canvas.getByRole('link', { name: listing[0]!.title })
    await expect(first).toHaveAttribute('href', `/product-details/${listing[0]!.slug}`)
    // The first row paints first; the rest wait until they are near the screen.
    const images = canvasElement.querySelectorAll('[data-slot="product-card"] img')
    await expect(images[0]).toHaveAttribute('loading', 'eager')
    await expect(images[4]).toHaveAttribute('loading', 'lazy')
    await expect(canvas.getByText('Out of stock')).toBeVisible()

    // Wide screens: the filters sit beside the products; the 'Filters' button is not needed.
    // The panel's code comes once the sidebar is displayed.
    await expect(await canvas.findByRole('heading', { name: 'Filters' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Phones' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ categoryIds: [categories[0]!._id] })

    const layouts = canvas.getByRole('group', { name: 'Layout' })
    await expect(within(layouts).getByRole('button', { name: 'Grid layout' })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(layouts).getByRole('button', { name: 'Row layout' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(layouts).getByRole('button', { name: 'Row layout' }))
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith('product-row')

    const seeMore = canvas.getByRole('button', { name: 'See more' })
    await userEvent.click(seeMore)
    await expect(args.onSeeMore).toHaveBeenCalledTimes(1)
  },
}

export const LoadedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, args }) => {
    // Narrow screens: the products take the width and the filters wait behind a button.
    await expect(canvas.queryByRole('heading', { name: 'Filters' })).toBeNull()
    const cards = canvas.getAllByRole('article')
    const [a, b] = [cards[0]!.getBoundingClientRect(), cards[1]!.getBoundingClientRect()]
    await expect(a.top).toBe(b.top)
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Price: Low to High' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ categoryIds: [], sort: 'lowToHigh' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const LoadedRow: Story = {
  args: { layout: 'product-row' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-variant', 'product-row')
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-variant', 'row')
    await expect(canvas.getByRole('button', { name: 'Row layout' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const LoadedRowNarrow: Story = {
  ...LoadedRow,
  parameters: narrow,
}

export const LoadedColumn: Story = {
  args: { layout: 'product-column' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-variant', 'column')
    await expect(canvas.getByRole('button', { name: 'Column layout' })).toHaveAttribute('aria-pressed', 'true')
    const images = canvasElement.querySelectorAll('[data-slot="product-card"] img')
    await expect(images[0]).toHaveAttribute('loading', 'eager')
    await expect(images[1]).toHaveAttribute('loading', 'lazy')
  },
}

export const LoadingMore: Story = {
  args: { state: 'loadingMore' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more products')
    const seeMore = canvas.getByRole('button', { name: 'See more' })
    await expect(seeMore).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(seeMore, { pointerEventsCheck: 0 })
    await expect(args.onSeeMore).not.toHaveBeenCalled()
    // What is already shown stays while the next page loads.
    await expect(canvas.getAllByRole('article')).toHaveLength(listing.length)
  },
}

export const LoadMoreFailed: Story = {
  args: { state: 'loadMoreFailed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await expect(canvas.getAllByRole('article')).toHaveLength(listing.length)
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }))
    await expect(args.onSeeMore).toHaveBeenCalledTimes(1)
  },
}

export const LastPage: Story = {
  args: { hasNextPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(listing.length)
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
  },
}

export const Empty: Story = {
  args: {
    state: 'empty',
    products: [],
    hasNextPage: false,
    filter: { categoryIds: [categories[4]!._id], priceRange: '0--3000' },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Hang tight! These amazing products are coming soon!' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Explore others' }))
    await expect(args.onExplore).toHaveBeenCalledTimes(1)
    await expect(canvasElement.querySelector('[data-slot="product-listing-list"]')).toBeNull()
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
  },
}

export const EmptyNarrow: Story = {
  ...Empty,
  parameters: narrow,
}

export const Failed: Story = {
  args: { state: 'failed', products: [], hasNextPage: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const SearchResults: Story = {
  args: {
    filter: { categoryIds: [], title: 'oraimo' },
    products: listing.filter((p) => p.title.startsWith('Oraimo')),
    hasNextPage: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “oraimo”')
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
  },
}

// The phone grid's cards are about 165px wide; the wide grid's about 230px.
const fits = [
  { name: 'grid', layout: 'grid', width: 470 },
  { name: 'grid-narrow', layout: 'grid', width: 342 },
  { name: 'row', layout: 'row', width: 900 },
  { name: 'column', layout: 'column', width: 900 },
] as const

// No layout shift when the products arrive: each placeholder is the card's size, image box included.
export const SkeletonFitsCard: Story = {
  parameters: { visual: { width: 1280, skip: true } },
  render: () => (
    <div className="grid gap-6">
      {fits.map(({ name, layout, width }) => (
        <div key={name} data-fit={name} className="grid grid-cols-2 items-start gap-3" style={{ width }}>
          <ProductCardSkeleton layout={layout} />
          <ProductCard
            layout={layout}
            title={layout === 'grid' ? 'Tecno Camon 20 Pro 5G (256GB, 8GB RAM)' : 'Anker 20W USB-C Fast Charger'}
            imageSrc={listing[0]!.images[0]!}
            imageLoading="eager"
            originalPrice={285000}
            discountedPrice={249999}
            rating={4.6}
            reviews={12}
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { name, layout } of fits) {
      const pair = canvasElement.querySelector(`[data-fit="${name}"]`)!
      const placeholder = pair.querySelector('[data-slot="product-card-skeleton"]')!
      const card = pair.querySelector('[data-slot="product-card"]')!
      const placeholderImage = placeholder.querySelector('[data-slot="skeleton"]')!.getBoundingClientRect()
      const cardImage = card.querySelector('[data-slot="image"]')!.getBoundingClientRect()
      await expect(Math.round(placeholderImage.width)).toBe(Math.round(cardImage.width))
      await expect(Math.round(placeholderImage.height)).toBe(Math.round(cardImage.height))
      await expect(cardImage.width / cardImage.height).toBeCloseTo(
        productCardImageSize[layout].width / productCardImageSize[layout].height,
        2,
      )
      // With the title the layout usually shows (two lines in the narrow grid card, one elsewhere), the
      // placeholder is the card's height to within a couple of pixels.
      const diff = Math.abs(placeholder.getBoundingClientRect().height - card.getBoundingClientRect().height)
      await expect(diff, `${name}: placeholder and card heights differ`).toBeLessThanOrEqual(2)
    }
  },
}
