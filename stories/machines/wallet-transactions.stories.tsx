import type { Meta, StoryObj } from '@storybook/react-vite'
import { walletTransactionsMachine } from '@machines/wallet-transactions/wallet-transactions.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Wallet transactions',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={walletTransactionsMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, walletTransactionsMachine)
  },
}
