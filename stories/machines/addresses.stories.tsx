import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { addressesMachine } from '@machines/addresses/addresses.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Addresses',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the list at rest, where the shopper adds, edits and deletes.
export const Chart: Story = {
  render: () => <StateChart machine={addressesMachine} current="ready" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, addressesMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['ready'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'ready',
    )
  },
}
