// The listing route wired to a memory router, its API answered at the network (stories/network): the filters live in
// the URL (Back restores them), 'See more' appends the next page, the layout is remembered in local storage.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ListingRoute } from '@/app/routes/listing-route'
import { parseListingQuery } from '@/domain/listing-query'
import type { FetchProductsInput } from '@machines/listing/listing.machine'
import { LIST_LAYOUT_STORAGE_KEY } from '@machines/listing/listing.machine'
import { categories, listing } from './catalogue-fixtures'
import { withVisitorSession } from './wishlist-fixtures'
import { categoriesHandler } from '../network/browsing-fakes'
import { listingHandler, titleHolds } from '../network/catalogue-fakes'

const PAGE = 4
const requests: FetchProductsInput[] = []

function Probe() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <div className="mb-2 flex items-center gap-2 text-sm">
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </div>
  )
}

function Harness({ initial }: { initial: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <>
              <Probe />
              <Outlet />
            </>
          ),
          children: [
            { path: '/product-listing', element: <ListingRoute /> },
            { path: '/', element: <p>Home page</p> },
          ],
        },
      ],
      { initialEntries: [initial] },
    ),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'Screens/ListingRoute',
  component: Harness,
  // Behaviour of the wiring; the screen's pixels are covered by Screens/ProductListing.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'listing', slot: 'product-listing' } },
  // The cards' wishlist hearts read the app's actors.
  decorators: [withVisitorSession],
  args: { initial: '/product-listing' },
  beforeEach: ({ msw }) => {
    requests.length = 0
    msw.use(listingHandler({ pageSize: PAGE, asked: requests }), categoriesHandler)
    localStorage.removeItem(LIST_LAYOUT_STORAGE_KEY)
    return () => localStorage.removeItem(LIST_LAYOUT_STORAGE_KEY)
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const location = (canvas: { getByTestId: (id: string) => HTMLElement }) => canvas.getByTestId('location')
const cardTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="product-card-title"]')].map((title) => title.textContent)

export const FiltersInTheUrl: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE))
    await expect(requests[0]).toEqual({ filter: { categoryIds: [] }, page: 1, limit: 12 })

    // spec §2: 'See more' while a next page exists; pages accumulate.
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(listing.length))
    await expect(requests.at(-1)).toMatchObject({ page: 2 })
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()

    // A filter goes into the URL and loads page 1 again.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Audio' }))
    await expect(location(canvas)).toHaveTextContent(`/product-listing?categoryId=${categories[1]!._id}`)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await expect(requests.at(-1)).toEqual({ filter: { categoryIds: [categories[1]!._id] }, page: 1, limit: 12 })
    await expect(canvas.getByRole('checkbox', { name: 'Audio' })).toBeChecked()

    // Back restores the unfiltered list.
    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }))
    await expect(location(canvas)).toHaveTextContent(/^\/product-listing$/)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE))
    await expect(canvas.getByRole('checkbox', { name: 'Audio' })).not.toBeChecked()
  },
}

export const OpenedWithFilters: Story = {
  args: { initial: `/product-listing?categoryId=${categories[0]!._id}&sort=lowToHigh` },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await expect(requests[0]).toEqual({
      filter: { categoryIds: [categories[0]!._id], sort: 'lowToHigh' },
      page: 1,
      limit: 12,
    })
    await expect(await canvas.findByRole('checkbox', { name: 'Phones' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Price: Low to High' })).toBeChecked()

    // Reset clears the query and shows everything.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
    await expect(location(canvas)).toHaveTextContent(/^\/product-listing$/)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE))
    await expect(canvas.getByRole('checkbox', { name: 'Phones' })).not.toBeChecked()
  },
}

export const NothingFound: Story = {
  args: { initial: '/product-listing?categoryId=65a0000000000000000000ff' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Hang tight! These amazing products are coming soon!' }),
    ).toBeVisible()
    // 'Explore others' drops the filters that found nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Explore others' }))
    await expect(location(canvas)).toHaveTextContent(/^\/product-listing$/)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE))
  },
}

export const RemembersLayout: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE))
    await userEvent.click(canvas.getByRole('button', { name: 'Row layout' }))
    await expect(canvas.getByRole('button', { name: 'Row layout' })).toHaveAttribute('aria-pressed', 'true')
    // spec §3: the choice is kept under listDisplayType.
    await expect(localStorage.getItem(LIST_LAYOUT_STORAGE_KEY)).toBe('product-row')
  },
}

// The navigation bar's search opens the listing at ?title=<text> (spec §2): only the products whose title holds the
// text are asked for and shown, in the API's order (a title search is not shuffled, spec §4). The text comes from
// the args, so a flow can open the listing at the search its shopper typed.
export const SearchedByTitle: Story = {
  args: { initial: '/product-listing?title=oraimo' },
  play: async ({ canvas, canvasElement, args }) => {
    const { title } = parseListingQuery(new URL(args.initial, globalThis.location.origin).search)
    const found = listing.filter(titleHolds(title))
    await expect(title).toBeTruthy()
    await expect(found.length).toBeGreaterThan(0)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(Math.min(found.length, PAGE)))
    await expect(requests[0]).toEqual({ filter: { categoryIds: [], title }, page: 1, limit: 12 })
    await expect(cardTitles(canvasElement)).toEqual(found.slice(0, PAGE).map((product) => product.title))
  },
}
