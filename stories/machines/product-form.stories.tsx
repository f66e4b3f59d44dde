import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { productFormMachine } from '@machines/product-form/product-form.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/ProductForm',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the form in edit mode, where the vendor saves, marks out of stock and deletes.
export const Chart: Story = {
  render: () => <StateChart machine={productFormMachine} current="edit" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, productFormMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['edit'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'edit',
    )
  },
}
