import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Price } from '@/commerce/price'

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { original: 45000 },
} satisfies Meta<typeof Price>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const price = canvasElement.querySelector('[data-slot="price"]')!
    await expect(price).toHaveAttribute('data-state', 'regular')
    await expect(canvas.getByText('₦45,000')).toBeVisible()
    await expect(canvasElement.querySelector('s, del')).toBeNull()
  },
}

export const Discounted: Story = {
  args: { original: 45000, discounted: 38500 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[data-slot="price-current"]')!
    const original = canvasElement.querySelector('[data-slot="price-original"]')!
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'discounted')
    await expect(current).toHaveTextContent('Sale price ₦38,500')
    await expect(current).toHaveClass('text-sale')
    await expect(original.tagName).toBe('S')
    await expect(original).toHaveTextContent('Original price ₦45,000')
    await expect(getComputedStyle(original).textDecorationLine).toBe('line-through')
  },
}

export const PercentOff: Story = {
  args: { original: 40000, discounted: 30000, showPercentOff: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('25% off')).toBeVisible()
  },
}

export const SameAsOriginal: Story = {
  args: { original: 12500, discounted: 12500, showPercentOff: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'regular')
    await expect(canvas.getAllByText(/₦/)).toHaveLength(1)
    await expect(canvas.queryByText(/% off/)).toBeNull()
    await expect(canvasElement.querySelector('s')).toBeNull()
  },
}

export const Total: Story = {
  args: { original: 1234567.5, decimals: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,234,567.50')).toBeVisible()
  },
}

export const Small: Story = { args: { original: 3000, discounted: 2500, size: 'sm' } }
export const Large: Story = { args: { original: 3000, discounted: 2500, size: 'lg' } }

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="contents">
          <span className="text-sm text-foreground-subtle">{size}</span>
          <div className="flex flex-wrap items-center gap-6">
            <Price original={45000} size={size} />
            <Price original={45000} discounted={38500} size={size} />
            <Price original={40000} discounted={30000} showPercentOff size={size} />
            <Price original={250000} discounted={199999.99} decimals size={size} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="price"]')).toHaveLength(12)
    await expect(canvasElement.querySelectorAll('[data-slot="price-original"]')).toHaveLength(9)
    await expect(canvasElement.querySelectorAll('[data-slot="price-badge"]')).toHaveLength(3)
  },
}
