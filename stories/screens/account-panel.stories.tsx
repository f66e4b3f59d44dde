import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AccountPanel } from '@/screens/shell/account-panel'
import { Button } from '@/ui/button'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/AccountPanel',
  component: AccountPanel,
  decorators: [withScreenWidth],
  parameters: wide,
  args: {
    headingId: 'account-panel-heading',
    heading: 'Sign In',
    intro: 'Welcome back. Sign in to see your cart, wishlist and orders.',
  },
} satisfies Meta<typeof AccountPanel>
export default meta
type Story = StoryObj<typeof meta>

// The frame of /login, /signup and /verification: the heading names the whole section.
export const Default: Story = {
  render: (args) => (
    <AccountPanel {...args}>
      <Button>Continue</Button>
    </AccountPanel>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Sign In' })
    await expect(section).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Sign In' }))
    await expect(canvas.getByText('Welcome back. Sign in to see your cart, wishlist and orders.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible()
  },
}

// On a phone the panel is the page: no card border.
export const Narrow: Story = {
  ...Default,
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('section > div')!
    await expect(getComputedStyle(card).borderTopWidth).toBe('0px')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  },
}
