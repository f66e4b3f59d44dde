// The /profile/orders route behind the route guard in the app's real actor system, its API answered at the network: the shopper's
// orders inside the profile's navigation; a failed load is only logged and offers a retry; a delivered order's
// 'Return or exchange an item' fetches its dialog, sends the request and lists it, or shows the server's refusal.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { OrdersRoute } from '@/app/routes/orders-route'
import { RequireSession } from '@/app/require-session'
import { orderStatusMessages } from '@/domain/order-status'
import { SignedInApp } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { awaiting, delivered, paid } from './order-fixtures'
import { orderHandlers } from '../network/order-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

/** Delivered an hour ago: the page's real clock is within its 24 hours. */
function deliveredJustNow() {
  return { ...delivered, returnableUntil: new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString() }
}

function Harness() {
  return (
    <SignedInApp
      user={shopper}
      start="/profile/orders"
      routes={[
        { path: '/profile/orders', element: <RequireSession />, children: [{ index: true, element: <OrdersRoute /> }] },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/OrdersRoute',
  component: Harness,
  beforeEach: ({ msw }) => {
    msw.use(...signedInHandlers(shopper))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Orders.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'orders', slot: 'orders-screen' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="orders-screen"]')!

export const ShopperOrders: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers([paid, awaiting]))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(within(page(canvasElement)).getAllByRole('article')).toHaveLength(2)
    const nav = canvas.getByRole('navigation', { name: 'Profile' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Orders')
  },
}

export const LoadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers([paid, awaiting], { failures: 1 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
  },
}

const sent = fn()

export const ReturnSent: Story = {
  beforeEach: ({ msw }) => {
    sent.mockClear()
    msw.use(...orderHandlers([deliveredJustNow()], { onReturn: sent }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Return or exchange an item' }))
    const found = await screen.findByRole('dialog', { name: 'Return or exchange an item' })
    await userEvent.click(within(found).getByRole('button', { name: 'Send request' }))
    await expect(within(found).getByRole('alert')).toHaveTextContent('Tell us why you are sending it back.')
    await userEvent.selectOptions(within(found).getByRole('combobox', { name: 'Item' }), 'Anker 20W Charger')
    await userEvent.click(within(found).getByRole('radio', { name: 'Exchange it' }))
    await userEvent.type(within(found).getByRole('textbox', { name: 'Reason' }), 'It does not charge the phone.')
    await userEvent.click(within(found).getByRole('button', { name: 'Send request' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(sent).toHaveBeenCalledWith({
      line: 1,
      qty: 1,
      kind: 'exchange',
      reason: 'It does not charge the phone.',
    })
    await expect(await screen.findByText('Your request has been sent. We will get back to you soon.')).toBeVisible()
    const request = canvasElement.querySelector<HTMLElement>('[data-slot="order-return"]')!
    await expect(request).toHaveAttribute('data-state', 'requested')
    await expect(request).toHaveTextContent('Exchange: 1 × Anker 20W Charger')
  },
}

export const ReturnRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers([deliveredJustNow()], { refuseReturn: orderStatusMessages.returnClosed }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Return or exchange an item' }))
    const found = await screen.findByRole('dialog', { name: 'Return or exchange an item' })
    await userEvent.type(within(found).getByRole('textbox', { name: 'Reason' }), 'Too small.')
    await userEvent.click(within(found).getByRole('button', { name: 'Send request' }))

    await waitFor(() => expect(found).toHaveAttribute('data-state', 'refused'))
    await expect(within(found).getByRole('alert')).toHaveTextContent(orderStatusMessages.returnClosed)
    await expect(canvasElement.querySelector('[data-slot="order-return"]')).toBeNull()
  },
}
