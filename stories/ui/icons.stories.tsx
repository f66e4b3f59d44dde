import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as icons from '@/ui/icons'
import * as moreIcons from '@/ui/more-icons'
import * as signInIcons from '@/ui/sign-in-icons'
import { CartIcon } from '@/ui/icons'
import { IconList } from './icon-members'

const meta = {
  title: 'UI/Icons',
  component: CartIcon,
} satisfies Meta<typeof CartIcon>
export default meta
type Story = StoryObj<typeof meta>

// Every icon of the set, from each of its modules, ordered by name (the first module also exports the maker).
const { icon: _maker, ...firstIcons } = icons
const set = Object.entries({ ...firstIcons, ...moreIcons, ...signInIcons }).sort(([a], [b]) => a.localeCompare(b))

// Beside a visible text, an icon is decoration: hidden from assistive technology.
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="icon"]')!
    await expect(svg).toHaveAttribute('data-icon', 'cart')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).not.toHaveAttribute('role')
    await expect(svg).toHaveAttribute('width', '20')
  },
}

// Standing alone, an icon carries its own name.
export const Labelled: Story = {
  args: { 'aria-label': 'Cart', size: 32 },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Cart' })
    await expect(svg).not.toHaveAttribute('aria-hidden')
    await expect(svg).toHaveAttribute('width', '32')
  },
}

export const AllVariants: Story = {
  render: () => (
    <IconList icons={set} className="m-0 grid list-none grid-cols-4 gap-4 p-0 text-foreground sm:grid-cols-6" />
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-slot="icon"]')
    await expect(drawn).toHaveLength(set.length)
    // Every icon has its own name, so styles and tests can tell them apart.
    const names = new Set([...drawn].map((svg) => svg.getAttribute('data-icon')))
    await expect(names.size).toBe(set.length)
  },
}
