import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffPromosMachine } from '@machines/staff-promos/staff-promos.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff promos',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffPromosMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffPromosMachine)
  },
}
