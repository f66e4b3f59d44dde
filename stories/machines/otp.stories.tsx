import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { otpMachine } from '@machines/otp/otp.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/Otp',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights where the verification page starts, the state a visitor first meets.
export const Chart: Story = {
  render: () => <StateChart machine={otpMachine} current="enteringCode" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, otpMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['enteringCode'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'enteringCode',
    )
  },
}
