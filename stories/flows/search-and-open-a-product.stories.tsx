// Search, browse the listing, open a product (spec §2, §4): the navigation bar's search, the listing route's
// filters and pages, then the product page, each step its screen story's own play.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import * as navBarStories from '../screens/nav-bar.stories'
import * as listingRouteStories from '../screens/listing-route.stories'
import * as productDetailRouteStories from '../screens/product-detail-route.stories'
import { camon } from '../screens/catalogue-fixtures'
import { composeScreens, createJourney, setUpScreens } from './journey'

const { Searching } = composeScreens(navBarStories)
const { FiltersInTheUrl: Listing } = composeScreens(listingRouteStories)
const { Visitor: Product } = composeScreens(productDetailRouteStories)

const PRODUCT_PATH = `/product-details/${camon.slug}`

const journey = createJourney([
  { path: '/', Screen: Searching },
  { path: '/product-listing', Screen: Listing },
  { path: PRODUCT_PATH, Screen: Product },
])

const meta = {
  title: 'Flows/SearchAndOpenAProduct',
  component: journey.Journey,
  // Each step brings its screen story's router and toasts; the first screen is Screens/NavBar's baseline.
  parameters: { router: false, toasts: false, visual: { skip: true } },
  // The listing's calls start empty and the product page starts with the store's title, as in their own stories.
  beforeEach: async (context) => {
    journey.restart()
    return setUpScreens(context, [listingRouteStories.default.beforeEach, productDetailRouteStories.Visitor.beforeEach])
  },
} satisfies Meta<typeof journey.Journey>
export default meta
type Story = StoryObj<typeof meta>

export const SearchAndOpenAProduct: Story = {
  play: async ({ canvas, canvasElement }) => {
    const journeyStep = () => canvas.getByRole('navigation', { name: 'Journey' }).querySelector('[aria-current="step"]')

    // /: a search from the navigation bar.
    await expect(journeyStep()).toHaveTextContent(/^\/$/)
    await Searching.play!({ canvas, canvasElement })
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oraimo earbuds')

    // /product-listing: a fresh listing, its first page asked for once.
    journey.go('/product-listing')
    await waitFor(() => expect(journeyStep()).toHaveTextContent('/product-listing'))
    await expect(canvas.queryByRole('searchbox', { name: 'Search products' })).toBeNull()
    await Listing.play!({ canvas, canvasElement })
    // Back on page 1, the product to open is among the cards, linked to its page.
    const card = canvas.getByRole('link', { name: new RegExp(camon.title.replace(/[()]/g, '\\$&')) })
    await expect(card).toHaveAttribute('href', PRODUCT_PATH)

    // /product-details/{slug}: the product the card named.
    journey.go(PRODUCT_PATH)
    await waitFor(() => expect(journeyStep()).toHaveTextContent(PRODUCT_PATH))
    await expect(await canvas.findByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
    await Product.play!({ canvas, canvasElement })
  },
}
