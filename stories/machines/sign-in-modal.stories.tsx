import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { signInModalMachine } from '@machines/sign-in-modal/sign-in-modal.machine'
import { StateChart } from './state-chart'
import { expectChartOf } from './state-chart.expect'

const meta = {
  title: 'Machines/SignInModal',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Highlights the wait for the provider's token, where the modal's button spins.
export const Chart: Story = {
  render: () => <StateChart machine={signInModalMachine} current="awaitingToken" />,
  play: async ({ canvasElement }) => {
    await expectChartOf(canvasElement, signInModalMachine)
    const canvas = within(canvasElement)
    const current = canvas.getAllByRole('rowheader').filter((header) => header.getAttribute('aria-current') === 'true')
    await expect(current.map((header) => header.querySelector('code')?.textContent)).toEqual(['awaitingToken'])
    await expect(canvasElement.querySelector('[data-slot="state-chart-state"][data-active]')).toHaveAttribute(
      'data-state-id',
      'awaitingToken',
    )
  },
}
