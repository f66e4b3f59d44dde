import type { Meta, StoryObj } from '@storybook/react-vite'
import { wishlistToggleMachine } from '@machines/wishlist-toggle/wishlist-toggle.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/WishlistToggle',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={wishlistToggleMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, wishlistToggleMachine)
  },
}
