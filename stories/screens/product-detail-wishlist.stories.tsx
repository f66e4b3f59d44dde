// The product page's wishlist heart and availability request as the app wires them (src/app/wishlist,
// src/app/availability) over the app's actors, the API answered at the network: the heart follows the shopper's list, a visitor is asked
// to sign in, an out-of-stock product's request waits two hours, still waiting after a reload, and a product with a
// size sold out asks which size to be told about.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { SessionProvider, useSession } from '@/app/session-provider'
import { useAvailabilityRequest } from '@/app/availability/use-availability-request'
import { useWishlistHearts } from '@/app/wishlist/use-wishlist-hearts'
import type { Product } from '@/domain/contract'
import { memoryStorage } from '@/app/memory-storage'
import { ProductInfo } from '@/screens/product-detail/product-info'
import { SizePicker } from '@/screens/product-detail/size-picker'
import { camon, camonOutOfStock } from './catalogue-fixtures'
import { signedInHandlers } from '../network/session-fakes'
import { errorReply, http } from '../network/network-fakes'
import { wishlistHandlers, wishlistStore } from '../network/wishlist-fakes'

type Shopper = 'visitor' | 'verified' | 'pendingVerification'
type Answer = 'accepted' | 'refused'

const users = {
  verified: { email: 'ada@oja.test', firstName: 'Ada' },
  pendingVerification: { email: 'tunde@oja.test', firstName: 'Tunde', verificationCode: 'pending' },
}

const REFUSAL = 'Please verify your email address first'
const requested = fn<(request: { productId: string; variant: string | null }) => void>()

/** POST api/products/availability-requests: recorded, or refused with the server's message. */
function availabilityHandler(answer: Answer) {
  return http.post('/api/products/availability-requests', async ({ request, response }) => {
    const { productId, variant = null } = await request.json()
    requested({ productId, variant })
    if (answer === 'refused') return response(403).json(errorReply(REFUSAL))
    return response(201).json({ data: { _id: 'request-1', productId, variant, createdAt: new Date().toISOString() } })
  })
}

function Info({ product }: { product: Product }) {
  const [size, setSize] = useState<string | null>(null)
  const [variant, setVariant] = useState<string | null>(null)
  const hearts = useWishlistHearts()
  const availability = useAvailabilityRequest(product, variant)
  const [now] = useState(() => new Date())
  return (
    <ProductInfo
      product={product}
      now={now}
      selectedSize={size}
      onSizeSelect={setSize}
      renderSizePicker={(props) => <SizePicker {...props} />}
      inCart={false}
      onCartClick={() => {}}
      inWishlist={hearts.isSaved(product._id)}
      wishlistBusy={hearts.isBusy(product._id)}
      onWishlistToggle={() => hearts.toggle(product)}
      availability={availability.status}
      onAvailabilityRequest={availability.request}
      availabilityVariant={variant}
      onAvailabilityVariantChange={setVariant}
    />
  )
}

function Probe({ onReload }: { onReload: () => void }) {
  const session = useSession()
  const location = useLocation()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
      <output data-testid="session">{session.state}</output>
      <output data-testid="sign-in-modal">
        {session.signInModalOpen ? `open for ${session.signInModalFrom}` : 'closed'}
      </output>
      <output data-testid="location">{location.pathname}</output>
      <button type="button" onClick={onReload}>
        Reload the page
      </button>
      {/* The modal itself belongs to the store layout, which this story leaves out. */}
      <button type="button" onClick={session.closeSignInModal}>
        Close the sign-in modal
      </button>
    </div>
  )
}

function Harness({ shopper, product }: { shopper: Shopper; product: Product; answer: Answer }) {
  const [storage] = useState(() =>
    memoryStorage(
      shopper === 'visitor' ? {} : { token: 'token-1', user: JSON.stringify(users[shopper]), isAuth: 'true' },
    ),
  )
  // A reload is the page drawn again from nothing but what the browser stored.
  const [visit, setVisit] = useState(0)
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <>
              <Probe onReload={() => setVisit((count) => count + 1)} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/product-details/:productId', element: <Info product={product} /> },
            { path: '/verification', element: <p>Verification page</p> },
          ],
        },
      ],
      { initialEntries: [`/product-details/${product.slug}`] },
    ),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <RouterProvider key={visit} router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Screens/ProductDetailWishlist',
  component: Harness,
  // Behaviour of the wiring; the buying box's pixels are covered by Screens/ProductInfo.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'availabilityRequest', slot: 'product-info-availability' },
  },
  args: { shopper: 'verified', product: camon, answer: 'accepted' },
  beforeEach: ({ msw, args }) => {
    // A signed-in shopper's lists are empty at first; the heart saves to the wishlist.
    if (args.shopper !== 'visitor') {
      const wishlist = wishlistStore([args.product])
      msw.use(
        ...signedInHandlers(users[args.shopper], { wishlist: () => wishlist.items }),
        ...wishlistHandlers(wishlist),
      )
    }
    msw.use(availabilityHandler(args.answer))
    localStorage.removeItem('productData')
    return () => localStorage.removeItem('productData')
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const signedIn = async (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedIn'))

export const WishlistToggle: Story = {
  play: async ({ canvas }) => {
    await signedIn(canvas)
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(heart)
    await expect(await screen.findByText(`${camon.title} added to the wishlist successfully!`)).toBeVisible()
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))

    await userEvent.click(heart)
    await expect(await screen.findByText(`${camon.title} removed from the wishlist successfully!`)).toBeVisible()
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
  },
}

