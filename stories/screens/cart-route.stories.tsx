// The /cart route wired to a memory router behind the route guard and the real session provider over in-memory storage,
// its API answered at the network over a cart held in memory (stories/network): every press reaches the cart machine and
// the server, the toasts say what happened, the navigation bar's count follows the server's list, and the coupon choice
// is kept for checkout.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { CartRoute } from '@/app/routes/cart-route'
import { RequireSession } from '@/app/require-session'
import { memoryStorage } from '@/app/memory-storage'
import { COUPON_STORAGE_KEY, pricedLine, summariseCart } from '@/domain/cart'
import { formatNaira, koboToNaira } from '@/domain/money'
import { camon, charger } from './catalogue-fixtures'
import type { CartItem } from '@/domain/contract'
import { couponCart } from './cart-fixtures'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { errorReply, http } from '../network/network-fakes'
import { cartHandlers, cartStore, type CartStore } from '../network/cart-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness({ couponStorage }: { lines: CartItem[]; couponStorage: ReturnType<typeof memoryStorage> }) {
  return (
    <SignedInApp
      user={shopper}
      start="/cart"
      routes={[
        {
          path: '/cart',
          element: <RequireSession />,
          children: [{ index: true, element: <CartRoute couponStorage={couponStorage} /> }],
        },
        { path: '/checkout', element: <p>Checkout</p> },
        { path: '/product-listing', element: <p>Listing</p> },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/CartRoute',
  component: Harness,
  // The story's cart, which the page's changes and the navigation bar's count share.
  beforeEach: ({ msw, args }) => {
    server = cartStore(args.lines)
    msw.use(...signedInHandlers(shopper, { cart: () => server.lines }), ...cartHandlers(server))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Cart.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'cart', slot: 'cart' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

let server: CartStore

const figure = (element: HTMLElement, key: string) =>
  element.querySelector<HTMLElement>(`[data-slot="cart-summary-${key}"] dd`)!

export const ChangingTheCart: Story = {
  args: { lines: couponCart, couponStorage: memoryStorage() },
  play: async ({ canvas, canvasElement, args }) => {
    const quantity = (title: string) => canvas.getByRole('group', { name: `Quantity of ${title}` })
    await expect(await canvas.findByRole('heading', { name: 'Summary' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('3'))

    // spec §4 Cart quantity: one more, then one fewer, each said in a toast; the count follows the server.
    await userEvent.click(canvas.getByRole('button', { name: `Add one ${camon.title}` }))
    await expect(await toasts().findByText(`Added another ${camon.title} to the cart!`)).toBeVisible()
    await waitFor(() => expect(quantity(camon.title)).toHaveTextContent('2'))
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('4'))

    await userEvent.click(canvas.getByRole('button', { name: `Remove one ${charger.title}` }))
    await expect(await toasts().findByText(`Removed one ${charger.title} from the cart!`)).toBeVisible()
    await waitFor(() => expect(quantity(charger.title)).toHaveTextContent('1'))

    // One fewer at quantity 1 removes the line.
    await userEvent.click(canvas.getByRole('button', { name: `Remove one ${charger.title}` }))
    await expect(await toasts().findByText(`${charger.title} successfully removed from the cart`)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('group', { name: `Quantity of ${charger.title}` })).toBeNull())
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('2'))

    // The coupon on, and the Summary is the shared rules' figures for the server's lines.
    await userEvent.click(canvas.getByRole('checkbox', { name: /OJA10K/ }))
    await expect(await toasts().findByText('Woohoo! OJA10K applied successfully!')).toBeVisible()
    const figures = summariseCart(server.lines.map(pricedLine), { couponApplied: true })
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent(
      formatNaira(koboToNaira(figures.total), { decimals: true }),
    )
    await expect(args.couponStorage.getItem(COUPON_STORAGE_KEY)).toBe('oja-10k')

    await userEvent.click(canvas.getByRole('checkbox', { name: /OJA10K/ }))
    await expect(await toasts().findByText('OJA10K removed!')).toBeVisible()
    await expect(args.couponStorage.getItem(COUPON_STORAGE_KEY)).toBeNull()

    // The last line out: the empty cart, the count at zero.
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${camon.title} from the cart` }))
    await expect(await toasts().findByText(`${camon.title} successfully removed from the cart`)).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Cart is Empty!' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('cart-count')).toHaveTextContent('0'))
    await userEvent.click(canvas.getByRole('link', { name: 'Explore' }))
    await expect(canvas.getByTestId('location')).toHaveTextContent('/product-listing')
  },
}

// The server refuses one more than its stock (a 409 with its message): the toast says so, the line stays.
export const RefusedByTheServer: Story = {
  args: { lines: couponCart, couponStorage: memoryStorage() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.patch('/api/carts', ({ response }) =>
        response(409).json(errorReply(`Only 1 of ${camon.title} (256GB) is in stock.`)),
      ),
    )
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Summary' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Add one ${camon.title}` }))
    await expect(await toasts().findByText(`Only 1 of ${camon.title} (256GB) is in stock.`)).toBeVisible()
    await expect(canvas.getByRole('group', { name: `Quantity of ${camon.title}` })).toHaveTextContent('1')
    await expect(canvas.getByRole('button', { name: `Add one ${camon.title}` })).toBeEnabled()
  },
}

// The coupon kept from earlier in the tab shows applied when the cart still qualifies.
export const CouponKeptInTheTab: Story = {
  args: { lines: couponCart, couponStorage: memoryStorage({ [COUPON_STORAGE_KEY]: 'oja-10k' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('checkbox', { name: /OJA10K/ })).toBeChecked()
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    await userEvent.click(canvas.getByRole('link', { name: 'Proceed to checkout' }))
    await expect(canvas.getByTestId('location')).toHaveTextContent('/checkout')
  },
}
