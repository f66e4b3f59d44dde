import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { StoreFrame } from '@/screens/shell/store-frame'
import { Footer } from '@/screens/shell/footer'
import { NavBar } from '@/screens/shell/nav-bar'
import { PromoBar } from '@/screens/shell/promo-bar'
import { NotFound } from '@/screens/static-pages/not-found'
import { narrow, wide, withScreenWidth } from './viewport'

const now = new Date('2026-11-27T08:00:00.000Z').getTime()
const promo = {
  text: 'Black Friday price drop: up to 30% off phones and accessories',
  expires: '2026-11-29T20:30:15.000Z',
}

const meta = {
  title: 'Screens/StoreFrame',
  component: StoreFrame,
  decorators: [withScreenWidth],
  args: {
    promoBar: <PromoBar promo={promo} now={now} state="running" />,
    navBar: <NavBar signedIn={false} onSearch={fn()} onRequireSignIn={fn()} />,
    footer: <Footer year={2026} />,
    children: <NotFound />,
    // The frame is at least a screen tall; the story's box is the visual test's whole 2400px viewport.
    className: 'min-h-0',
  },
  parameters: wide,
} satisfies Meta<typeof StoreFrame>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    // The skip link is the first stop and shows itself when focused.
    await userEvent.tab()
    await expect(skip).toHaveFocus()
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40)
    await userEvent.keyboard('{Enter}')
    const main = canvas.getByRole('main')
    await expect(main).toHaveFocus()
    await expect(main).toHaveAttribute('id', 'main-content')
    // Promo bar, navigation bar, page and footer, top to bottom.
    const order = [
      canvas.getByRole('region', { name: 'Price drop' }),
      canvas.getByRole('banner'),
      main,
      canvas.getByRole('contentinfo'),
    ].map((element) => element.getBoundingClientRect().top)
    await expect([...order].sort((a, b) => a - b)).toEqual(order)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 404 / Page not found' })).toBeVisible()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Products' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('2d 12h 30m 15s')
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
  },
}

export const WithoutPromo: Story = {
  args: { promoBar: <PromoBar promo={null} now={now} state="hidden" /> },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Price drop' })).toBeNull()
    await expect(canvas.getByRole('banner')).toBeVisible()
  },
}
