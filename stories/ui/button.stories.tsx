import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link as RouterLink } from 'react-router-dom'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '@/ui/button'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

export const Secondary: Story = { args: { variant: 'secondary' } }
export const Outline: Story = { args: { variant: 'outline' } }
export const Ghost: Story = { args: { variant: 'ghost' } }
export const Link: Story = { args: { variant: 'link', children: 'Explore others' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Delete product' } }

export const Loading: Story = {
  args: { loading: true, children: 'Place order' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Place order' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('data-state', 'loading')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

// A link that looks like a button stays a link: Button paints the router's <Link> it wraps (asChild).
export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline" size="lg" className="w-full">
      <RouterLink to="/product-listing" data-slot="explore-link">
        Explore
      </RouterLink>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
    const link = canvas.getByRole('link', { name: 'Explore' })
    await expect(link).toHaveAttribute('href', '/product-listing')
    await expect(link).toHaveAttribute('data-slot', 'explore-link')
    await expect(link).toHaveAttribute('data-variant', 'outline')
    await expect(link).toHaveAttribute('data-size', 'lg')
    await expect(link).toHaveClass('border-border-strong', 'h-12', 'w-full')
    await expect(link).not.toHaveAttribute('type')
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-3" data-testid="all-variants">
      {(['primary', 'secondary', 'outline', 'ghost', 'link', 'danger'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
      <Button loading>Loading</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(20)
  },
}
