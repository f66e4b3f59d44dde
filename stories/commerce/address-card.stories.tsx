import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AddressCard } from '@/commerce/address-card'
import { Button } from '@/ui/button'
import { adaHome, chidiOffice } from '../screens/address-fixtures'

const meta = {
  title: 'Commerce/AddressCard',
  component: AddressCard,
  args: { address: adaHome },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: "Ada Obi's address" })
    await expect(card).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos, 100271, Nigeria')
    await expect(card).toHaveTextContent('0803 123 4567')
  },
}

// No postal code: the line leaves it out rather than showing an empty gap.
export const WithActions: Story = {
  args: { address: chidiOffice },
  render: (args) => {
    const edit = fn()
    return (
      <AddressCard
        {...args}
        actions={
          <Button size="sm" variant="outline" onClick={edit}>
            Edit
          </Button>
        }
      />
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(
      '5 Aminu Kano Crescent, Wuse II, Federal Capital Territory, Nigeria',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      <AddressCard address={adaHome} />
      <AddressCard
        address={chidiOffice}
        actions={
          <Button size="sm" variant="outline">
            Edit
          </Button>
        }
      />
    </div>
  ),
}
