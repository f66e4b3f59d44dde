import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StaffOrderLink, StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'

const texts = { caption: 'Orders to ship', columns: { order: 'Order', at: 'Paid', who: 'Customer' } }

const meta = {
  title: 'Staff/StaffTable',
  component: StaffTable,
  args: {
    texts,
    minWidth: 'min-w-[40rem]',
    'data-slot': 'story-table',
    children: (
      <>
        <tr>
          <th scope="row" className={staffCell}>
            <StaffOrderLink orderId="65f1c0ffee0000000000a001">OJA-7KQ2M9XD</StaffOrderLink>
          </th>
          <StaffTimeCell at="2026-11-24T09:00:00.000Z" />
          <td className={staffCell}>Amaka Eze</td>
        </tr>
        <tr>
          <th scope="row" className={staffCell}>
            <StaffOrderLink orderId="65f1c0ffee0000000000a002">OJA-3HN8WQ2C</StaffOrderLink>
          </th>
          <StaffTimeCell at="2026-11-23T18:30:00.000Z" />
          <td className={staffCell}>Tunde Bakare</td>
        </tr>
      </>
    ),
  },
} satisfies Meta<typeof StaffTable>
export default meta
type Story = StoryObj<typeof meta>

export const TwoRows: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: texts.caption })
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      Object.values(texts.columns),
    )
    await expect(canvas.getByRole('link', { name: 'OJA-7KQ2M9XD' })).toHaveAttribute(
      'href',
      '/staff/orders/65f1c0ffee0000000000a001',
    )
    // Lagos time whatever the device's zone: 09:00 UTC is 10:00 in Lagos.
    await expect(canvas.getAllByRole('cell')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T09:00:00.000Z',
    )
    await expect(canvas.getAllByRole('cell')[0]).toHaveTextContent('10:00')
  },
}

/** A narrow screen scrolls the table in its own region, not the page. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <StaffTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: texts.caption })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  },
}
