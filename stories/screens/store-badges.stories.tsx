import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoreBadges } from '@/screens/shell/store-badges'
import { APP_STORE_URL, PLAY_STORE_URL } from '@/screens/shell/store-links'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StoreBadges',
  component: StoreBadges,
  decorators: [withScreenWidth],
  args: { ios: 'link' },
  parameters: wide,
} satisfies Meta<typeof StoreBadges>
export default meta
type Story = StoryObj<typeof meta>

export const Link: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="store-badges"]')).toHaveAttribute('data-state', 'link')
    const play = canvas.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })
    await expect(play).toHaveAttribute('href', PLAY_STORE_URL)
    const apple = canvas.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
    await expect(apple).toHaveAttribute('href', APP_STORE_URL)
    await expect(apple).toHaveAttribute('target', '_blank')
    // Drawn, not downloaded: no <img> anywhere.
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

export const ComingSoon: Story = {
  args: { ios: 'comingSoon', size: 'sm' },
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    // spec §1: the iOS app is a label reading 'Coming soon', not a link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    const label = canvasElement.querySelector('[data-slot="store-badges-app-store"]') as HTMLElement
    await expect(label).toHaveAttribute('data-state', 'comingSoon')
    await expect(within(label).getByText('Coming soon')).toBeVisible()
  },
}
