import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { VendorProductList } from '@/commerce/vendor-product-list'
import { vendorCamon, vendorEarbuds, vendorProducts, vendorWatch } from '../screens/vendor-fixtures'

const meta = {
  title: 'Commerce/VendorProductList',
  component: VendorProductList,
  args: { state: 'ready', products: vendorProducts, onEdit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorProductList>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="vendor-product-list"]')!

export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready')
    const items = within(canvas.getByRole('list', { name: 'Your products' })).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent(vendorCamon.title)
    await expect(items[0]).toHaveTextContent('7 in stock')
    await expect(items[0]).toHaveTextContent('₦249,999')
    await expect(within(items[2]!).getByText('Out of stock')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${vendorEarbuds.title}` }))
    await expect(args.onEdit).toHaveBeenCalledWith(vendorEarbuds._id)
  },
}

// The product open in the form is marked, and cannot be opened again.
export const WithCurrent: Story = {
  args: { currentId: vendorWatch._id },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your products' })).getAllByRole('listitem')
    await expect(items[2]).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByRole('button', { name: `Edit ${vendorWatch.title}` })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Edit ${vendorCamon.title}` })).toBeEnabled()
  },
}

export const Loading: Story = {
  args: { state: 'loading', products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('heading', { name: 'Your products' })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByText('No products yet')).toBeVisible()
    await expect(canvas.getByText(/Products you upload appear here/)).toBeVisible()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <VendorProductList {...args} />
      <VendorProductList {...args} currentId={vendorWatch._id} />
      <VendorProductList {...args} state="loading" products={[]} />
      <VendorProductList {...args} products={[]} />
    </div>
  ),
}
