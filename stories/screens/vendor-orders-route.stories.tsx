// The /load-items/orders route behind the route guard in the app's real actor system, its API answered at the
// network (stories/network/vendor-orders-fakes.ts): the vendor's lines a page at a time, none, and a failed load tried
// again.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { VendorOrdersRoute } from '@/app/routes/vendor-orders-route'
import { RequireSession } from '@/app/require-session'
import { testVendorOrderLine } from '@machines/vendor-orders/test-vendor-orders'
import { SignedInApp } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { vendorOrdersHandlers } from '../network/vendor-orders-fakes'
import { VENDOR_ID } from './vendor-fixtures'
import { vendorOrderLines } from './vendor-order-fixtures'

const vendor = { email: 'vendor@oja.test', firstName: 'Bola', lastName: 'Ade', vendorId: VENDOR_ID }

/** Fourteen lines: more than a page of 12. */
const manyLines = Array.from({ length: 14 }, (_, index) =>
  testVendorOrderLine(`6650c0ffee0000000000${String(index).padStart(4, '0')}`, { title: `Item ${index + 1}` }),
)

function Harness() {
  return (
    <SignedInApp
      user={vendor}
      start="/load-items/orders"
      routes={[
        {
          path: '/load-items/orders',
          element: <RequireSession />,
          children: [{ index: true, element: <VendorOrdersRoute /> }],
        },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/VendorOrdersRoute',
  component: Harness,
  beforeEach: ({ msw }) => {
    msw.use(...signedInHandlers(vendor))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/VendorOrders.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'vendorOrders', slot: 'vendor-orders-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="vendor-orders-screen"]')!
const lines = (element: HTMLElement) => within(page(element)).queryAllByRole('article')

export const Listed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...vendorOrdersHandlers({ lines: vendorOrderLines }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(lines(canvasElement)).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
  },
}

export const SeeMore: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...vendorOrdersHandlers({ lines: manyLines }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(lines(canvasElement)).toHaveLength(12)
    await expect(canvas.getByText('12 of 14')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }))
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(14))
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull()
  },
}

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...vendorOrdersHandlers({ lines: [] }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'empty'))
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
  },
}

export const LoadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...vendorOrdersHandlers({ lines: vendorOrderLines, failures: 1 }))
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'failed'))
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'listed'))
    await expect(lines(canvasElement)).toHaveLength(3)
  },
}
