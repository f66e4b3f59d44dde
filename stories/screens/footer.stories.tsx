import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Footer } from '@/screens/shell/footer'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/Footer',
  component: Footer,
  decorators: [withScreenWidth],
  args: { year: 2026 },
  parameters: wide,
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(within(footer).getByText('© 2026 Oja. All rights reserved.')).toBeVisible()
    // spec §2: policy links to the static pages.
    const policies = within(canvas.getByRole('navigation', { name: 'Policies' })).getAllByRole('link')
    await expect(policies.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact Us', '/contact'],
      ['Return Policy', '/return-policy'],
      ['Privacy Policy', '/privacy'],
      ['Shipping Policy', '/shipping-policy'],
      ['Terms & Conditions', '/terms'],
    ])
    for (const name of ['Oja on Facebook', 'Oja on Instagram', 'Oja on X', 'Oja on YouTube']) {
      const link = within(footer).getByRole('link', { name })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(within(footer).getByRole('link', { name: /Get it on Google Play/ })).toBeVisible()
    await expect(within(footer).getByRole('link', { name: /Download on the App Store/ })).toBeVisible()
    // Three columns side by side on a desktop.
    const brand = footer.querySelector('[data-slot="footer-brand"]')!.getBoundingClientRect()
    const social = footer.querySelector('[data-slot="footer-social"]')!.getBoundingClientRect()
    await expect(brand.top).toBe(social.top)
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    const brand = footer.querySelector('[data-slot="footer-brand"]')!.getBoundingClientRect()
    const policies = footer.querySelector('[data-slot="footer-policies"]')!.getBoundingClientRect()
    // Stacked on a phone.
    await expect(policies.top).toBeGreaterThan(brand.bottom)
    await expect(within(footer).getByText('© 2026 Oja. All rights reserved.')).toBeVisible()
    // Every link can be reached with Tab.
    const links = within(footer).getAllByRole('link')
    await userEvent.tab()
    await expect(links[0]).toHaveFocus()
    await expect(links).toHaveLength(2 + 5 + 4)
  },
}
