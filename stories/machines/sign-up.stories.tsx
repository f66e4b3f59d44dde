import type { Meta, StoryObj } from '@storybook/react-vite'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SignUp',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={signUpMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, signUpMachine)
  },
}
