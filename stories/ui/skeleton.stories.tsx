import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton } from '@/ui/skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {
  args: { shape: 'text' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-slot="skeleton"]')!
    await expect(block).toHaveAttribute('aria-hidden', 'true')
    await expect(block).toHaveAttribute('data-variant', 'text')
    await expect(block.getBoundingClientRect().height).toBe(16)
    // It pulses with the shared keyframes (reduced motion turns it off).
    await expect(getComputedStyle(block).animationName).toBe('oja-pulse')
  },
}

export const Rect: Story = {
  args: { shape: 'rect' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]')!
    await expect(block).toHaveAttribute('data-variant', 'rect')
    await expect(block.getBoundingClientRect().height).toBe(96)
  },
}

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]')!
    const { width, height } = block.getBoundingClientRect()
    await expect(width).toBe(height)
    await expect(getComputedStyle(block).borderTopLeftRadius).not.toBe('0px')
  },
}

// spec §2 Product detail: 'Loading placeholder first.' The region says it is busy; the blocks stay silent.
export const ProductCardLoading: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading product"
      role="group"
      className="flex w-64 flex-col gap-3 rounded-md border border-border p-3"
    >
      <Skeleton shape="rect" className="h-40" />
      <Skeleton className="w-4/5" />
      <Skeleton className="w-2/5" />
      <div className="flex items-center gap-2">
        <Skeleton shape="circle" className="size-6" />
        <Skeleton className="w-1/3" />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(5)
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="flex w-96 flex-col gap-4" data-testid="all-variants">
      <div className="flex flex-col gap-2">
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
      <Skeleton shape="rect" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" className="size-16" />
        <Skeleton shape="text" className="w-32" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(7)
  },
}
