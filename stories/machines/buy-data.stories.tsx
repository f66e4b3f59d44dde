import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { buyDataMachine } from '@machines/buy-data/buy-data.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/BuyData',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights Step 1 of 2, where the shopper types the phone and chooses a plan.
export const Chart: Story = {
  render: () => <StateChart machine={buyDataMachine} current="choosing" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, buyDataMachine)
    const current = within(canvasElement)
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['choosing'])
  },
}
