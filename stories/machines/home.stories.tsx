import type { Meta, StoryObj } from '@storybook/react-vite'
import { homeMachine } from '@machines/home/home.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Home',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={homeMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, homeMachine)
  },
}
