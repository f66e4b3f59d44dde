import type { Meta, StoryObj } from '@storybook/react-vite'
import { walletMachine } from '@machines/wallet/wallet.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Wallet',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={walletMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, walletMachine)
  },
}
