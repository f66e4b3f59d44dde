import type { Meta, StoryObj } from '@storybook/react-vite'
import { sessionMachine } from '@machines/session/session.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Session',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={sessionMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, sessionMachine)
  },
}
