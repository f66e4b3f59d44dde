import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { CartIcon, HeartIcon, SearchIcon } from '@/ui/icons'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Cart is Empty!' },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

const explore = fn()

// spec §2 Cart: 'An empty cart shows 'Cart is Empty!' with an Explore button to the listing.'
export const CartEmpty: Story = {
  args: { icon: <CartIcon />, action: <Button onClick={explore}>Explore</Button> },
  play: async ({ canvas, canvasElement }) => {
    explore.mockClear()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cart is Empty!' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true')
    const button = canvas.getByRole('button', { name: 'Explore' })
    await userEvent.click(button)
    await expect(explore).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(explore).toHaveBeenCalledTimes(2)
  },
}

// spec §2 Wishlist: 'An empty wishlist shows 'Wishlist is Empty'.'
export const WishlistEmpty: Story = {
  args: { title: 'Wishlist is Empty', icon: <HeartIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wishlist is Empty' })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

// spec §2 Product listing: an empty result, with an 'Explore others' button.
export const NoResults: Story = {
  args: {
    title: 'Hang tight! These amazing products are coming soon!',
    icon: <SearchIcon />,
    action: <Button variant="outline">Explore others</Button>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Hang tight! These amazing products are coming soon!' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Explore others' })).toBeEnabled()
  },
}

// spec §2 Checkout: 'No items in your cart to Checkout!' with an Explore button.
export const CheckoutEmpty: Story = {
  args: { title: 'No items in your cart to Checkout!', action: <Button>Explore</Button>, headingLevel: 1, size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No items in your cart to Checkout!' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="empty-state"]')).toHaveAttribute('data-size', 'lg')
  },
}

export const WithDescription: Story = {
  args: {
    title: 'This product is not available!',
    description: 'It may have sold out or been removed.',
    action: <Button>Explore</Button>,
    headingLevel: 3,
    size: 'sm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'This product is not available!' })).toBeVisible()
    await expect(canvas.getByText('It may have sold out or been removed.')).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[56rem] grid-cols-3 items-start gap-4" data-testid="all-variants">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <EmptyState
          key={size}
          size={size}
          className="rounded-md border border-border"
          icon={<CartIcon />}
          title="Cart is Empty!"
          description={`Size ${size}`}
          action={<Button size={size}>Explore</Button>}
        />
      ))}
      <EmptyState className="rounded-md border border-border" title="Wishlist is Empty" />
      <EmptyState
        className="col-span-2 rounded-md border border-border"
        icon={<SearchIcon />}
        title="Hang tight! These amazing products are coming soon!"
        action={<Button variant="outline">Explore others</Button>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5)
    await expect(canvas.getAllByRole('button', { name: 'Explore' })).toHaveLength(3)
  },
}
