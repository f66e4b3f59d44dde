// The home route over the API answered at the network (stories/network): the home machine asks for the bestsellers and the categories at
// once, shows both sections when both have answered, and only logs a load that failed (spec §8).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, waitFor, within, type MockInstance } from 'storybook/test'
import { HomeRoute } from '@/app/routes/browsing/home-route'
import { delay } from 'msw'
import { categories, listing } from './catalogue-fixtures'
import { withVisitorSession } from './wishlist-fixtures'
import { errorReply, http } from '../network/network-fakes'
import { bestsellersHandler, categoriesHandler } from '../network/browsing-fakes'

/** A load that never answers. */
const pending = (path: '/api/products' | '/api/categories') => http.get(path, () => delay('infinite'))

const screenState = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="home-screen"]')

const meta = {
  title: 'Screens/HomeRoute',
  component: HomeRoute,
  // Behaviour of the wiring; the screen's pixels are covered by Screens/HomeScreen.
  parameters: { visual: { skip: true }, stateChart: { machine: 'home', slot: 'home-screen' } },
  // The cards' wishlist hearts read the app's actors.
  decorators: [withVisitorSession],
  beforeEach: ({ msw }) => {
    msw.use(bestsellersHandler, categoriesHandler)
  },
} satisfies Meta<typeof HomeRoute>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screenState(canvasElement)).toHaveAttribute('data-state', 'ready'))
    const bestsellers = canvas.getByRole('region', { name: 'Our Bestsellers' })
    await expect(within(bestsellers).getAllByRole('article')).toHaveLength(4)
    await expect(within(bestsellers).getByRole('link', { name: listing[0]!.title })).toHaveAttribute(
      'href',
      `/product-details/${listing[0]!.slug}`,
    )
    const tiles = within(canvas.getByRole('region', { name: 'Shop By Categories' })).getAllByRole('link')
    await expect(tiles.map((tile) => tile.textContent)).toEqual(categories.map((category) => category.title))
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pending('/api/products'))
  },
  play: async ({ canvas, canvasElement }) => {
    // The categories have come, but the page waits for the bestsellers too, so nothing moves twice.
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(screenState(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('region', { name: 'Shop By Categories' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('[data-slot="home-category-skeleton"]')).toHaveLength(6)
  },
}

let logError: MockInstance<typeof console.error>

export const ReadyWithoutCategories: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/categories', ({ response }) => response(500).json(errorReply('Categories are unavailable'))))
    logError = spyOn(console, 'error').mockImplementation(() => {})
    return () => logError.mockRestore()
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(screenState(canvasElement)).toHaveAttribute('data-state', 'ready'))
    // spec §8: only logged; the section is left out and the bestsellers still show.
    await expect(logError).toHaveBeenCalledWith(
      'Loading categories failed',
      expect.objectContaining({ message: 'Categories are unavailable' }),
    )
    await expect(canvas.queryByRole('region', { name: 'Shop By Categories' })).toBeNull()
    await expect(within(canvas.getByRole('region', { name: 'Our Bestsellers' })).getAllByRole('article')).toHaveLength(
      4,
    )
  },
}

// The chart beside the route lights the state the screen reports: `loading` holds both loads side by side.
export const LoadingBesideItsChart: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pending('/api/products'), pending('/api/categories'))
  },
  globals: { stateChart: 'shown' },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('complementary', { name: 'State of the home machine' })
    await expect(panel.querySelector('[data-slot="screen-state-chart-reported"]')).toHaveTextContent(
      'The screen reports loading.',
    )
    await waitFor(
      () => expect(panel.querySelector('[data-slot="state-chart-canvas"]')).toHaveAttribute('data-state', 'laidOut'),
      {
        timeout: 10_000,
      },
    )
    const lit = [...canvasElement.querySelectorAll('[data-slot="state-chart-state"][data-active]')].map((box) =>
      box.getAttribute('data-state-id'),
    )
    await expect(lit).toEqual(['loading'])
  },
}
