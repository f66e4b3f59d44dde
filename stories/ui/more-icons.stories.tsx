// The icons that only later screens and dialogs draw (src/ui/more-icons.tsx). They belong to the one icon set and are
// drawn in its grid (UI/Icons, AllVariants); here each is checked to be a member of the set in its own right.
import type { Meta, StoryObj } from '@storybook/react-vite'
import * as moreIcons from '@/ui/more-icons'
import { iconMembersStory } from './icon-members'

const meta = {
  title: 'UI/MoreIcons',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Members: Story = iconMembersStory(moreIcons)
