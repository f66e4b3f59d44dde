// /staff/dashboard, how the shop is doing (docs/adr/0037), for the owner: sales, orders and the average order today,
// over 7 and over 30 days; the wallet float; the 30 days' sales as a chart with its table; orders by status; the top
// products and categories and the delivery methods; the funnel of the store's own events and the other events. Props
// only: the route binds the staff dashboard machine, and data-state is the machine's state name.
import { useId, type ComponentProps, type ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Link } from '@/ui/store-link'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'
import { formatNaira } from '@/domain/money'
import { pathTo } from '@/domain/routes'
import {
  funnelOf,
  otherEventsOf,
  percent,
  staffDashboardTexts as texts,
  type StaffDashboard,
} from '@/domain/staff-dashboard'
import { STORE_EVENT_LABELS } from '@/domain/store-events'
import type { staffDashboardMachine, StaffDashboardEvent } from '@machines/staff-dashboard/staff-dashboard.machine'
import { OrderStatusBadge } from '@/commerce/order-status-badge'
import { StaffTable, staffCell } from '@/screens/staff/staff-table'
import { SalesChart } from './sales-chart'

/** The staff dashboard machine's states (machines/staff-dashboard): the screen's data-state. */
export type StaffDashboardScreenState = StateValueFrom<typeof staffDashboardMachine>

export type StaffDashboardScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffDashboardScreenState
  dashboard: StaffDashboard | null
  message: string | null
  send: (event: StaffDashboardEvent) => void
}

const number = 'tabular-nums'

/** A part of the page under its heading (not a landmark: its table is the region, named like it). */
function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <h2 className="m-0 text-base font-semibold">{title}</h2>
      {children}
    </div>
  )
}

function Figures({ dashboard }: { dashboard: StaffDashboard }) {
  return (
    <div data-slot="staff-dashboard-figures" className="grid grid-cols-1 gap-3 @md:grid-cols-2 @4xl:grid-cols-4">
      {dashboard.periods.map((period) => (
        <dl key={period.days} className="m-0 flex flex-col gap-1 rounded-md border border-border p-3">
          <dt className="text-sm font-semibold">{texts.periods[period.days]}</dt>
          <dd className={cn('m-0 text-2xl font-bold', number)}>{formatNaira(period.sales)}</dd>
          <dd className="m-0 text-sm text-foreground-subtle">
            <span className={number}>{period.orders}</span> {texts.orders.toLowerCase()} · {texts.averageOrderValue}{' '}
            <span className={number}>{formatNaira(period.averageOrderValue)}</span>
          </dd>
        </dl>
      ))}
      <dl className="m-0 flex flex-col gap-1 rounded-md border border-border p-3">
        <dt className="text-sm font-semibold">{texts.walletFloat}</dt>
        <dd className={cn('m-0 text-2xl font-bold', number)}>{formatNaira(dashboard.walletFloat)}</dd>
        <dd className="m-0 text-sm text-foreground-subtle">{texts.walletFloatNote}</dd>
      </dl>
    </div>
  )
}

