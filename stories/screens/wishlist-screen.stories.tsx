import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WishlistScreen } from '@/screens/wishlist/wishlist-screen'
import { narrow, wide, withScreenWidth } from './viewport'
import { savedProducts } from './wishlist-fixtures'

const meta = {
  title: 'Screens/Wishlist',
  component: WishlistScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'wishlist', slot: 'wishlist-screen' } },
  args: { state: 'filled', products: savedProducts, onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof WishlistScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="wishlist-screen"]')!

export const Loading: Story = {
  args: { state: 'loading', products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your wishlist')
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(4)
    await expect(canvas.queryByRole('button', { name: /Remove from Wishlist/ })).toBeNull()
  },
}

export const LoadingNarrow: Story = { ...Loading, parameters: narrow }

export const Failed: Story = {
  args: { state: 'failed', products: [], errorMessage: 'An error has occured. please try again later' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const FailedNarrow: Story = { ...Failed, parameters: narrow }

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'filled')
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="wishlist-list"]')!
    const cards = within(list).getAllByRole('listitem')
    await expect(cards).toHaveLength(4)
    // spec §2 Wishlist: image, title, rating, reviews, prices and the two tags on each card.
    const first = within(cards[0]!)
    await expect(first.getByRole('link', { name: savedProducts[0]!.title })).toHaveAttribute(
      'href',
      `/product-details/${savedProducts[0]!.slug}`,
    )
    await expect(first.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(first.getByText('(12 reviews)')).toBeVisible()
    await expect(first.getByText('Trending')).toBeVisible()
    await expect(within(cards[1]!).getByText('Out of stock')).toBeVisible()
    await expect(first.getByText('₦249,999')).toBeVisible()
    await expect(first.getByText('₦285,000')).toBeVisible()

    const remove = within(cards[2]!).getByRole('button', { name: `Remove from Wishlist: ${savedProducts[2]!.title}` })
    await expect(remove).toHaveTextContent('Remove from Wishlist')
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(args.onRemove).toHaveBeenCalledWith(savedProducts[2]!._id)
  },
}

export const FilledNarrow: Story = { ...Filled, parameters: narrow }

export const Removing: Story = {
  args: { state: 'removing', removing: savedProducts[0]!._id },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'removing')
    const buttons = canvas.getAllByRole('button', { name: /^Remove from Wishlist/ })
    await expect(buttons).toHaveLength(4)
    for (const button of buttons) await expect(button).toBeDisabled()
    await expect(buttons[0]!.querySelector('[data-slot="spinner"]')).not.toBeNull()
    await expect(args.onRemove).not.toHaveBeenCalled()
  },
}

export const RemovingNarrow: Story = { ...Removing, parameters: narrow }

export const Empty: Story = {
  args: { state: 'empty', products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('heading', { name: 'Wishlist is Empty' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/product-listing')
  },
}

export const EmptyNarrow: Story = { ...Empty, parameters: narrow }
