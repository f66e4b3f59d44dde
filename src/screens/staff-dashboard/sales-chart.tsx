// The dashboard's 30 days of sales as bars (visx's SVG pieces, so the chart is markup like the rest of the page, drawn in
// the staff section's chunk only; docs/adr/0037). The SVG is one image with a label that says what it shows; the same
// figures follow as a table, for screen readers and for anyone who would rather read them.
import { Group } from '@visx/group'
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

/** The gap between bars, and at either end, as a share of a bar's step (d3's band `padding`). */
const PADDING = 0.2

/**
 * d3's band and linear scales, for the two this chart uses, by d3's own arithmetic (so the bars fall where they did):
 * @visx/scale brought all of d3-scale, 11 KB of the dashboard's first load against the signed-in pages' 150 KB
 * (docs/adr/0051).
 */
function bandScale(count: number, [from, to]: [number, number]) {
  const step = (to - from) / Math.max(1, count - PADDING + PADDING * 2)
  const start = from + (to - from - step * (count - PADDING)) * 0.5
  return { at: (index: number) => start + step * index, bandwidth: step * (1 - PADDING) }
}

function linearScale([low, high]: [number, number], [from, to]: [number, number]) {
  return (value: number) => {
    const t = (value - low) / (high - low)
    return from * (1 - t) + to * t
  }
}

export function SalesChart({ days }: { days: StaffDashboard['days'] }) {
  const total = days.reduce((sum, day) => sum + day.sales, 0)
  const x = bandScale(days.length, [MARGIN.left, WIDTH - MARGIN.right])
  const highest = Math.max(0, ...days.map((day) => day.sales))
  const y = linearScale([0, highest === 0 ? 1 : highest], [HEIGHT - MARGIN.bottom, MARGIN.top])
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
          {days.map((day, index) => {
            const top = y(day.sales)
            return (
              <Bar
                key={day.day}
                data-slot="sales-chart-bar"
                x={x.at(index)}
                y={top}
                width={x.bandwidth}
                height={HEIGHT - MARGIN.bottom - top}
                className="fill-primary"
              />
            )
          })}
          {days.map((day, index) =>
            labelled.has(day.day) ? (
              <text
                key={day.day}
                x={x.at(index) + x.bandwidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-foreground-subtle text-[12px]"
              >
                {shortDay(day.day)}
              </text>
            ) : null,
          )}
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
