// The /wishlist route in the store layout over the app's actors, its API answered at the network (stories/network): the
// page opens on the shopper's list, 'Remove from Wishlist' says so and the navigation bar's count moves at once; a failed
// load offers a retry.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StoreLayout } from '@/app/store-layout'
import { SessionProvider } from '@/app/session-provider'
import { WishlistRoute } from '@/app/routes/wishlist-route'
import { memoryStorage } from '@/app/memory-storage'
import { savedProducts, wishlist } from './wishlist-fixtures'
import { signedInHandlers } from '../network/session-fakes'
import { http } from '../network/network-fakes'
import { wishlistHandlers, wishlistStore } from '../network/wishlist-fakes'

const ada = { email: 'ada@oja.test', firstName: 'Ada' }

type Scenario = 'saved' | 'nothingSaved' | 'loadFails'

/** No promo is running: the store layout's bar stays hidden. */
const noPromo = http.get('/api/promo', ({ response }) => response(200).json({ data: null }))

function Harness(_: { scenario: Scenario }) {
  const [storage] = useState(() => memoryStorage({ token: 'token-ada', user: JSON.stringify(ada), isAuth: 'true' }))
  const [router] = useState(() =>
    createMemoryRouter([{ element: <StoreLayout />, children: [{ path: '/wishlist', element: <WishlistRoute /> }] }], {
      initialEntries: ['/wishlist'],
    }),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Screens/WishlistRoute',
  component: Harness,
  // The server's wishlist for the scenario, which the page's load and removals and the navigation bar's count share;
  // a failing one fails its first two loads.
  beforeEach: ({ msw, args }) => {
    const store = wishlistStore(savedProducts, args.scenario === 'nothingSaved' ? [] : wishlist)
    let failures = args.scenario === 'loadFails' ? 2 : 0
    const list = () => {
      if (failures-- > 0) throw new Error('Network down')
      return store.items
    }
    msw.use(...signedInHandlers(ada, { wishlist: list }), ...wishlistHandlers(store), noPromo)
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Wishlist.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'wishlist', slot: 'wishlist-screen' } },
  args: { scenario: 'saved' },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="wishlist-screen"]')!

export const RemoveFromWishlist: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'filled'))
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Wishlist/ })).toHaveTextContent('4'))
    await expect(document.title).toBe('Wishlist | Oja')

    const [first] = savedProducts
    await userEvent.click(canvas.getByRole('button', { name: `Remove from Wishlist: ${first!.title}` }))
    await expect(await screen.findByText(`${first!.title} removed from the wishlist successfully!`)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('link', { name: first!.title })).toBeNull())
    await expect(within(page(canvasElement)).getAllByRole('article')).toHaveLength(3)
    // The count moves with the answer, without loading the list again.
    await expect(within(nav).getByRole('link', { name: /Wishlist/ })).toHaveTextContent('3')
  },
}

export const NothingSaved: Story = {
  args: { scenario: 'nothingSaved' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'empty'))
    await expect(canvas.getByRole('heading', { name: 'Wishlist is Empty' })).toBeVisible()
    await expect(within(page(canvasElement)).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'href',
      '/product-listing',
    )
  },
}

export const LoadFails: Story = {
  args: { scenario: 'loadFails' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'filled'))
    await expect(within(page(canvasElement)).getAllByRole('article')).toHaveLength(4)
  },
}
