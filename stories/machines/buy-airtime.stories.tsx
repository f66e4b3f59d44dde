import type { Meta, StoryObj } from '@storybook/react-vite'
import { buyAirtimeMachine } from '@machines/buy-airtime/buy-airtime.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/BuyAirtime',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={buyAirtimeMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, buyAirtimeMachine)
  },
}
