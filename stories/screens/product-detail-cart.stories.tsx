// The product page's cart button with the real session and the app's cart, the cart answered at the network over lines
// held in memory (spec §2 Product detail, §4 Add to cart, §5, §8): the size message, the add and its toast, 'Go to cart' once the line is there, and the
// trip to /cart; out of stock is refused with the product's name; a pending verification code goes to /verification.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ProductDetailRoute } from '@/app/routes/product-detail-route'
import type { AccountUser } from '@/domain/account'
import type { CartItem, Product } from '@/domain/contract'
import { camon, camonOutOfStock, cartLine, charger } from './catalogue-fixtures'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { productHandler } from '../network/catalogue-fakes'
import { cartHandlers, cartStore } from '../network/cart-fakes'
import { errorReply, http } from '../network/network-fakes'

function Harness({ user, start }: { user: AccountUser; lines: CartItem[]; products: Product[]; start: string }) {
  return (
    <SignedInApp
      user={user}
      start={start}
      routes={[
        { path: '/product-details/:productId', element: <ProductDetailRoute /> },
        { path: '/cart', element: <p>The cart</p> },
        { path: '/verification', element: <p>Verify your email</p> },
      ]}
    />
  )
}

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

const meta = {
  title: 'Screens/ProductDetailCart',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    // The story's cart, which the button's add and the navigation bar's count share.
    const cart = cartStore(args.lines ?? [], args.products)
    msw.use(
      productHandler(args.products),
      ...signedInHandlers(args.user ?? shopper, { cart: () => cart.lines }),
      ...cartHandlers(cart),
    )
  },
  // Behaviour of the wiring; the button's pixels are covered by Screens/ProductDetail.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'addToCart', slot: 'product-detail' } },
  args: {
    user: shopper,
    lines: [],
    products: [camon, charger],
    start: `/product-details/${camon.slug}`,
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

export const AddingASizedProduct: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: camon.title })).toBeVisible()

    // spec §5: a product with sizes needs one.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await toasts().findByText('Sorry, Please select a size')).toBeVisible()
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0')

    await userEvent.click(await canvas.findByRole('radio', { name: '256GB' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await toasts().findByText(`${camon.title} added to cart successfully!`)).toBeVisible()
    // The count and the button follow the server's line at once.
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('1'))
    await expect(await canvas.findByRole('button', { name: 'Go to cart' })).toBeVisible()

    // Another size is not in the cart yet.
    await userEvent.click(canvas.getByRole('radio', { name: '128GB' }))
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '256GB' }))

    // spec §4: the same product and size again goes to /cart.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }))
    await expect(canvas.getByTestId('location')).toHaveTextContent('/cart')
  },
}

// The product is in the cart already when the page opens: the button reads 'Go to cart'.
export const AlreadyInTheCart: Story = {
  args: { lines: [cartLine('held', charger, 1)], start: `/product-details/${charger.slug}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: charger.title })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to cart' }))
    await expect(canvas.getByTestId('location')).toHaveTextContent('/cart')
  },
}

export const OutOfStock: Story = {
  args: {
    products: [{ ...camonOutOfStock, size: [] }],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: camon.title })).toBeVisible()
    // spec §5: refused with the product's name, and nothing reaches the cart.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await toasts().findByText(`Sorry, ${camon.title} is not in stock.`)).toBeVisible()
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0')
  },
}

// spec §6, §8: the server refuses a user whose email is not verified; the first message shows and they go to verify.
export const PendingVerification: Story = {
  args: {
    user: { ...shopper, verificationCode: 'pending' },
    start: `/product-details/${charger.slug}`,
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/carts', ({ response }) =>
        response(403).json(errorReply('Please verify your email to use the cart')),
      ),
    )
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: charger.title })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await toasts().findByText('Please verify your email to use the cart')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/verification'))
  },
}
