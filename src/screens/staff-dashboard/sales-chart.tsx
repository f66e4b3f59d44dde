// The dashboard's 30 days of sales as bars (visx: d3's scales and React's SVG, so the chart is markup like the rest of
// the page, drawn in the staff section's chunk only; docs/adr/0037). The SVG is one image with a label that says what
// it shows; the same figures follow as a table, for screen readers and for anyone who would rather read them.
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { formatNaira } from '@/domain/money'
import { staffDashboardTexts as texts, type StaffDashboard } from '@/domain/staff-dashboard'
import { StaffTable, staffCell } from '@/screens/staff/staff-table'
import { cn } from '@/ui/cn'

const WIDTH = 640
const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 24, left: 8 }

/** '2026-11-28' as '28 Nov'. */
function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(month ?? 1) - 1]
  return `${date} ${name}`
}

export function SalesChart({ days }: { days: StaffDashboard['days'] }) {
  const total = days.reduce((sum, day) => sum + day.sales, 0)
  const x = scaleBand<string>({
    domain: days.map((day) => day.day),
    range: [MARGIN.left, WIDTH - MARGIN.right],
    padding: 0.2,
  })
  const highest = Math.max(0, ...days.map((day) => day.sales))
  const y = scaleLinear<number>({
    domain: [0, highest === 0 ? 1 : highest],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
  })
  const labelled = new Set([days[0]?.day, days[Math.floor(days.length / 2)]?.day, days.at(-1)?.day])
  return (
    <div data-slot="sales-chart" className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={texts.chartLabel(formatNaira(total))}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        // Drawn at its own size and smaller on a phone, never blown up: its labels stay the page's small text.
        className="h-auto w-full max-w-3xl"
      >
        <Group>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={HEIGHT - MARGIN.bottom}
            y2={HEIGHT - MARGIN.bottom}
            className="stroke-border-strong"
          />
          {days.map((day) => {
            const top = y(day.sales)
            return (
              <Bar
                key={day.day}
                data-slot="sales-chart-bar"
                x={x(day.day)}
                y={top}
                width={x.bandwidth()}
                height={HEIGHT - MARGIN.bottom - top}
                className="fill-primary"
              />
            )
          })}
          {days
            .filter((day) => labelled.has(day.day))
            .map((day) => (
              <text
                key={day.day}
                x={(x(day.day) ?? 0) + x.bandwidth() / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-foreground-subtle text-[12px]"
              >
                {shortDay(day.day)}
              </text>
            ))}
        </Group>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{texts.chartTable}</summary>
        <div className="mt-2">
          <StaffTable
            data-slot="sales-chart-table"
            texts={{
              caption: texts.chartTable,
              columns: { day: texts.day, sales: texts.sales, orders: texts.orders },
            }}
            minWidth="min-w-[16rem]"
          >
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <td className={cn(staffCell, 'whitespace-nowrap')}>
                  <time dateTime={day.day}>{shortDay(day.day)}</time>
                </td>
                <td className={cn(staffCell, 'tabular-nums')}>{formatNaira(day.sales)}</td>
                <td className={cn(staffCell, 'tabular-nums')}>{day.orders}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      </details>
    </div>
  )
}
