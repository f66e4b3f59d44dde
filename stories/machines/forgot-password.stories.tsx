import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { forgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/ForgotPassword',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights where the forgot-password page starts: asking for the email.
export const Chart: Story = {
  render: () => <StateChart machine={forgotPasswordMachine} current="enteringEmail" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, forgotPasswordMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['enteringEmail'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'enteringEmail',
    )
  },
}
