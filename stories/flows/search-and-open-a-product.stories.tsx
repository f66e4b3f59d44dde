// Search, browse the results, open a product (spec §2, §4): the navigation bar's search, the listing route opened
// at that search, then the product page of one of its results, each step its screen story's own play.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { listingSearchPath } from '@/app/store-layout'
import * as navBarStories from '../screens/nav-bar.stories'
import * as listingRouteStories from '../screens/listing-route.stories'
import * as productDetailRouteStories from '../screens/product-detail-route.stories'
import { camon } from '../screens/catalogue-fixtures'
import { composeScreens, createJourney, setUpScreens } from './journey'

const { Searching } = composeScreens(navBarStories)
const { SearchedByTitle: Results } = composeScreens(listingRouteStories)
const { Visitor: Product } = composeScreens(productDetailRouteStories)

// What the shopper settles on typing in the navigation bar: it finds the product the last step opens.
const SEARCH = 'tecno camon'
// Where the app's router goes for that search, and so where the listing step opens.
const RESULTS_PATH = listingSearchPath(SEARCH)
const PRODUCT_PATH = `/product-details/${camon.slug}`
const resultsArgs = { ...Results.args, initial: RESULTS_PATH }

function ResultsOfTheSearch() {
  return <Results {...resultsArgs} />
}

const journey = createJourney([
  { path: '/', Screen: Searching },
  { path: RESULTS_PATH, Screen: ResultsOfTheSearch },
  { path: PRODUCT_PATH, Screen: Product },
])

const meta = {
  title: 'Flows/SearchAndOpenAProduct',
  component: journey.Journey,
  // Each step brings its screen story's router and toasts; the first screen is Screens/NavBar's baseline.
  parameters: { router: false, toasts: false, visual: { skip: true } },
  // The listing's and the product page's answers, the listing's requests start empty and the product page starts with
  // the store's title, as in their own stories.
  beforeEach: async (context) => {
    journey.restart()
    return setUpScreens(context, [
      listingRouteStories.default.beforeEach,
      productDetailRouteStories.default.beforeEach,
      productDetailRouteStories.Visitor.beforeEach,
    ])
  },
} satisfies Meta<typeof journey.Journey>
export default meta
type Story = StoryObj<typeof meta>

export const SearchAndOpenAProduct: Story = {
  play: async ({ canvas, canvasElement }) => {
    const journeyStep = () => canvas.getByRole('navigation', { name: 'Journey' }).querySelector('[aria-current="step"]')

    // /: searches from the navigation bar, the last one for the product wanted.
    await expect(journeyStep()).toHaveTextContent(/^\/$/)
    await Searching.play!({ canvas, canvasElement })
    const box = canvas.getByRole('searchbox', { name: 'Search products' })
    await userEvent.clear(box)
    await userEvent.type(box, `${SEARCH}{Enter}`)
    await expect(Searching.args.onSearch).toHaveBeenLastCalledWith(SEARCH)

    // /product-listing?title=…: a fresh listing of what that search found, its first page asked for once.
    journey.go(RESULTS_PATH)
    await waitFor(() => expect(journeyStep()).toHaveTextContent(RESULTS_PATH))
    await expect(canvas.queryByRole('searchbox', { name: 'Search products' })).toBeNull()
    await expect(canvas.getByTestId('location')).toHaveTextContent(RESULTS_PATH)
    await Results.play!({ canvas, canvasElement, args: resultsArgs })
    // Every card is a result of the search, and the product to open is among them, linked to its page.
    const results = canvas.getAllByRole('article')
    for (const result of results) {
      await expect(result.querySelector('[data-slot="product-card-title"]')?.textContent?.toLowerCase()).toContain(
        SEARCH,
      )
    }
    const [card] = results.filter((result) => within(result).queryByRole('link', { name: camon.title }))
    await expect(card).toBeDefined()
    await expect(within(card!).getByRole('link', { name: camon.title })).toHaveAttribute('href', PRODUCT_PATH)

    // /product-details/{slug}: the product the card named.
    journey.go(PRODUCT_PATH)
    await waitFor(() => expect(journeyStep()).toHaveTextContent(PRODUCT_PATH))
    await expect(await canvas.findByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
    await Product.play!({ canvas, canvasElement })
  },
}
