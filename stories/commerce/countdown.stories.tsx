import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Countdown } from '@/commerce/countdown'

// A fixed instant: the clock is a prop, so these stories never move.
const now = new Date('2026-11-22T08:00:00.000Z')
const inTwoDays = '2026-11-24T12:10:05.000Z'

const meta = {
  title: 'Commerce/Countdown',
  component: Countdown,
  args: { target: inTwoDays, now, label: 'Price drop ends in' },
} satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Price drop ends in: 2 days, 4 hours, 10 minutes, 5 seconds' })
    await expect(timer).toHaveAttribute('data-state', 'running')
    await expect(timer).toHaveAttribute('data-variant', 'compact')
    await expect(timer).toHaveAttribute('aria-live', 'off')
    await expect(timer).toHaveTextContent('2d 04h 10m 05s')
  },
}

export const Blocks: Story = {
  args: { variant: 'blocks' },
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveAttribute('data-variant', 'blocks')
    const units = [...canvasElement.querySelectorAll('[data-slot="countdown-unit"]')].map((u) => u.textContent)
    await expect(units).toEqual(['02Days', '04Hours', '10Mins', '05Secs'])
  },
}

export const Finished: Story = {
  args: { target: '2026-11-21T08:00:00.000Z' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Price drop ends in: 0 days, 0 hours, 0 minutes, 0 seconds' })
    await expect(timer).toHaveAttribute('data-state', 'finished')
    await expect(timer).toHaveTextContent('0d 00h 00m 00s')
  },
}

export const Invalid: Story = {
  args: { target: 'next Friday-ish' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Invalid date string provided')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="countdown"]')).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

export const Ticking: Story = {
  // One second later the view moves on by one second: the arithmetic, not a timer, drives it.
  render: (args) => (
    <div className="flex gap-6">
      <Countdown {...args} now={now} data-testid="before" />
      <Countdown {...args} now={now.getTime() + 1000} data-testid="after" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('before')).toHaveTextContent('2d 04h 10m 05s')
    await expect(canvas.getByTestId('after')).toHaveTextContent('2d 04h 10m 04s')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['compact', 'blocks'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-8">
          <Countdown variant={variant} target={inTwoDays} now={now} label="Price drop ends in" />
          <Countdown variant={variant} target="2026-11-22T08:00:09.000Z" now={now} label="Flash sale ends in" />
          <Countdown variant={variant} target="2026-11-21T08:00:00.000Z" now={now} label="Ended sale" />
          <Countdown variant={variant} target="not a date" now={now} />
        </div>
      ))}
      <div className="w-fit rounded-md bg-sale px-3 py-2 text-sm text-sale-foreground">
        Price drop! Ends in <Countdown target={inTwoDays} now={now} label="Price drop ends in" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('timer')).toHaveLength(7)
    await expect(canvas.getAllByText('Invalid date string provided')).toHaveLength(2)
  },
}
