import type { Meta, StoryObj } from '@storybook/react-vite'
import { swapFormMachine } from '@machines/swap-form/swap-form.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SwapForm',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={swapFormMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, swapFormMachine)
  },
}
