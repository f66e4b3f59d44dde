// The store layout over the app's long-lived actors (src/app/session-provider.tsx) with the account, identity, promo,
// cart and wishlist operations answered at the network: the navigation counts load once a shopper is signed in and not
// again on a page change, and the sign-in modal's Apple flow shows a refusal in the modal, or as a toast when it started
// on a page.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { StoreLayout } from '@/app/store-layout'
import { SessionProvider, useSession } from '@/app/session-provider'
import { memoryStorage } from '@/app/memory-storage'
import { cartLine, listing, savedItem } from './catalogue-fixtures'
import { errorReply, http } from '../network/network-fakes'
import { apiUser, signedInHandlers } from '../network/session-fakes'
import { promoHandler } from '../network/browsing-fakes'

const ada = { email: 'ada@oja.test', firstName: 'Ada' }
const APPLE_REFUSAL = 'Apple account not linked'

/** The store's answers: no promo running; the first `appleRefusals` Apple sign-ins are refused; the sandbox chooser
 *  hands out a token, as on a fresh machine; the cart (3 units over two lines) and wishlist (4 items), every cart load counted. */
function storeHandlers(appleRefusals: number) {
  let refusals = appleRefusals
  const [phone, earbuds] = listing
  return [
    ...signedInHandlers(ada, {
      cart: () => {
        cartLoads.count += 1
        cartLoads.changed()
        return [cartLine('line-1', phone!, 2), cartLine('line-2', earbuds!, 1)]
      },
      wishlist: listing.slice(0, 4).map((product) => savedItem(product)),
    }),
    http.post('/api/users/signin', async ({ request, response }) => {
      const credentials = await request.json()
      if ('appleToken' in credentials && refusals-- > 0) return response(401).json(errorReply(APPLE_REFUSAL))
      return response(200).json({ data: { token: 'token-ada', user: apiUser(ada) } })
    }),
    promoHandler(null),
    http.post('/api/identity/sandbox/token', ({ response }) =>
      response(201).json({ data: { idToken: 'sandbox-id-token' } }),
    ),
  ]
}

/** How many times the cart was asked for, for the page to show. */
const cartLoads = { count: 0, changed: () => {} }

function Page() {
  const location = useLocation()
  const session = useSession()
  return (
    <div className="flex gap-3 p-4 text-sm">
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="session">{session.state}</output>
      {/* The Sign Up page's Google button runs the same flow outside the modal; Apple here shows its failure rule. */}
      <button type="button" onClick={() => session.continueWithApple(null)}>
        Apple from the page
      </button>
    </div>
  )
}

function Harness({ signedIn }: { signedIn: boolean; appleRefusals: number }) {
  const [storage] = useState(() =>
    memoryStorage(signedIn ? { token: 'token-ada', user: JSON.stringify(ada), isAuth: 'true' } : {}),
  )
  const [loads, setLoads] = useState(() => {
    cartLoads.count = 0
    return 0
  })
  cartLoads.changed = () => setLoads(cartLoads.count)
  const [router] = useState(() =>
    createMemoryRouter([{ element: <StoreLayout />, children: [{ path: '*', element: <Page /> }] }], {
      initialEntries: ['/'],
    }),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <output data-testid="cart-loads" className="block px-4 text-sm">
        {loads}
      </output>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Screens/StoreLayout',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(...storeHandlers(args.appleRefusals))
  },
  // Behaviour of the wiring; the frame's pixels are covered by Screens/StoreFrame and Screens/NavBar.
  parameters: { visual: { skip: true }, router: false },
  args: { signedIn: false, appleRefusals: 0 },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

async function chooseAppleIdentity() {
  const chooser = await screen.findByRole('dialog', { name: /Apple/ })
  await userEvent.type(within(chooser).getByLabelText('Email'), 'ada@oja.test')
  await userEvent.click(within(chooser).getByRole('button', { name: 'Continue as this Apple user' }))
}

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedIn'))
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    // spec §2: Cart with the total quantity, Wishlist with a count.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Cart/ })).toHaveTextContent('3'))
    // The wishlist's count is its own request, and may come after the cart's.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Wishlist/ })).toHaveTextContent('4'))
    await expect(canvas.getByTestId('cart-loads')).toHaveTextContent('1')

    // A page change asks for nothing: the counts load again only after a change.
    await userEvent.click(within(nav).getByRole('link', { name: 'Explore' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/product-listing'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(canvas.getByTestId('cart-loads')).toHaveTextContent('1')
  },
}

export const SignInFromTheModal: Story = {
  args: { appleRefusals: 1 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedOut'))
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: /Cart/ })).not.toHaveTextContent('3')

    await userEvent.click(within(nav).getByRole('link', { name: /Cart/ }))
    const modal = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue with Apple' }))
    await chooseAppleIdentity()
    // spec §8: Apple's reason is shown in the modal.
    await waitFor(() => expect(within(modal).getByRole('alert')).toHaveTextContent(APPLE_REFUSAL))
    await expect(modal).toHaveAttribute('data-state', 'error')

    await userEvent.click(within(modal).getByRole('button', { name: 'Continue with Apple' }))
    await chooseAppleIdentity()
    // Signed in, the modal closes and the visitor lands on the page they picked, with their counts.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/cart'))
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedIn'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).toBeNull())
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Cart/ })).toHaveTextContent('3'))
  },
}

export const SignInFromAPage: Story = {
  args: { appleRefusals: 1 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('signedOut'))
    await userEvent.click(canvas.getByRole('button', { name: 'Apple from the page' }))
    await chooseAppleIdentity()
    // Outside the modal a failure is a toast, and the modal stays closed.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(APPLE_REFUSAL))
    await expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).toBeNull()
  },
}
