import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { addressFormMachine } from '@machines/address-form/address-form.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/AddressForm',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the open form, where the shopper types an address.
export const Chart: Story = {
  render: () => <StateChart machine={addressFormMachine} current="editing" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, addressFormMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['editing'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'editing',
    )
  },
}
