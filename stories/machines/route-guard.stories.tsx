import type { Meta, StoryObj } from '@storybook/react-vite'
import { routeGuardMachine } from '@machines/route-guard/route-guard.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/RouteGuard',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={routeGuardMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, routeGuardMachine)
  },
}
