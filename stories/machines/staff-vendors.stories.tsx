import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffVendorsMachine } from '@machines/staff-vendors/staff-vendors.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff vendors',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffVendorsMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffVendorsMachine)
  },
}
