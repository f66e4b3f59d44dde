import type { Meta, StoryObj } from '@storybook/react-vite'
import { wishlistMachine } from '@machines/wishlist/wishlist.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Wishlist',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={wishlistMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, wishlistMachine)
  },
}
