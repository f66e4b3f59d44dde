import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PromoBar } from '@/screens/shell/promo-bar'
import { narrow, wide, withScreenWidth } from './viewport'

// A fixed clock: the machine's `now` is a prop here, so the bar never moves.
const now = new Date('2026-11-27T08:00:00.000Z').getTime()
const promo = {
  text: 'Black Friday price drop: up to 30% off phones and accessories',
  expires: '2026-11-29T20:30:15.000Z',
}

const meta = {
  title: 'Screens/PromoBar',
  component: PromoBar,
  decorators: [withScreenWidth],
  args: { promo, now, state: 'running' },
  parameters: { ...wide, stateChart: { machine: 'promoCountdown', slot: 'promo-bar' } },
} satisfies Meta<typeof PromoBar>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('region', { name: 'Price drop' })
    await expect(bar).toHaveAttribute('data-state', 'running')
    await expect(canvas.getByText(promo.text)).toBeVisible()
    const timer = canvas.getByRole('timer', { name: 'Price drop ends in: 2 days, 12 hours, 30 minutes, 15 seconds' })
    await expect(timer).toHaveTextContent('2d 12h 30m 15s')
    await expect(canvas.getByText('Ends in')).toBeVisible()
    // The text and the time share one line on a desktop.
    const text = canvas.getByText(promo.text).getBoundingClientRect()
    await expect(Math.abs(text.top - timer.getBoundingClientRect().top)).toBeLessThan(6)
    await expect(canvasElement.querySelector('[data-slot="promo-bar"]')!.getBoundingClientRect().height).toBeLessThan(
      48,
    )
  },
}

export const RunningNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveTextContent('2d 12h 30m 15s')
    // On a phone the time wraps under the text instead of squeezing it.
    const text = canvas.getByText(promo.text).getBoundingClientRect()
    await expect(timer.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.bottom - 1)
  },
}

export const Expired: Story = {
  args: { state: 'expired', now: new Date('2026-11-30T08:00:00.000Z').getTime() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Price drop' })).toHaveAttribute('data-state', 'expired')
    const timer = canvas.getByRole('timer', { name: 'Price drop ends in: 0 days, 0 hours, 0 minutes, 0 seconds' })
    await expect(timer).toHaveTextContent('0d 00h 00m 00s')
  },
}

export const Invalid: Story = {
  args: { state: 'invalid', promo: { ...promo, expires: 'end of the month' } },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Price drop' })).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.getByText('Invalid date string provided')).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.queryByText('Ends in')).toBeNull()
  },
}

export const Hidden: Story = {
  args: { state: 'hidden', promo: null },
  parameters: { ...wide, visual: { ...wide.visual, skip: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="promo-bar"]')).toBeNull()
    await expect(canvasElement.textContent).toBe('')
  },
}
