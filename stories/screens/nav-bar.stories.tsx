import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NavBar } from '@/screens/shell/nav-bar'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/NavBar',
  component: NavBar,
  decorators: [withScreenWidth],
  args: { signedIn: false, onSearch: fn(), onRequireSignIn: fn(), currentPath: '/' },
  parameters: { ...wide, stateChart: { machine: 'session', slot: 'nav-bar' } },
} satisfies Meta<typeof NavBar>
export default meta
type Story = StoryObj<typeof meta>

// Links in these stories are plain anchors; a click that is not gated would navigate the story frame away.
function blockNavigation(element: HTMLElement) {
  element.addEventListener('click', (event) => event.preventDefault())
}

export const SignedOut: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    blockNavigation(canvasElement)
    const header = canvasElement.querySelector('[data-slot="nav-bar"]')!
    await expect(header).toHaveAttribute('data-state', 'signedOut')
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull()
    await expect(canvas.getByText('NGN')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Oja home' })).toHaveAttribute('aria-current', 'page')

    // spec §2: a visitor's Swap, Profile, Wishlist and Cart open the sign-in modal instead of the page.
    await userEvent.click(within(nav).getByRole('link', { name: 'Swap deals' }))
    await expect(args.onRequireSignIn).toHaveBeenLastCalledWith('/swap')
    await userEvent.click(within(nav).getByRole('link', { name: 'Login' }))
    await expect(args.onRequireSignIn).toHaveBeenLastCalledWith('/profile')
    await userEvent.click(within(nav).getByRole('link', { name: 'Wishlist' }))
    await expect(args.onRequireSignIn).toHaveBeenLastCalledWith('/wishlist')
    await userEvent.click(within(nav).getByRole('link', { name: 'Cart' }))
    await expect(args.onRequireSignIn).toHaveBeenLastCalledWith('/cart')
    await userEvent.click(within(nav).getByRole('link', { name: 'Explore' }))
    await expect(args.onRequireSignIn).toHaveBeenCalledTimes(4)

    // One row on a desktop: the search box sits between the logo and the links.
    const search = canvas.getByRole('search', { name: 'Products' }).getBoundingClientRect()
    const links = nav.getBoundingClientRect()
    await expect(Math.abs(search.top + search.height / 2 - (links.top + links.height / 2))).toBeLessThan(8)
    await expect(search.right).toBeLessThanOrEqual(links.left)
  },
}

// Behaviour only: it looks like SignedOut, so it has no baseline of its own.
const behaviourOnly = { ...wide, visual: { ...wide.visual, skip: true } }

export const Searching: Story = {
  parameters: behaviourOnly,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' })
    await userEvent.type(box, '  tecno camon  {Enter}')
    await expect(args.onSearch).toHaveBeenLastCalledWith('tecno camon')
    await userEvent.clear(box)
    await userEvent.type(box, 'oraimo earbuds')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenLastCalledWith('oraimo earbuds')
    await expect(args.onSearch).toHaveBeenCalledTimes(2)
  },
}

export const WithQuery: Story = {
  args: { defaultQuery: 'power bank', currentPath: '/product-listing' },
  parameters: narrow,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('power bank')
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('power bank')
  },
}

export const KeyboardOrder: Story = {
  parameters: behaviourOnly,
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    const order = [
      canvas.getByRole('link', { name: 'Oja home' }),
      canvas.getByRole('searchbox', { name: 'Search products' }),
      canvas.getByRole('button', { name: 'Search' }),
      within(nav).getByRole('link', { name: 'Explore' }),
      within(nav).getByRole('link', { name: 'Swap deals' }),
      within(nav).getByRole('link', { name: 'Login' }),
      within(nav).getByRole('link', { name: 'Wishlist' }),
      within(nav).getByRole('link', { name: 'Cart' }),
    ]
    for (const element of order) {
      await userEvent.tab()
      await expect(element).toHaveFocus()
    }
    // Enter on a gated link opens the sign-in modal, exactly like a click.
    await userEvent.keyboard('{Enter}')
    await expect(args.onRequireSignIn).toHaveBeenLastCalledWith('/cart')
  },
}

export const SignedOutNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const logo = canvas.getByRole('link', { name: 'Oja home' }).getBoundingClientRect()
    const search = canvas.getByRole('search', { name: 'Products' }).getBoundingClientRect()
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    // Phone layout: the search has its own full-width row under the logo, the links a row of labelled icons.
    await expect(search.top).toBeGreaterThanOrEqual(logo.bottom)
    await expect(search.width).toBeGreaterThan(330)
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(search.bottom)
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Explore',
      'Swap deals',
      'Login',
      'Wishlist',
      'Cart',
    ])
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top))
    await expect(new Set(tops).size).toBe(1)
    await expect(
      canvasElement.querySelector('[data-slot="nav-bar"]')!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(375)
  },
}

export const SignedIn: Story = {
  args: { signedIn: true, wishlistCount: 3, cartCount: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    blockNavigation(canvasElement)
    await expect(canvasElement.querySelector('[data-slot="nav-bar"]')).toHaveAttribute('data-state', 'signedIn')
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull()
    const wishlist = within(nav).getByRole('link', { name: 'Wishlist, 3 items' })
    const cart = within(nav).getByRole('link', { name: 'Cart, 2 items' })
    await expect(wishlist).toHaveAttribute('href', '/wishlist')
    await expect(cart).toHaveAttribute('href', '/cart')
    await expect(within(cart).getByText('2')).toBeVisible()
    await userEvent.click(wishlist)
    await userEvent.click(within(nav).getByRole('link', { name: 'Swap deals' }))
    await expect(args.onRequireSignIn).not.toHaveBeenCalled()
  },
}

export const SignedInNarrow: Story = {
  args: { signedIn: true, wishlistCount: 1, cartCount: 120 },
  parameters: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
    const cart = canvas.getByRole('link', { name: 'Cart, 99+ items' })
    await expect(within(cart).getByText('99+')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Profile' })).toBeVisible()
  },
}
