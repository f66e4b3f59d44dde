// The story of a set of icons drawn outside the main set's module (src/ui/more-icons.tsx, src/ui/sign-in-icons.tsx):
// each is drawn by name and checked to be a member of the one icon set in its own right. The whole set's grid is
// UI/Icons, AllVariants.
import type { ComponentType } from 'react'
import type { StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

type Icon = ComponentType<{ size?: number }>
type IconModule = Record<string, Icon>

/** Icons drawn at 24 px, each over its name; `className` lays the list out (a wrapping row, a grid). */
export function IconList({ icons, className }: { icons: [string, Icon][]; className: string }) {
  return (
    <ul className={className}>
      {icons.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-1 text-xs text-foreground-subtle">
          <Icon size={24} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  )
}

export function iconMembersStory(icons: IconModule): StoryObj {
  const members = Object.entries(icons)
  return {
    render: () => <IconList icons={members} className="m-0 flex list-none flex-wrap gap-4 p-0 text-foreground" />,
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
}
