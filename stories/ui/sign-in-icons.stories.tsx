// The sign-in forms' icons (src/ui/sign-in-icons.tsx): Google's mark and the password field's eye. They belong to the
// one icon set and are drawn in its grid (UI/Icons, AllVariants); here each is checked to be a member of the set in
// its own right.
import type { Meta, StoryObj } from '@storybook/react-vite'
import * as signInIcons from '@/ui/sign-in-icons'
import { iconMembersStory } from './icon-members'

const meta = {
  title: 'UI/SignInIcons',
  parameters: { controls: { disable: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Members: Story = iconMembersStory(signInIcons)
