import type { Meta, StoryObj } from '@storybook/react-vite'
import { fundWalletMachine } from '@machines/fund-wallet/fund-wallet.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Fund wallet',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={fundWalletMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, fundWalletMachine)
  },
}
