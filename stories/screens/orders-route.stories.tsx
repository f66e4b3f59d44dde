// The /profile/orders route behind the route guard in the app's real actor system, with fake calls: the shopper's
// orders inside the profile's navigation; a failed load is only logged and offers a retry.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OrdersRoute } from '@/app/routes/orders-route'
import { RequireSession } from '@/app/require-session'
import type { Order } from '@/domain/contract'
import { SignedInApp } from './app-fakes'
import { awaiting, paid } from './order-fixtures'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Harness({ orders, failures = 0 }: { orders: Order[]; failures?: number }) {
  const [calls] = useState(() => {
    let left = failures
    return {
      listOrders: async () => {
        if (left-- > 0) throw new Error('Network down')
        return orders
      },
    }
  })
  return (
    <SignedInApp
      user={shopper}
      start="/profile/orders"
      lists={{ listCartItems: async () => [], listWishlistItems: async () => [] }}
      routes={[{ path: '/profile/orders', element: <RequireSession />, children: [{ index: true, element: <OrdersRoute calls={calls} /> }] }]}
    />
  )
}

const meta = {
  title: 'Screens/OrdersRoute',
  component: Harness,
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Orders.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'orders', slot: 'orders-screen' } },
  args: { orders: [paid, awaiting] },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="orders-screen"]')!

export const ShopperOrders: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(within(page(canvasElement)).getAllByRole('article')).toHaveLength(2)
    const nav = canvas.getByRole('navigation', { name: 'Profile' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Orders')
  },
}

export const LoadFails: Story = {
  args: { failures: 1 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
  },
}
