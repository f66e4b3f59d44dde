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

// The root has no states of its own: it holds the long-lived actors and hands facts on, which its events list shows.
export const Chart: Story = {
  render: () => <StateChart machine={appMachine} />,
  play: async ({ canvasElement }) => {
    const listed = within(canvasElement.querySelector<HTMLElement>('[data-slot="state-chart-events"]')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    await expect(listed).toEqual(['session.signedIn', 'session.signedOut', 'cart.changed', 'wishlist.changed', 'cart.replaced', 'wishlist.replaced', 'lists.refresh'])
  },
}
