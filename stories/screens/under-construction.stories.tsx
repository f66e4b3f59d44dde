import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { UnderConstruction } from '@/screens/static-pages/under-construction'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/UnderConstruction',
  component: UnderConstruction,
  decorators: [withScreenWidth],
  parameters: wide,
} satisfies Meta<typeof UnderConstruction>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page is under construction' })).toBeVisible()
    await expect(canvas.getByText(/Booking a call with our team is coming soon/)).toBeVisible()
    const home = canvas.getByRole('link', { name: 'Back to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await userEvent.tab()
    await expect(home).toHaveFocus()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(375)
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  },
}
