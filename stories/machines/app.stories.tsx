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

// The root has no states of its own: it holds the long-lived actors, which are told directly by their systemId. Its one
// event is the sign-in modal's code arriving, at the shopper's first touch (ADR 0051), which spawns the modal's flow.
export const Chart: Story = {
  render: () => <StateChart machine={appMachine} />,
  play: async ({ canvasElement }) => {
    const listed = within(canvasElement.querySelector<HTMLElement>('[data-slot="state-chart-events"]')!).queryAllByRole(
      'listitem',
    )
    await expect(listed.map((item) => item.textContent)).toEqual(['signInModal.arrived'])
  },
}
