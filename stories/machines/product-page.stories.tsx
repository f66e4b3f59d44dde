import type { Meta, StoryObj } from '@storybook/react-vite'
import { productPageMachine } from '@machines/product-page/product-page.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/ProductPage',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Chart: Story = {
  render: () => <StateChart machine={productPageMachine} />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, productPageMachine)
  },
}
