import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router-dom'
import { expect, fn, userEvent } from 'storybook/test'
import { Link } from '@/ui/store-link'

// The store's link (src/ui/store-link.tsx): an anchor with the page's address, followed by the router without a page
// load; a handler of its own that takes the press keeps it from the router.
function Here() {
  return <output data-testid="here">{useLocation().pathname}</output>
}

const meta = {
  title: 'UI/StoreLink',
  component: Link,
  args: { to: '/product-listing', children: 'See all products', onClick: fn() },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Link {...args} />
      <Here />
    </div>
  ),
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Followed: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'See all products' })
    await expect(link).toHaveAttribute('href', '/product-listing')
    await userEvent.click(link)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('here')).toHaveTextContent('/product-listing')
  },
}

export const KeptByItsOwnHandler: Story = {
  args: { onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'See all products' }))
    await expect(canvas.getByTestId('here')).toHaveTextContent(/^\/$/)
  },
}
