import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StaffFacts, StaffSection, staffWhen } from '@/screens/staff/staff-record'

const meta = {
  title: 'Staff/StaffRecord',
  component: StaffSection,
  args: {
    title: 'Device',
    children: (
      <StaffFacts
        rows={[
          ['Brand', 'Samsung'],
          ['Faults', 'Cracked screen\nWeak battery'],
          ['Sent', staffWhen('2026-11-24T08:00:00.000Z')],
        ]}
        lines
      />
    ),
  },
} satisfies Meta<typeof StaffSection>
export default meta
type Story = StoryObj<typeof meta>

/** A titled box of terms and values, keeping what a shopper typed on its own lines. */
export const Section: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Device' })
    await expect(section).toBeVisible()
    await expect(canvas.getByText('Samsung')).toBeVisible()
    await expect(canvas.getByText(/Cracked screen/)).toHaveClass('whitespace-pre-line')
    await expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T08:00:00.000Z')
  },
}
