import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Separator } from '@/ui/separator'

const meta = {
  title: 'UI/Separator',
  component: Separator,
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Separator>
export default meta
type Story = StoryObj<typeof meta>

// Between the Google button and the email form on /login and /signup.
export const Labelled: Story = {
  args: { label: 'or' },
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="separator"]')!
    await expect(separator).toHaveAttribute('data-variant', 'labelled')
    await expect(separator).toHaveAttribute('aria-hidden', 'true')
    await expect(separator).toHaveTextContent('or')
    await expect(separator.querySelectorAll('[data-slot="separator-rule"]')).toHaveLength(2)
  },
}

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="separator"]')!
    await expect(separator).toHaveAttribute('data-variant', 'plain')
    await expect(separator).toHaveTextContent('')
    await expect(separator.querySelectorAll('[data-slot="separator-rule"]')).toHaveLength(1)
  },
}

export const AllVariants: Story = {
  render: () => (
    <div className="flex w-80 flex-col gap-6">
      <Separator label="or" />
      <Separator />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="separator"]')).toHaveLength(2)
  },
}
