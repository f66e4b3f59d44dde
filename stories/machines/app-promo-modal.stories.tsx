import type { Meta, StoryObj } from '@storybook/react-vite'
import { appPromoModalMachine } from '@machines/app-promo-modal/app-promo-modal.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/AppPromoModal',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={appPromoModalMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, appPromoModalMachine)
  },
}
