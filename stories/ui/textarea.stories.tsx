import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '@/ui/field'
import { Textarea } from '@/ui/textarea'

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Description', placeholder: 'What it is, what is in the box', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' })
    await expect(box).toHaveAttribute('data-state', 'idle')
    await userEvent.click(box)
    await userEvent.keyboard('Sealed.{Enter}Two years warranty.')
    await expect(box).toHaveValue('Sealed.\nTwo years warranty.')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const InAFieldWithAnError: Story = {
  render: (args) => (
    <Field label="Description" error="Describe the product">
      <Textarea {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAttribute('data-state', 'invalid')
    await expect(box).toHaveAccessibleDescription('Describe the product')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sealed in its box.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Textarea {...args} />
      <Textarea {...args} invalid defaultValue="Too short" />
      <Textarea {...args} disabled defaultValue="Sealed in its box." />
    </div>
  ),
}
