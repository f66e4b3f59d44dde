import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { NotFound } from '@/screens/static-pages/not-found'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  decorators: [withScreenWidth],
  parameters: wide,
} satisfies Meta<typeof NotFound>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    // spec §2: the heading reads 'Error 404 / Page not found', character for character.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Error 404 / Page not found' })
    await expect(heading).toHaveTextContent('Error 404 / Page not found')
    const home = canvas.getByRole('link', { name: 'Back to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await userEvent.tab()
    await expect(home).toHaveFocus()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Error 404 / Page not found' })
    // 'Error 404' and 'Page not found' are drawn as two lines.
    const [big, small] = [canvas.getByText('Error 404'), canvas.getByText('Page not found')]
    await expect(small.getBoundingClientRect().top).toBeGreaterThanOrEqual(big.getBoundingClientRect().bottom - 1)
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(375)
  },
}
