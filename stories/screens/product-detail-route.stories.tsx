// The product detail route wired to a memory router and the real session provider over in-memory storage, its API
// answered at the network (stories/network): the product by slug, the page title and description, sizes, the sign-in
// modal for visitors and 'Edit product' for vendors.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ProductDetailRoute } from '@/app/routes/product-detail-route'
import { SessionProvider, useSession } from '@/app/session-provider'
import { camon, charger } from './catalogue-fixtures'
import { memoryStorage } from '@/app/memory-storage'
import { apiUser, signedInHandlers } from '../network/session-fakes'
import { http } from '../network/network-fakes'
import { productHandler } from '../network/catalogue-fakes'
import { wishlistHandlers, wishlistStore } from '../network/wishlist-fakes'

const vendor = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi', vendorId: 'vendor-1' }

// The phone is the vendor's shop's own; the charger is another shop's.
const catalogue = [
  { ...camon, vendorId: vendor.vendorId },
  { ...charger, vendorId: 'vendor-2' },
]

function Probe() {
  const session = useSession()
  const location = useLocation()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <output data-testid="session">{session.state}</output>
      <output data-testid="sign-in-modal">
        {session.signInModalOpen ? `open for ${session.signInModalFrom}` : 'closed'}
      </output>
      <output data-testid="location">{location.pathname}</output>
      <Link to="/product-details/no-such-product">Open a missing product</Link>
      <Link to={`/product-details/${charger.slug}`}>Open the charger</Link>
    </div>
  )
}

function Harness({ signedInAs }: { signedInAs?: typeof vendor }) {
  const [storage] = useState(() =>
    memoryStorage(signedInAs ? { token: 'vendor-token', user: JSON.stringify(signedInAs), isAuth: 'true' } : {}),
  )
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
          children: [{ path: '/product-details/:productId', element: <ProductDetailRoute /> }],
        },
      ],
      { initialEntries: [`/product-details/${camon.slug}`] },
    ),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Screens/ProductDetailRoute',
  // A signed-in session loads the shopper's cart and wishlist, both empty at first; the heart saves to the wishlist.
  beforeEach: ({ msw, args }) => {
    msw.use(productHandler(catalogue))
    if (args.signedInAs) {
      const wishlist = wishlistStore(catalogue)
      msw.use(...signedInHandlers(args.signedInAs, { wishlist: () => wishlist.items }), ...wishlistHandlers(wishlist))
    }
  },
  component: Harness,
  // Behaviour of the wiring; the screen's pixels are covered by Screens/ProductDetail.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'productPage', slot: 'product-detail' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')

const STORE_TITLE = 'Oja — gadgets and accessories in Nigeria'

export const Visitor: Story = {
  beforeEach: () => {
    const before = document.title
    document.title = STORE_TITLE
    // The store's page always carries a description (index.html), which the product's replaces while it is shown.
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'The store' })
    document.head.appendChild(meta)
    return () => {
      document.title = before
      meta.remove()
    }
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    await expect(canvas.getByTestId('session')).toHaveTextContent('signedOut')
    // spec §2: the page title and meta description come from the product.
    await waitFor(() => expect(document.title).toBe(camon.title))
    await expect(description()).toBe(camon.description.replace(/\s+/g, ' '))

    // spec §4 Selected size: only a size in stock can be picked. The picker's code comes apart from the page's.
    await userEvent.click(await canvas.findByRole('radio', { name: '512GB' }), { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: '512GB' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '256GB' }))
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked()

    // spec §6: a visitor's cart and wishlist open the sign-in modal, which returns here.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() =>
      expect(canvas.getByTestId('sign-in-modal')).toHaveTextContent(`open for /product-details/${camon.slug}`),
    )
    await expect(canvas.queryByRole('link', { name: 'Edit product' })).toBeNull()

    // Another product: the size is cleared and the title follows.
    await userEvent.click(canvas.getByRole('link', { name: 'Open the charger' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: charger.title })).toBeVisible()
    await waitFor(() => expect(document.title).toBe(charger.title))
    await expect(canvas.queryByRole('radiogroup')).toBeNull()

    // A slug with no product: 'This product is not available!', and the store's title is back.
    await userEvent.click(canvas.getByRole('link', { name: 'Open a missing product' }))
    await expect(await canvas.findByRole('heading', { name: 'This product is not available!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
    await waitFor(() => expect(document.title).toBe(STORE_TITLE))
  },
}

export const Vendor: Story = {
  args: { signedInAs: vendor },
  // The stored session's refresh gives the vendor's token back.
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/users/refreshToken', ({ response }) =>
        response(200).json({ data: { token: 'vendor-token', user: apiUser(vendor) } }),
      ),
    )
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedIn'))
    // spec §2: a vendor's 'Edit product' opens /load-items with token, productId and edit=true.
    const edit = await canvas.findByRole('link', { name: 'Edit product' })
    await expect(edit).toHaveAttribute('href', `/load-items?token=vendor-token&productId=${camon._id}&edit=true`)
    // A signed-in shopper is not sent to sign in.
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }))
    await expect(canvas.getByTestId('sign-in-modal')).toHaveTextContent('closed')

    // Another shop's product: the server would refuse the vendor's edit, so the link is not offered (ADR 0011).
    await userEvent.click(canvas.getByRole('link', { name: 'Open the charger' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: charger.title })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit product' })).toBeNull()
  },
}
