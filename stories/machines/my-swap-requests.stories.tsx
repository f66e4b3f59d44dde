import type { Meta, StoryObj } from '@storybook/react-vite'
import { mySwapRequestsMachine } from '@machines/my-swap-requests/my-swap-requests.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/My swap requests',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={mySwapRequestsMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, mySwapRequestsMachine)
  },
}