export const VisitorIsAskedToSignIn: Story = {
  args: { shopper: 'visitor', product: camonOutOfStock },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedOut'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }))
    await waitFor(() =>
      expect(canvas.getByTestId('sign-in-modal')).toHaveTextContent(`open for /product-details/${camon.slug}`),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Close the sign-in modal' }))
    await waitFor(() => expect(canvas.getByTestId('sign-in-modal')).toHaveTextContent('closed'))

    // spec §6: the availability request needs sign-in too.
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    await waitFor(() =>
      expect(canvas.getByTestId('sign-in-modal')).toHaveTextContent(`open for /product-details/${camon.slug}`),
    )
    await expect(localStorage.getItem('productData')).toBeNull()
  },
}

export const AvailabilityRequest: Story = {
  args: { product: camonOutOfStock },
  play: async ({ canvas }) => {
    await signedIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    await expect(
      await screen.findByText('Request has been sent. We will get back to you through your email'),
    ).toBeVisible()

    // spec §4: disabled, 'Retry in' with a countdown to two hours after the request.
    const waiting = await canvas.findByRole('button', {
      name: /^Retry in 0 days, (1 hour, 59 minutes|2 hours, 0 minutes)/,
    })
    await expect(waiting).toBeDisabled()
    await expect(waiting).toHaveAttribute('data-state', 'coolingDown')
    const stored = JSON.parse(localStorage.getItem('productData') ?? '[]') as { productId: string; timestamp: number }[]
    await expect(stored).toEqual([{ productId: camonOutOfStock._id, timestamp: expect.any(Number) }])

    // The countdown ticks.
    const first = waiting.textContent
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Retry in/ }).textContent).not.toBe(first), {
      timeout: 2500,
    })

    // A reload reads the stored request: still waiting.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }))
    await expect(
      await canvas.findByRole('button', { name: /^Retry in 0 days, (1 hour, 59 minutes|2 hours, 0 minutes)/ }),
    ).toBeDisabled()
  },
}

export const AvailabilityStoredLongAgo: Story = {
  args: { product: camonOutOfStock },
  beforeEach: () => {
    // Three hours ago: past the retry window, and purged when read.
    localStorage.setItem(
      'productData',
      JSON.stringify([{ productId: camonOutOfStock._id, timestamp: Date.now() - 3 * 60 * 60 * 1000 }]),
    )
  },
  play: async ({ canvas }) => {
    await signedIn(canvas)
    await expect(canvas.getByRole('button', { name: 'Notify me when available' })).toBeEnabled()
    await waitFor(() => expect(localStorage.getItem('productData')).toBeNull())
  },
}

export const AvailabilityRefusedPendingVerification: Story = {
  args: { shopper: 'pendingVerification', product: camonOutOfStock, answer: 'refused' },
  play: async ({ canvas }) => {
    await signedIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }))
    // spec §8: the first server error; spec §6: a pending verification code goes to /verification.
    await expect(await screen.findByText(REFUSAL)).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/verification'))
    await expect(localStorage.getItem('productData')).toBeNull()
  },
}

// spec §5: the phone is in stock in 128GB and 256GB, sold out in 512GB. The request asks which sold-out size.
export const AvailabilityNeedsAVariant: Story = {
  args: { product: camon },
  play: async ({ canvas }) => {
    requested.mockClear()
    await signedIn(canvas)
    const notify = canvas.getByRole('button', { name: 'Notify me when available' })
    const choice = canvas.getByRole('combobox', { name: 'Size to be told about' })
    await expect(choice).toHaveValue('')
    await userEvent.click(notify)
    await expect(await screen.findByText('Sorry, Please select a variant')).toBeVisible()
    await expect(requested).not.toHaveBeenCalled()

    // Only the sold-out size is offered; the sizes in stock are bought, not waited for.
    await expect([...choice.querySelectorAll('option:not([disabled])')].map((option) => option.textContent)).toEqual([
      '512GB',
    ])
    await userEvent.selectOptions(choice, '512GB')
    await userEvent.click(notify)
    await expect(
      await screen.findByText('Request has been sent. We will get back to you through your email'),
    ).toBeVisible()
    await expect(requested).toHaveBeenCalledTimes(1)
    await expect(requested).toHaveBeenCalledWith({ productId: camon._id, variant: '512GB' })
    await expect(await canvas.findByRole('button', { name: /^Retry in/ })).toBeDisabled()
    // The cart still takes the sizes in stock.
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
  },
}
