import { useLayoutEffect, useRef, type ReactNode } from 'react'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrdersScreen } from '@/screens/orders/orders-screen'
import { awaiting, delivered, paid, returned, shipped, STORY_NOW } from './order-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

/** Opens every order's timeline as the story mounts, so the baseline shows it (a press would, in the page). */
function TimelinesOpen({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    frame.current?.querySelectorAll('details').forEach((details) => (details.open = true))
  }, [])
  return <div ref={frame}>{children}</div>
}

const withTimelinesOpen: Decorator = (Story) => (
  <TimelinesOpen>
    <Story />
  </TimelinesOpen>
)

const meta = {
  title: 'Screens/Orders',
  component: OrdersScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'orders', slot: 'orders-screen' } },
  args: { state: 'listed', orders: [paid, awaiting], onRetry: fn(), now: STORY_NOW, onReturn: fn() },
} satisfies Meta<typeof OrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="orders-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders')
    await expect(canvasElement.querySelectorAll('[data-slot="order-card-skeleton"]')).toHaveLength(2)
  },
}

export const Listed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    const list = within(canvasElement.querySelector<HTMLElement>('[data-slot="orders-list"]')!)
    const cards = list.getAllByRole('article')
    await expect(cards).toHaveLength(2)
    // The newest first, as the server sends them; each with its status display.
    await expect(cards[0]).toHaveTextContent('Tracking ID: OJA-7K2M9Q')
    await expect(cards[1]).toHaveTextContent('Awaiting Payment')
    await expect(within(cards[0]!).getByRole('link', { name: 'Tecno Camon 20' })).toHaveAttribute(
      'href',
      '/product-details/tecno-camon-20',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    // Orders from before the timeline show their status alone.
    await expect(canvasElement.querySelector('[data-slot="order-progress"]')).toBeNull()
  },
}

export const ListedNarrow: Story = { ...Listed, parameters: narrow }

export const Empty: Story = {
  args: { state: 'empty', orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
  },
}

// spec §8: a failed load is only logged; the page offers a retry instead of standing blank.
export const Failed: Story = {
  args: { state: 'failed', orders: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByText('Your orders could not be loaded just now.')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: narrow }

const cards = (element: HTMLElement) =>
  within(element.querySelector<HTMLElement>('[data-slot="orders-list"]')!).getAllByRole('article')

// docs/adr/0027: each status the order reached, in Lagos time, with what the shopper was told; folded on a phone.
export const TimelineShown: Story = {
  args: { orders: [delivered] },
  decorators: [withTimelinesOpen],
  play: async ({ canvasElement }) => {
    const [card] = cards(canvasElement)
    const timeline = card!.querySelector<HTMLElement>('[data-slot="order-timeline"]')!
    await expect(timeline).toHaveProperty('open', true)
    const entries = within(timeline).getAllByRole('listitem')
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Pending20 Nov, 11:30',
      'Processing20 Nov, 16:10',
      'Shipped21 Nov, 10:45GIG Logistics, tracking number GIG-5520193',
      'Delivered23 Nov, 10:15',
    ])
  },
}

export const TimelineShownNarrow: Story = { ...TimelineShown, parameters: narrow }

// Door delivery on its way: the carrier and tracking number stand beside the store's tracking id, the timeline folded.
export const ShippedWithTracking: Story = {
  args: { orders: [shipped] },
  play: async ({ canvas, canvasElement }) => {
    const [card] = cards(canvasElement)
    await expect(card).toHaveTextContent('Tracking ID: OJA-9T4R2B')
    await expect(card!.querySelector('[data-slot="order-shipment"]')).toHaveTextContent(
      'Carrier:GIG LogisticsTracking number:GIG-5520193',
    )
    const timeline = card!.querySelector<HTMLElement>('[data-slot="order-timeline"]')!
    await expect(timeline).toHaveProperty('open', false)
    await userEvent.click(canvas.getByText('Order timeline'))
    await expect(timeline).toHaveProperty('open', true)
    // Not delivered: nothing to return yet.
    await expect(canvas.queryByRole('button', { name: 'Return or exchange an item' })).toBeNull()
  },
}

export const ShippedWithTrackingNarrow: Story = { ...ShippedWithTracking, parameters: narrow }

// Within 24 hours of delivery: the way to ask, and until when.
export const ReturnOffered: Story = {
  args: { orders: [delivered] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You can ask until 24 Nov, 10:15.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Return or exchange an item' }))
    await expect(args.onReturn).toHaveBeenCalledWith(delivered)
  },
}

export const ReturnOfferedNarrow: Story = { ...ReturnOffered, parameters: narrow }

// Each request with its state, and staff's message with a refusal; the window has closed, so no more are offered.
export const RequestsListed: Story = {
  args: { orders: [returned] },
  play: async ({ canvas, canvasElement }) => {
    const requests = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="order-return"]')]
    await expect(requests.map((request) => request.dataset.state)).toEqual([
      'requested',
      'exchanged',
      'refunded',
      'declined',
    ])
    await expect(within(requests[0]!).getByText('Asked')).toBeVisible()
    await expect(requests[1]).toHaveTextContent('Exchange: 1 × Tecno Camon 20')
    await expect(requests[3]).toHaveTextContent('The box was opened and the phone set up; we cannot take it back.')
    await expect(canvas.queryByRole('button', { name: 'Return or exchange an item' })).toBeNull()
  },
}

export const RequestsListedNarrow: Story = { ...RequestsListed, parameters: narrow }
