import type { Meta, StoryObj } from '@storybook/react-vite'
import { promoCountdownMachine } from '@machines/promo-countdown/promo-countdown.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/PromoCountdown',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={promoCountdownMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, promoCountdownMachine)
  },
}
