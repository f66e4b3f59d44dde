import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { StateSelect } from '@/commerce/state-select'
import { NIGERIAN_STATES } from '@/domain/nigeria'
import { Field } from '@/ui/field'

const meta = {
  title: 'Commerce/StateSelect',
  component: StateSelect,
  args: { value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StateSelect>
export default meta
type Story = StoryObj<typeof meta>

function Labelled(args: { value: string; onValueChange: (state: string) => void; error?: string }) {
  const [value, setValue] = useState(args.value)
  return (
    <Field label="State" error={args.error}>
      <StateSelect
        value={value}
        onValueChange={(state) => {
          setValue(state)
          args.onValueChange(state)
        }}
      />
    </Field>
  )
}

// Nigeria's 36 states and the Federal Capital Territory, after a placeholder that cannot be chosen back.
export const Unselected: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'State' })
    await expect(select).toHaveAttribute('data-state', 'unselected')
    const options = canvas.getAllByRole('option')
    await expect(options).toHaveLength(NIGERIAN_STATES.length + 1)
    await expect(options[0]).toBeDisabled()
    await userEvent.selectOptions(select, 'Lagos')
    await expect(args.onValueChange).toHaveBeenCalledWith('Lagos')
    await expect(select).toHaveValue('Lagos')
    await expect(select).toHaveAttribute('data-state', 'selected')
  },
}

export const Selected: Story = {
  args: { value: 'Federal Capital Territory' },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('Federal Capital Territory')
  },
}

export const Invalid: Story = {
  render: (args) => <Labelled {...args} error="Choose a state" />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose a state')
  },
}
