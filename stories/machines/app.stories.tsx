import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { appMachine } from '@machines/app/app.machine'
import { StateChart } from './state-chart'

const meta = {
  title: 'Machines/App',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// The root has no states or events of its own: it only holds the long-lived actors, which are told directly by their
// systemId, so its events list is empty.
export const Chart: Story = {
  render: () => <StateChart machine={appMachine} />,
  play: async ({ canvasElement }) => {
    const listed = within(canvasElement.querySelector<HTMLElement>('[data-slot="state-chart-events"]')!).queryAllByRole(
      'listitem',
    )
    await expect(listed).toEqual([])
  },
}
