import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BagList } from '@/screens/checkout/bag-list'
import { formatNaira } from '@/domain/money'
import { camon, charger } from './catalogue-fixtures'
import { couponCart } from './cart-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/BagList',
  component: BagList,
  decorators: [withScreenWidth],
  parameters: wide,
  args: { items: couponCart },
} satisfies Meta<typeof BagList>
export default meta
type Story = StoryObj<typeof meta>

// spec §2 Checkout: 'In Your Bag', each line at its discounted price times its quantity.
export const Default: Story = {
  play: async ({ canvas }) => {
    const bag = canvas.getByRole('region', { name: 'In Your Bag' })
    const lines = within(bag).getAllByRole('listitem')
    await expect(lines).toHaveLength(2)
    await expect(lines[0]).toHaveTextContent(camon.title)
    await expect(lines[0]).toHaveTextContent('256GB · Qty 1')
    await expect(lines[1]).toHaveTextContent(charger.title)
    await expect(lines[1]).toHaveTextContent('Qty 2')
    await expect(lines[1]).toHaveTextContent(formatNaira(charger.discounted_price * 2))
  },
}

export const Narrow: Story = { ...Default, parameters: narrow }
