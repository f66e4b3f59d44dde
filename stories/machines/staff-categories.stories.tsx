import type { Meta, StoryObj } from '@storybook/react-vite'
import { staffCategoriesMachine } from '@machines/staff-categories/staff-categories.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Staff categories',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={staffCategoriesMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, staffCategoriesMachine)
  },
}