function Sold({
  rows,
  kind,
}: {
  rows: StaffDashboard['topProducts'] | StaffDashboard['topCategories']
  kind: 'product' | 'category'
}) {
  if (rows.length === 0) return <p className="m-0 text-sm text-foreground-subtle">{texts.nothingSold}</p>
  return (
    <StaffTable
      data-slot={`staff-dashboard-top-${kind}`}
      texts={{
        caption: kind === 'product' ? texts.topProducts : texts.topCategories,
        columns: { name: kind === 'product' ? texts.product : texts.category, units: texts.units, sales: texts.sales },
      }}
      minWidth="min-w-[18rem]"
    >
      {rows.map((row) => (
        <tr key={'productId' in row ? row.productId : row.categoryId}>
          <td className={staffCell}>
            {'slug' in row ? (
              <Link
                to={pathTo('productDetails', { productId: row.slug })}
                className="text-primary underline-offset-4 hover:underline"
              >
                {row.title}
              </Link>
            ) : (
              row.title
            )}
          </td>
          <td className={cn(staffCell, number)}>{row.units}</td>
          <td className={cn(staffCell, number, 'whitespace-nowrap')}>{formatNaira(row.sales)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

function Funnel({ dashboard }: { dashboard: StaffDashboard }) {
  const steps = funnelOf(dashboard)
  const widest = Math.max(1, ...steps.map((step) => step.month))
  return (
    <StaffTable
      data-slot="staff-dashboard-funnel"
      texts={{
        caption: texts.funnel,
        columns: {
          event: texts.event,
          month: texts.month,
          share: texts.ofPrevious,
          week: texts.week,
          today: texts.today,
        },
      }}
      minWidth="min-w-[30rem]"
    >
      {steps.map((step) => (
        <tr key={step.kind} data-slot="staff-dashboard-funnel-step">
          <td className={staffCell}>
            <span className="block">{STORE_EVENT_LABELS[step.kind]}</span>
            <span aria-hidden="true" className="mt-1 block h-2 rounded-sm bg-muted">
              <span
                className="block h-2 rounded-sm bg-primary"
                style={{ width: `${Math.round((step.month / widest) * 100)}%` }}
              />
            </span>
          </td>
          <td className={cn(staffCell, number, 'font-semibold')}>{step.month}</td>
          <td className={cn(staffCell, number)}>{step.share === null ? '—' : percent(step.share)}</td>
          <td className={cn(staffCell, number)}>{step.week}</td>
          <td className={cn(staffCell, number)}>{step.today}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

function Counts({
  slot,
  caption,
  columns,
  rows,
}: {
  slot: string
  caption: string
  columns: Record<string, string>
  rows: { key: string; label: ReactNode; values: number[] }[]
}) {
  return (
    <StaffTable data-slot={slot} texts={{ caption, columns }} minWidth="min-w-[16rem]">
      {rows.map((row) => (
        <tr key={row.key}>
          <td className={staffCell}>{row.label}</td>
          {row.values.map((value, index) => (
            <td key={index} className={cn(staffCell, number)}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  )
}

function Shown({ dashboard }: { dashboard: StaffDashboard }) {
  return (
    <>
      <Figures dashboard={dashboard} />
      <Panel title={texts.chartHeading}>
        <SalesChart days={dashboard.days} />
      </Panel>
      <Panel title={texts.funnel}>
        <p className="m-0 text-sm text-foreground-subtle">{texts.funnelNote}</p>
        <Funnel dashboard={dashboard} />
      </Panel>
      <div className="grid grid-cols-1 gap-4 @3xl:grid-cols-2">
        <Panel title={texts.otherEvents}>
          <Counts
            slot="staff-dashboard-events"
            caption={texts.otherEvents}
            columns={{ event: texts.event, month: texts.month, week: texts.week, today: texts.today }}
            rows={otherEventsOf(dashboard).map((event) => ({
              key: event.kind,
              label: STORE_EVENT_LABELS[event.kind],
              values: [event.month, event.week, event.today],
            }))}
          />
        </Panel>
        <Panel title={texts.byStatus}>
          <Counts
            slot="staff-dashboard-statuses"
            caption={texts.byStatus}
            columns={{ status: texts.status, orders: texts.orders }}
            rows={dashboard.byStatus.map((row) => ({
              key: row.status,
              label: <OrderStatusBadge status={row.status} />,
              values: [row.orders],
            }))}
          />
        </Panel>
        <Panel title={texts.topProducts}>
          <Sold rows={dashboard.topProducts} kind="product" />
        </Panel>
        <Panel title={texts.topCategories}>
          <Sold rows={dashboard.topCategories} kind="category" />
        </Panel>
        <Panel title={texts.deliveryMethods}>
          <Counts
            slot="staff-dashboard-methods"
            caption={texts.deliveryMethods}
            columns={{ method: texts.method, orders: texts.orders }}
            rows={dashboard.deliveryMethods.map((row) => ({
              key: row.method,
              label: row.deliveryType,
              values: [row.orders],
            }))}
          />
        </Panel>
      </div>
    </>
  )
}

export function StaffDashboardScreen({
  state,
  dashboard,
  message,
  send,
  className,
  ...props
}: StaffDashboardScreenProps) {
  const headingId = useId()
  return (
    <section
      data-slot="staff-dashboard-screen"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || state === 'refreshing' || undefined}
      className={cn('@container flex w-full min-w-0 flex-col gap-4 text-foreground', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={headingId} className="m-0 text-xl font-bold">
          {texts.heading}
        </h1>
        {state === 'shown' || state === 'refreshing' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={state === 'refreshing'}
            onClick={() => send({ type: 'dashboard.refresh' })}
          >
            {texts.refresh}
          </Button>
        ) : null}
      </div>
      {state === 'denied' ? (
        <p data-slot="staff-dashboard-denied" role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : (
        <>
          <p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>
          <p role="status" className="sr-only">
            {state === 'loading' || state === 'refreshing' ? texts.loading : ''}
          </p>
          {state === 'loading' ? (
            <div data-slot="staff-dashboard-skeleton" className="flex flex-col gap-3">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-48 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : null}
          {state === 'failed' ? (
            <div data-slot="staff-dashboard-error" className="flex flex-col items-start gap-3 py-6">
              <p role="alert" className="m-0 text-foreground-subtle">
                {message}
              </p>
              <Button variant="outline" size="sm" onClick={() => send({ type: 'dashboard.retry' })}>
                {texts.retry}
              </Button>
            </div>
          ) : null}
          {(state === 'shown' || state === 'refreshing') && dashboard ? <Shown dashboard={dashboard} /> : null}
        </>
      )}
    </section>
  )
}
