import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from '@/ui/spinner'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

const sizes = ['sm', 'md', 'lg'] as const
const widths = { sm: '14px', md: '20px', lg: '32px' } as const

function sizePlay(size: (typeof sizes)[number]): Story['play'] {
  return async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading' })
    await expect(spinner).toHaveAttribute('data-size', size)
    await expect(getComputedStyle(spinner).width).toBe(widths[size])
  }
}

export const Small: Story = { args: { size: 'sm' }, play: sizePlay('sm') }
export const Medium: Story = { args: { size: 'md' }, play: sizePlay('md') }
export const Large: Story = { args: { size: 'lg' }, play: sizePlay('lg') }

// What is loading is said, not only drawn.
export const Labelled: Story = {
  args: { label: 'Loading products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-6 text-primary">
      {sizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(sizes.length)
  },
}
