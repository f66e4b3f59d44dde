import type { Meta, StoryObj } from '@storybook/react-vite'
import { categoriesMachine } from '@machines/categories/categories.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Categories',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={categoriesMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, categoriesMachine)
  },
}
