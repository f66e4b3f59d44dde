import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { orderReturnTexts } from '@/domain/order-returns'
import { OrderProgress } from '@/screens/orders/order-progress'
import { awaiting, delivered, returned, shipped, STORY_NOW } from '../screens/order-fixtures'

const meta = {
  title: 'Orders/OrderProgress',
  component: OrderProgress,
  args: { order: shipped },
} satisfies Meta<typeof OrderProgress>
export default meta
type Story = StoryObj<typeof meta>

/** On its way: the carrier and the tracking number, and the timeline folded away. */
export const Shipped: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const shipment = canvasElement.querySelector('[data-slot="order-shipment"]')!
    await expect(shipment).toHaveTextContent('GIG Logistics')
    await expect(shipment).toHaveTextContent('GIG-5520193')
    await userEvent.click(canvas.getByText(orderReturnTexts.timeline))
    await expect(canvasElement.querySelectorAll('[data-slot="order-timeline-entry"]')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: orderReturnTexts.askForReturn })).toBeNull()
  },
}

/** Delivered and still inside the 24 hours: the return is offered. */
export const ReturnOffered: Story = {
  args: { order: delivered, now: STORY_NOW, onReturn: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: orderReturnTexts.askForReturn }))
    await expect(args.onReturn).toHaveBeenCalledWith(delivered)
  },
}

/** Asked for and decided: each request with its state, and no more offer once the window has closed. */
export const Returned: Story = {
  args: { order: returned, now: STORY_NOW, onReturn: fn() },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="order-return"]').length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('button', { name: orderReturnTexts.askForReturn })).toBeNull()
  },
}

/** Nothing has happened yet that the shopper needs told: nothing is drawn. */
export const NothingYet: Story = {
  args: { order: { ...awaiting, timeline: [], returns: [], shipment: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-progress"]')).toBeNull()
  },
}
