// The /profile/orders route behind the route guard in the app's real actor system, its API answered at the network: the shopper's
// orders inside the profile's navigation; a failed load is only logged and offers a retry.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OrdersRoute } from '@/app/routes/orders-route'
import { RequireSession } from '@/app/require-session'
import { HttpResponse } from 'msw'
import { SignedInApp } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { awaiting, paid } from './order-fixtures'
import { http } from '../network/network-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

/** GET api/orders answers the shopper's two orders, after `failures` requests that never reach the server. */
function ordersHandler(failures = 0) {
  let left = failures
  return http.get('/api/orders', ({ response }) =>
    left-- > 0 ? HttpResponse.error() : response(200).json({ data: { docs: [paid, awaiting] } }),
  )
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
    msw.use(ordersHandler())
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
    msw.use(ordersHandler(1))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
  },
}
