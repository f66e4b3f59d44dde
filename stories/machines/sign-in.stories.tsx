import type { Meta, StoryObj } from '@storybook/react-vite'
import { signInMachine } from '@machines/sign-in/sign-in.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SignIn',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={signInMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, signInMachine)
  },
}
