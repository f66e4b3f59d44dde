import type { Meta, StoryObj } from '@storybook/react-vite'
import { availabilityRequestMachine } from '@machines/availability-request/availability-request.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/AvailabilityRequest',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={availabilityRequestMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, availabilityRequestMachine)
  },
}
