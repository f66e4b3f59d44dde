import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ProgressBar } from '@/ui/progress-bar'

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading images', value: 40 },
} satisfies Meta<typeof ProgressBar>
export default meta
type Story = StoryObj<typeof meta>

function filledFraction(bar: HTMLElement) {
  const track = bar.getBoundingClientRect()
  const fill = bar.querySelector('[data-slot="progress-bar-indicator"]')!.getBoundingClientRect()
  return (fill.right - track.left) / track.width
}

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', '100')
    await expect(bar).toHaveAttribute('data-state', 'loading')
    await expect(filledFraction(bar)).toBeCloseTo(0.4, 2)
  },
}

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images' })
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(bar).toHaveAttribute('data-state', 'complete')
    await expect(filledFraction(bar)).toBeCloseTo(1, 2)
  },
}

export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    // A value past the ends is held at the end rather than drawn past the track.
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images' })
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(filledFraction(bar)).toBeCloseTo(1, 2)
  },
}

export const Indeterminate: Story = {
  args: { value: undefined, label: 'Loading page' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' })
    // No value is claimed while the amount is unknown.
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
    const indicator = bar.querySelector('[data-slot="progress-bar-indicator"]')!
    await expect(getComputedStyle(indicator).animationName).toBe('oja-progress')
  },
}

export const Top: Story = {
  args: { placement: 'top', size: 'sm', value: undefined, label: 'Loading page' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' })
    const box = bar.getBoundingClientRect()
    await expect(getComputedStyle(bar).position).toBe('fixed')
    await expect(box.top).toBe(0)
    await expect(box.left).toBe(0)
    await expect(box.width).toBe(document.documentElement.clientWidth)
    await expect(box.height).toBe(4)
  },
}

export const TopDeterminate: Story = {
  args: { placement: 'top', size: 'sm', value: 70, label: 'Loading page' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' })
    await expect(bar).toHaveAttribute('aria-valuenow', '70')
    await expect(bar.getBoundingClientRect().top).toBe(0)
    await expect(filledFraction(bar)).toBeCloseTo(0.7, 2)
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="flex w-96 flex-col gap-4" data-testid="all-variants">
      {([0, 40, 100] as const).map((value) => (
        <ProgressBar key={`md-${value}`} value={value} label={`Upload ${value}`} />
      ))}
      <ProgressBar size="sm" value={65} label="Upload small" />
      <ProgressBar label="Loading" />
      {/* The transform makes this box the containing block, so the top bar is drawn inside it. */}
      <div className="relative h-12 rounded-md border border-border [transform:translateZ(0)]">
        <ProgressBar placement="top" size="sm" value={55} label="Loading page" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(6)
  },
}
