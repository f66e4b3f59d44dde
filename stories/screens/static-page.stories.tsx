import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaticPage } from '@/screens/static-pages/static-page'
import { STATIC_PAGES } from '@/screens/static-pages/content'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaticPage',
  component: StaticPage,
  decorators: [withScreenWidth],
  args: { page: STATIC_PAGES.contact, onBack: fn() },
  parameters: wide,
} satisfies Meta<typeof StaticPage>
export default meta
type Story = StoryObj<typeof meta>

export const Contact: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledTimes(1)
    // spec §9: business hours and the reply time.
    await expect(canvas.getByText(/Our team works Mon-Fri 9AM-5PM/)).toBeVisible()
    await expect(canvas.getByText(/We reply within 5 business days/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Email support@oja.ng' })).toHaveAttribute(
      'href',
      'mailto:support@oja.ng',
    )
    // spec §1: the six FAQ entries, closed at first.
    const faq = canvas.getByRole('region', { name: 'Frequently asked questions' })
    const questions = within(faq).getAllByRole('button')
    await expect(questions.map((q) => q.textContent)).toEqual([
      'Where is Oja based?',
      'How long does delivery take?',
      'How can I track my order?',
      'How can I pay?',
      'How do I reach customer support?',
      'Is Oja a registered business?',
    ])
    await userEvent.click(questions[5]!)
    await expect(within(faq).getByText(/registration number RC 1873452/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page')
    // The help pages sit beside the text on a desktop.
    const related = canvas.getByRole('navigation', { name: 'Help pages' }).getBoundingClientRect()
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect()
    await expect(related.left).toBeGreaterThan(title.left + 400)
  },
}

export const ContactNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' })
    await userEvent.tab()
    await expect(back).toHaveFocus()
    // On a phone the help pages come after the text.
    const related = canvas.getByRole('navigation', { name: 'Help pages' }).getBoundingClientRect()
    const faq = canvas.getByRole('region', { name: 'Frequently asked questions' }).getBoundingClientRect()
    await expect(related.top).toBeGreaterThan(faq.bottom)
  },
}

export const ReturnPolicy: Story = {
  args: { page: STATIC_PAGES['return-policy'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible()
    // spec §9 Policies.
    await expect(canvas.getByText(/within 24 hours of receiving your order/)).toBeVisible()
    await expect(canvas.getByText(/an exchange ships in 1-2 days/)).toBeVisible()
    await expect(canvas.getByText(/processing takes 1-2 days/)).toBeVisible()
    await expect(canvas.getByText('Used devices: 1 week validity.')).toBeVisible()
    await expect(canvas.getByText('Brand new devices: 2 weeks validity.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Frequently asked questions' })).toBeNull()
  },
}

export const Privacy: Story = {
  args: { page: STATIC_PAGES.privacy },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(canvas.getByText(/never stored by Oja/)).toBeVisible()
    await expect(canvas.getByText(/We reply within 5 business days/)).toBeVisible()
  },
}

export const ShippingPolicy: Story = {
  args: { page: STATIC_PAGES['shipping-policy'] },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible()
    await expect(
      canvas.getByText(/Delivery takes 24-48 hours after your order is confirmed. Orders placed/),
    ).toBeVisible()
    await expect(canvas.getByText('Express delivery: ₦10,000, airport pickup.')).toBeVisible()
    const faq = canvas.getByRole('region', { name: 'Frequently asked questions' })
    await expect(within(faq).getAllByRole('button')).toHaveLength(3)
  },
}

export const Terms: Story = {
  args: { page: STATIC_PAGES.terms },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible()
    await expect(
      canvas.getByText(/card, bank transfer or mobile payments through our two payment gateways/),
    ).toBeVisible()
    const article = canvas.getByRole('article')
    await expect(within(article).getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy')
  },
}
