import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Faq } from '@/screens/static-pages/faq'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Faq',
  component: Faq,
  decorators: [withScreenWidth],
  parameters: narrow,
} satisfies Meta<typeof Faq>
export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('button', { name: 'How long does delivery take?' })
    const payment = canvas.getByRole('button', { name: 'How can I pay?' })
    await expect(canvas.getAllByRole('button')).toHaveLength(6)
    await expect(delivery).toHaveAttribute('aria-expanded', 'false')

    // Items open independently: opening one leaves the other open.
    await userEvent.click(delivery)
    await userEvent.click(payment)
    await expect(delivery).toHaveAttribute('aria-expanded', 'true')
    await expect(payment).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('Delivery takes 24-48 hours after your order is confirmed.')).toBeVisible()
    await expect(canvas.getByText(/card, bank transfer or mobile payments/)).toBeVisible()

    // Keyboard: Enter closes the focused question again.
    await userEvent.keyboard('{Enter}')
    await expect(payment).toHaveAttribute('aria-expanded', 'false')
    await expect(delivery).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Expanded: Story = {
  args: { defaultOpen: [0, 2, 4] },
  parameters: wide,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Oja is based in Ilorin/)).toBeVisible()
    await expect(canvas.getByText(/tracking number by email or SMS/)).toBeVisible()
    await expect(canvas.getByText(/by email at support@oja.ng or by live chat/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'How can I pay?' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('heading', { level: 3, name: 'Where is Oja based?' })).toBeVisible()
  },
}
