import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge, Tag } from '@/ui/badge'
import { ClockIcon, StarIcon } from '@/ui/icons'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

const variants = ['neutral', 'primary', 'sale', 'success', 'danger', 'warning', 'muted'] as const

// Each variant's fill, from the tokens: a change of colour is a change someone notices.
const fills = {
  neutral: 'rgb(255, 255, 255)',
  primary: 'rgb(7, 107, 52)',
  sale: 'rgb(179, 63, 5)',
  success: 'rgb(236, 253, 243)',
  danger: 'rgb(200, 30, 30)',
  warning: 'rgb(255, 251, 235)',
  muted: 'rgb(238, 240, 242)',
} as const

function variantPlay(variant: (typeof variants)[number]): Story['play'] {
  return async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]')!
    await expect(badge).toHaveAttribute('data-variant', variant)
    await expect(badge).toBeVisible()
    await expect(getComputedStyle(badge).backgroundColor).toBe(fills[variant])
  }
}

export const Neutral: Story = { args: { variant: 'neutral' }, play: variantPlay('neutral') }
export const Primary: Story = { args: { variant: 'primary', children: 'Bestseller' }, play: variantPlay('primary') }
export const Sale: Story = { args: { variant: 'sale', children: '-25%' }, play: variantPlay('sale') }
export const Success: Story = { args: { variant: 'success', children: 'In stock' }, play: variantPlay('success') }
export const Danger: Story = { args: { variant: 'danger', children: 'Cancelled' }, play: variantPlay('danger') }
export const Warning: Story = { args: { variant: 'warning', children: 'Pending' }, play: variantPlay('warning') }
export const Muted: Story = { args: { variant: 'muted', children: 'Archived' }, play: variantPlay('muted') }

// spec §2 Wishlist: cards show 'Out of stock' and 'Trending' tags.
export const OutOfStock: Story = {
  render: () => <Tag variant="muted">Out of stock</Tag>,
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Out of stock')
    await expect(tag).toHaveAttribute('data-slot', 'badge')
    await expect(tag).toHaveAttribute('data-variant', 'muted')
  },
}

export const Trending: Story = {
  render: () => (
    <Tag variant="sale">
      <StarIcon />
      Trending
    </Tag>
  ),
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Trending')
    await expect(tag).toHaveAttribute('data-variant', 'sale')
    // The icon is decoration: the tag reads as one word.
    await expect(tag).toHaveTextContent(/^Trending$/)
    await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Medium: Story = {
  args: {
    size: 'md',
    variant: 'warning',
    children: (
      <>
        <ClockIcon />
        Ends soon
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveAttribute('data-size', 'md')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-[repeat(3,max-content)] items-center gap-3" data-testid="all-variants">
      {variants.map((variant) =>
        (['sm', 'md'] as const)
          .map((size) => (
            <Badge key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Badge>
          ))
          .concat(
            <Badge key={`${variant}-icon`} variant={variant}>
              <StarIcon />
              {variant} icon
            </Badge>,
          ),
      )}
      <Tag variant="muted">Out of stock</Tag>
      <Tag variant="sale">
        <StarIcon />
        Trending
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(23)
  },
}
