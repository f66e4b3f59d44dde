import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { IconButton } from '@/ui/icon-button'
import { CartIcon, HeartIcon, MenuIcon, SearchIcon } from '@/ui/icons'
import { CloseIcon } from '@/ui/more-icons'
import { TrashIcon } from '@/ui/more-icons'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Search', children: <SearchIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' })
    await expect(button).toHaveAttribute('data-variant', 'ghost')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(3)
  },
}

export const Primary: Story = { args: { variant: 'primary', 'aria-label': 'Add to wishlist', children: <HeartIcon /> } }
export const Secondary: Story = { args: { variant: 'secondary', 'aria-label': 'Add to cart', children: <CartIcon /> } }
export const Outline: Story = { args: { variant: 'outline', 'aria-label': 'Open menu', children: <MenuIcon /> } }
export const Ghost: Story = { args: { variant: 'ghost', 'aria-label': 'Close', children: <CloseIcon /> } }
export const Danger: Story = { args: { variant: 'danger', 'aria-label': 'Remove from cart', children: <TrashIcon /> } }

export const WithBadge: Story = {
  args: { 'aria-label': 'Cart', children: <CartIcon />, badge: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    // The count is part of the name, so it is read once with the label rather than as stray text.
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' })
    const bubble = canvasElement.querySelector('[data-slot="icon-button-badge"]')
    await expect(bubble).toHaveTextContent('3')
    await expect(bubble).toHaveAttribute('aria-hidden', 'true')
    await expect(bubble).toBeVisible()
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const BadgeSingular: Story = {
  args: { 'aria-label': 'Wishlist', children: <HeartIcon />, badge: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible()
  },
}

export const BadgeOverflow: Story = {
  args: { 'aria-label': 'Cart', children: <CartIcon />, badge: 120 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 99+ items' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="icon-button-badge"]')).toHaveTextContent('99+')
  },
}

export const EmptyBadge: Story = {
  args: { 'aria-label': 'Cart', children: <CartIcon />, badge: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="icon-button-badge"]')).toBeNull()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('data-state', 'disabled')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-3 items-center justify-items-center gap-4 p-2" data-testid="all-variants">
      {(['primary', 'secondary', 'outline', 'ghost', 'danger'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <IconButton key={`${variant}-${size}`} variant={variant} size={size} aria-label={`${variant} ${size}`}>
            <CartIcon />
          </IconButton>
        )),
      )}
      <IconButton aria-label="Cart" badge={3} variant="outline">
        <CartIcon />
      </IconButton>
      <IconButton aria-label="Wishlist" badge={120} variant="outline">
        <HeartIcon />
      </IconButton>
      <IconButton aria-label="Search" disabled>
        <SearchIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(18)
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible()
  },
}
