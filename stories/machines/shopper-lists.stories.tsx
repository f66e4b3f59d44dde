import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shopperListsMachine } from '@machines/shopper-lists/shopper-lists.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/ShopperLists',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights a signed-in shopper's cart and wishlist at rest: both loaded, waiting for a change.
export const Chart: Story = {
  render: () => (
    <StateChart machine={shopperListsMachine} current={{ signedIn: { cart: 'ready', wishlist: 'ready' } }} />
  ),
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, shopperListsMachine)
    const canvas = within(canvasElement)
    const current = canvas
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('aria-current') === 'true')
      .map((header) => header.querySelector('code')?.textContent)
    await expect(current).toEqual(expect.arrayContaining(['signedIn.cart.ready', 'signedIn.wishlist.ready']))
  },
}
