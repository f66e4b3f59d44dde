import type { Meta, StoryObj } from '@storybook/react-vite'
import { listingMachine } from '@machines/listing/listing.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Listing',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={listingMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, listingMachine)
  },
}
