import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RequestSuccess } from '@/screens/static-pages/request-success'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/RequestSuccess',
  component: RequestSuccess,
  decorators: [withScreenWidth],
  parameters: wide,
} satisfies Meta<typeof RequestSuccess>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible()
    // spec §2 Request success: a confirmation email, and a reply within 5 business days.
    const message = canvas.getByText(/sent a confirmation email to/)
    await expect(message).toHaveTextContent(
      'We have received your request and sent a confirmation email to your inbox. Our team will reply within 5 business days.',
    )
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/product-listing')
  },
}

export const WithEmailNarrow: Story = {
  args: { email: 'ada.okafor@example.com' },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/sent a confirmation email to/)).toHaveTextContent(
      'We have received your request and sent a confirmation email to ada.okafor@example.com. Our team will reply within 5 business days.',
    )
  },
}
