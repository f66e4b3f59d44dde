import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DataPlanSelect, type DataPlanOption } from '@/commerce/data-plan-select'
import { Field } from '@/ui/field'
import { mtnDaily, mtnMonthly, testPlans } from '@machines/buy-data/test-plans'

const meta = {
  title: 'Commerce/DataPlanSelect',
  component: DataPlanSelect,
  args: { plans: testPlans, value: null, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataPlanSelect>
export default meta
type Story = StoryObj<typeof meta>

function Labelled(args: {
  plans: readonly DataPlanOption[]
  value: string | null
  onValueChange: (planId: string) => void
}) {
  const [value, setValue] = useState(args.value)
  return (
    <Field label="Data plan">
      <DataPlanSelect
        plans={args.plans}
        value={value}
        onValueChange={(planId) => {
          setValue(planId)
          args.onValueChange(planId)
        }}
      />
    </Field>
  )
}

// Every plan after a placeholder that cannot be chosen back, each read as network, size, duration, type and price.
export const Unselected: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Data plan' })
    await expect(select).toHaveAttribute('data-state', 'unselected')
    const options = canvas.getAllByRole('option')
    await expect(options).toHaveLength(testPlans.length + 1)
    await expect(options[0]).toBeDisabled()
    await expect(options[2]).toHaveTextContent('MTN 1.5GB · 30 days · SME — ₦1,000')
    await userEvent.selectOptions(select, mtnMonthly._id)
    await expect(args.onValueChange).toHaveBeenCalledWith(mtnMonthly._id)
    await expect(select).toHaveAttribute('data-state', 'selected')
  },
}

// One network's plans, one chosen.
export const Selected: Story = {
  args: { plans: [mtnDaily, mtnMonthly], value: mtnMonthly._id },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Data plan' })).toHaveValue(mtnMonthly._id)
    await expect(canvas.getAllByRole('option')).toHaveLength(3)
  },
}
