// The dashboard's 30-day sales chart (src/screens/staff-dashboard/sales-chart.tsx): a bar a day, labelled as one image
// with the month's total, and the same figures as a table for anyone who would rather read them; a month with no sales
// draws no bars.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SalesChart } from '@/screens/staff-dashboard/sales-chart'
import { formatNaira } from '@/domain/money'
import { staffDashboardTexts } from '@/domain/staff-dashboard'
import { DASHBOARD, EMPTY_DASHBOARD } from '../network/dashboard-fakes'

const meta = {
  title: 'Screens/StaffDashboard/SalesChart',
  component: SalesChart,
  args: { days: DASHBOARD.days },
} satisfies Meta<typeof SalesChart>
export default meta
type Story = StoryObj<typeof meta>

export const Sales: Story = {
  play: async ({ canvas, canvasElement }) => {
    const total = DASHBOARD.days.reduce((sum, day) => sum + day.sales, 0)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(staffDashboardTexts.chartLabel(formatNaira(total)))
    const bars = canvasElement.querySelectorAll('[data-slot="sales-chart-bar"]')
    await expect(bars).toHaveLength(DASHBOARD.days.length)
    // The table gives every day, newest first.
    await userEvent.click(canvas.getByText(staffDashboardTexts.chartTable, { selector: 'summary' }))
    const rows = within(canvasElement.querySelector('[data-slot="sales-chart-table"]')!).getAllByRole('row')
    await expect(rows).toHaveLength(DASHBOARD.days.length + 1)
  },
}

export const NoSales: Story = {
  args: { days: EMPTY_DASHBOARD.days },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(staffDashboardTexts.chartLabel(formatNaira(0)))
    const heights = [...canvasElement.querySelectorAll('[data-slot="sales-chart-bar"]')].map((bar) =>
      Number(bar.getAttribute('height')),
    )
    await expect(heights.every((height) => height === 0)).toBe(true)
  },
}
