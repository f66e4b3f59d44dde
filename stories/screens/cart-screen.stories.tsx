import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartScreen } from '@/screens/cart/cart-screen'
import { pricedLine, summariseCart } from '@/domain/cart'
import type { CartItem } from '@/domain/contract'
import { formatNaira, koboToNaira } from '@/domain/money'
import { camon, charger } from './catalogue-fixtures'
import { couponCart, fullStockCart, minimumCart, speakerDeal } from './cart-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'cart', slot: 'cart' } },
  args: {
    state: 'ready',
    items: couponCart,
    couponApplied: false,
    changingLineId: null,
    send: fn(),
  },
} satisfies Meta<typeof CartScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="cart"]')!
const figure = (element: HTMLElement, key: string) =>
  element.querySelector<HTMLElement>(`[data-slot="cart-summary-${key}"] dd`)!
const naira = (kobo: number, decimals = false) => formatNaira(koboToNaira(kobo), { decimals })

/** The Summary shows exactly the shared rules' figures for the same lines. */
async function expectSummaryOf(element: HTMLElement, items: readonly CartItem[], couponApplied: boolean) {
  const figures = summariseCart(items.map(pricedLine), { couponApplied })
  await expect(figure(element, 'subtotal')).toHaveTextContent(naira(figures.subtotal))
  await expect(figure(element, 'discount')).toHaveTextContent(naira(-figures.discount))
  await expect(figure(element, 'coupon')).toHaveTextContent(naira(-figures.couponDiscount))
  await expect(figure(element, 'total')).toHaveTextContent(naira(figures.total, true))
  return figures
}

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart')
    await expect(canvasElement.querySelector('[data-slot="cart-skeleton"]')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull()
  },
}

export const LoadingNarrow: Story = { ...Loading, parameters: narrow }

export const Error: Story = {
  args: { state: 'error', items: [], errorMessage: 'An error has occured. please try again later' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledTimes(1)
    await expect(args.send).toHaveBeenCalledWith({ type: 'cart.retry' })
  },
}

export const ErrorNarrow: Story = { ...Error, parameters: narrow }

export const Empty: Story = {
  args: { state: 'empty', items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    // spec §2 Cart: wording exactly.
    await expect(canvas.getByRole('heading', { name: 'Cart is Empty!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
    await expect(canvas.queryByRole('heading', { name: 'Summary' })).toBeNull()
  },
}

export const EmptyNarrow: Story = { ...Empty, parameters: narrow }

// Above ₦100,000 of discounted prices: the coupon can be applied.
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready')
    const lines = within(canvas.getByRole('list', { name: 'Items in your cart' })).getAllByRole('article')
    await expect(lines).toHaveLength(2)
    await expect(within(lines[0]!).getByRole('link', { name: camon.title })).toHaveAttribute(
      'href',
      `/product-details/${camon.slug}`,
    )
    await expect(within(lines[0]!).getByText('256GB')).toBeVisible()
    await expect(within(lines[1]!).getByRole('group', { name: `Quantity of ${charger.title}` })).toHaveTextContent('2')

    await userEvent.click(canvas.getByRole('button', { name: `Add one ${camon.title}` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'line.increment', lineId: 'cart-line-1' })
    await userEvent.click(canvas.getByRole('button', { name: `Remove one ${charger.title}` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'line.decrement', lineId: 'cart-line-2' })
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${charger.title} from the cart` }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'line.remove', lineId: 'cart-line-2' })

    const coupon = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(coupon).toBeEnabled()
    await userEvent.click(coupon)
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'coupon.apply' })

    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeVisible()
    const figures = await expectSummaryOf(canvasElement, couponCart, false)
    await expect(figures.couponDiscount).toBe(0)
    await expect(figure(canvasElement, 'subtotal')).toHaveTextContent('₦294,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦258,999.00')
    await expect(canvas.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout')
  },
}

export const ReadyNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    // Narrow screens: the Summary comes under the lines.
    const lines = canvas.getByRole('list', { name: 'Items in your cart' }).getBoundingClientRect()
    const summary = canvasElement.querySelector('[data-slot="cart-summary"]')!.getBoundingClientRect()
    await expect(summary.top).toBeGreaterThan(lines.bottom)
    await expectSummaryOf(canvasElement, couponCart, false)
  },
}

export const CouponApplied: Story = {
  args: { couponApplied: true },
  play: async ({ canvas, canvasElement, args }) => {
    const coupon = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(coupon).toBeChecked()
    await expectSummaryOf(canvasElement, couponCart, true)
    await expect(figure(canvasElement, 'coupon')).toHaveTextContent('-₦10,000')
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦248,999.00')
    await userEvent.click(coupon)
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'coupon.remove' })
  },
}

export const CouponAppliedNarrow: Story = {
  args: { couponApplied: true },
  parameters: narrow,
  play: async ({ canvasElement }) => {
    await expectSummaryOf(canvasElement, couponCart, true)
  },
}

// spec §5: at exactly ₦100,000 the coupon's checkbox is disabled, and the Summary has no coupon in it.
export const AtCouponMinimum: Story = {
  args: { items: minimumCart },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: `Quantity of ${speakerDeal.title}` })).toHaveTextContent('4')
    const coupon = canvas.getByRole('checkbox', { name: /OJA10K/ })
    await expect(coupon).toBeDisabled()
    await expect(coupon).toHaveAccessibleDescription(
      'Add more to your cart: this coupon applies to orders above ₦100,000.',
    )
    const figures = await expectSummaryOf(canvasElement, minimumCart, false)
    await expect(figures.discountedTotal).toBe(10_000_000)
    await expect(figure(canvasElement, 'total')).toHaveTextContent('₦100,000.00')
  },
}

export const AtCouponMinimumNarrow: Story = { ...AtCouponMinimum, parameters: narrow }

// The line holds all the stock there is: 'Add one' waits, one fewer still works.
export const AtStockLimit: Story = {
  args: { items: fullStockCart },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Add one ${charger.title}` })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Remove one ${charger.title}` })).toBeEnabled()
  },
}

export const AtStockLimitNarrow: Story = { ...AtStockLimit, parameters: narrow }

// One line's change is under way: it spins, every other button waits.
export const Updating: Story = {
  args: { state: 'updating', changingLineId: 'cart-line-1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'updating')
    await expect(canvas.getByRole('group', { name: `Quantity of ${camon.title}` })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: `Add one ${charger.title}` })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Remove ${charger.title} from the cart` })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: /OJA10K/ })).toBeDisabled()
    await expect(canvas.getByText('Updating your cart')).toBeInTheDocument()
  },
}

export const UpdatingNarrow: Story = { ...Updating, parameters: narrow }

export const Removing: Story = {
  args: { state: 'removing', changingLineId: 'cart-line-2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'removing')
    await expect(canvasElement.querySelectorAll('[data-slot="cart-line"][data-state="busy"]')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: `Remove ${charger.title} from the cart` })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Add one ${camon.title}` })).toBeDisabled()
  },
}

export const RemovingNarrow: Story = { ...Removing, parameters: narrow }
