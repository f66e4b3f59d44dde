// The icons that only later screens and dialogs draw (src/ui/more-icons.tsx, and the sign-in forms' in
// src/ui/sign-in-icons.tsx). They belong to the one icon set and are drawn in its grid (UI/Icons, AllVariants); here
// each is checked to be a member of the set in its own right.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as moreIcons from '@/ui/more-icons'
import * as signInIcons from '@/ui/sign-in-icons'

const meta = {
  title: 'UI/MoreIcons',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const members = Object.entries({ ...moreIcons, ...signInIcons })

export const Members: Story = {
  render: () => (
    <ul className="m-0 flex list-none flex-wrap gap-4 p-0 text-foreground">
      {members.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs text-foreground-subtle">
          <Icon size={24} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('[data-slot="icon"]')]
    await expect(drawn).toHaveLength(members.length)
    // Drawn like every icon of the set: decorative, 24×24 grid, its own name.
    for (const svg of drawn) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true')
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24')
    }
    await expect(new Set(drawn.map((svg) => svg.getAttribute('data-icon'))).size).toBe(members.length)
  },
}
