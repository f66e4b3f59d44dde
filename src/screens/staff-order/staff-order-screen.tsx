// /staff/orders/:orderId (docs/adr/0027): one order as staff see it (customer, delivery, lines, amounts, payment,
// shipment, refunds, returns and its timeline) with the actions the server's answer allows, and their dialogs. Props
// only: the route binds the staff order machine (data-state is its state name) and hands its `send`.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { StateValueFrom } from 'xstate'
import { Badge, type BadgeProps } from '@/ui/badge'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { Image } from '@/ui/image'
import { Skeleton } from '@/ui/skeleton'
import type { FieldErrors } from '@/domain/account-forms'
import { findDeliveryMethod } from '@/domain/delivery'
import { GENERIC_ERROR } from '@/domain/messages'
import { formatNaira } from '@/domain/money'
import type { OrderStatus } from '@/domain/order-status'
import { pathTo } from '@/domain/routes'
import { nairaText, returnRefundLimit } from '@/domain/staff-order'
import type {
  PendingReturn,
  StaffOrder,
  StaffOrderField,
  StaffOrderPageEvent,
  StaffOrderMove,
  staffOrderMachine,
} from '@machines/staff-order/staff-order.machine'
import { CancelDialog, ReturnDialog, ShipDialog } from './staff-order-dialogs'

/** The staff order machine's states (machines/staff-order): the screen's data-state. */
export type StaffOrderScreenState = StateValueFrom<typeof staffOrderMachine>

export const ALL_ORDERS = 'All orders'
export const RETRY_LABEL = 'Try again'
export const orderHeading = (trackingId: string) => `Order ${trackingId}`
export const MOVE_LABELS: Record<StaffOrderMove | 'Shipped', string> = {
  Processing: 'Mark processing',
  Shipped: 'Mark shipped',
  'Ready for pickup': 'Ready for pickup',
  Delivered: 'Mark delivered',
}
export const CANCEL_LABEL = 'Cancel order'
export const RETURN_ACTIONS = { refund: 'Refund', exchange: 'Exchange', decline: 'Decline' } as const

export const STATUS_VARIANT: Record<OrderStatus, BadgeProps['variant']> = {
  Pending: 'warning',
  Processing: 'primary',
  'Ready for pickup': 'primary',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'muted',
}

export const REFUND_STATES = {
  due: 'Due: the provider has not accepted it yet; the store keeps trying',
  refunded: 'Refunded',
  held: 'Held: refused too often; staff must look',
} as const
const REFUND_VARIANT = { due: 'warning', refunded: 'success', held: 'danger' } as const
const RETURN_STATES = { requested: 'Waiting', refunded: 'Refunded', exchanged: 'Exchanged', declined: 'Declined' }
const EVENT_LABELS: Record<StaffOrder['events'][number]['kind'], string> = {
  paid: 'Paid',
  status: 'Status',
  refund: 'Refund started',
  refunded: 'Refunded',
  returnRequested: 'Return asked for',
  returnDecided: 'Return decided',
  note: 'Note',
}

// Lagos time whatever the device's zone; built once.
const lagosTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
})
const when = (at: string) => <time dateTime={at}>{lagosTime.format(new Date(at))}</time>
const money = (naira: number) => formatNaira(naira, { decimals: true })

export interface StaffOrderScreenProps {
  state: StaffOrderScreenState
  /** An action or a load is under way (the machine's 'busy' tag): the buttons wait. */
  busy: boolean
  order: StaffOrder | null
  /** The server's word when the order had moved before an action reached it; shown over the order loaded again. */
  conflict: string | null
  errors: FieldErrors<StaffOrderField>
  submitError: string | null
  pendingReturn: PendingReturn | null
  errorMessage?: string
  send: (event: StaffOrderPageEvent) => void
}

function Section({ title, className, children, ...props }: ComponentProps<'section'> & { title: string }) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-4', className)}
      {...props}
    >
      <h2 className="m-0 text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-foreground-subtle">{term}</dt>
          <dd className="m-0 min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function StaffOrderSkeleton() {
  return (
    <div data-slot="staff-order-skeleton" aria-hidden className="grid gap-4 @3xl:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="grid gap-2 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  )
}

function Actions({ order, busy, send }: { order: StaffOrder; busy: boolean; send: StaffOrderScreenProps['send'] }) {
  if (order.nextStatuses.length === 0 && !order.canCancel) return null
  return (
    <div data-slot="staff-order-actions" role="group" aria-label="Actions" className="flex flex-wrap gap-2">
      {order.nextStatuses.map((status) =>
        status === 'Shipped' ? (
          <Button key={status} disabled={busy} onClick={() => send({ type: 'ship.open' })}>
            {MOVE_LABELS.Shipped}
          </Button>
        ) : status === 'Processing' || status === 'Ready for pickup' || status === 'Delivered' ? (
          <Button key={status} disabled={busy} onClick={() => send({ type: 'order.move', status })}>
            {MOVE_LABELS[status]}
          </Button>
        ) : null,
      )}
      {order.canCancel ? (
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'cancel.open' })}>
          {CANCEL_LABEL}
        </Button>
      ) : null}
    </div>
  )
}

function OrderDetails({
  order,
  busy,
  send,
}: {
  order: StaffOrder
  busy: boolean
  send: StaffOrderScreenProps['send']
}) {
  const address = order.deliveryAddress
  const { amounts, payment } = order
  return (
    <div className="grid gap-4 @3xl:grid-cols-2">
      <Section title="Customer" data-slot="staff-order-customer">
        <Facts
          rows={[
            ['Name', order.customer.name],
            ['Email', order.customer.email],
            ['Phone', order.customer.phone],
          ]}
        />
      </Section>
      <Section title="Delivery" data-slot="staff-order-delivery">
        <Facts
          rows={[
            ['Method', findDeliveryMethod(order.deliveryMethod)?.deliveryType ?? order.deliveryMethod],
            ['To', `${address.name}, ${address.street}, ${address.city}, ${address.state}`],
            ['Phone', address.phone],
            ...(order.deliveredAt ? [['Delivered', when(order.deliveredAt)] as [string, ReactNode]] : []),
            ...(order.returnableUntil ? [['Returns until', when(order.returnableUntil)] as [string, ReactNode]] : []),
          ]}
        />
      </Section>

      <Section title="Items" data-slot="staff-order-lines" className="@3xl:col-span-2">
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {order.lines.map((line) => (
            <li key={line.line} data-slot="staff-order-line" className="flex items-center gap-3">
              <Image src={line.image ?? undefined} alt="" width={56} height={56} className="shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words">{line.title}</span>
                <span className="text-sm text-foreground-subtle">
                  {line.size ? <>Size: {line.size} · </> : null}Qty: {line.qty} × {money(line.price)}
                </span>
              </div>
              <span data-slot="staff-order-line-total" className="shrink-0 font-semibold tabular-nums">
                {money(line.price * line.qty)}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Amounts" data-slot="staff-order-amounts">
        <Facts
          rows={[
            ['Subtotal', money(amounts.subtotal)],
            ['Discount', money(-amounts.discount)],
            [amounts.couponCode ? `Coupon ${amounts.couponCode}` : 'Coupon', money(-amounts.coupon)],
            ['Delivery', money(amounts.delivery)],
            ['Total', <strong key="total">{money(amounts.total)}</strong>],
            ['Refundable', money(order.refundable)],
          ]}
        />
      </Section>
      <Section title="Payment" data-slot="staff-order-payment">
        <Facts
          rows={[
            ['Method', payment.method === 'card' ? 'Card' : 'Wallet'],
            ['Provider', payment.provider],
            ['Reference', <span className="tabular-nums slashed-zero">{payment.reference}</span>],
            ['Transaction', payment.transactionId ?? 'None'],
          ]}
        />
      </Section>

      {order.shipment ? (
        <Section title="Shipment" data-slot="staff-order-shipment">
          <Facts
            rows={[
              ['Carrier', order.shipment.carrier],
              ['Tracking number', <span className="tabular-nums slashed-zero">{order.shipment.trackingNumber}</span>],
            ]}
          />
        </Section>
      ) : null}

      {order.refunds.length > 0 ? (
        <Section title="Refunds" data-slot="staff-order-refunds">
          <ul className="m-0 flex list-none flex-col gap-3 p-0 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund._id} data-slot="staff-order-refund" data-state={refund.state} className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <strong className="tabular-nums">{money(refund.amount)}</strong>
                  <span>to the {refund.destination}</span>
                  <Badge variant={REFUND_VARIANT[refund.state]}>{refund.state}</Badge>
                </span>
                <span className="text-foreground-subtle">{REFUND_STATES[refund.state]}</span>
                <span className="text-foreground-subtle">
                  {refund.cause === 'cancel' ? 'Cancelled' : 'Return'}: {refund.reason} · {when(refund.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {order.returns.length > 0 ? (
        <Section title="Returns" data-slot="staff-order-returns">
          <ul className="m-0 flex list-none flex-col gap-4 p-0 text-sm">
            {order.returns.map((request) => (
              <li key={request._id} data-slot="staff-order-return" data-state={request.state} className="grid gap-1.5">
                <span className="flex flex-wrap items-center gap-2">
                  <strong>
                    {request.kind === 'exchange' ? 'Exchange' : 'Return'} of {request.qty} × {request.title}
                  </strong>
                  <Badge variant={request.state === 'requested' ? 'warning' : 'neutral'}>
                    {RETURN_STATES[request.state]}
                  </Badge>
                </span>
                <span className="text-foreground-subtle">
                  “{request.reason}” · {when(request.createdAt)}
                </span>
                {request.message ? <span>Told the shopper: {request.message}</span> : null}
                {request.state === 'requested' ? (
                  <span className="flex flex-wrap gap-2">
                    {(['refund', 'exchange', 'decline'] as const).map((decision) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={decision === 'refund' ? 'primary' : 'outline'}
                        disabled={busy}
                        aria-label={`${RETURN_ACTIONS[decision]}: ${request.title}`}
                        onClick={() => send({ type: 'return.open', returnId: request._id, decision })}
                      >
                        {RETURN_ACTIONS[decision]}
                      </Button>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Timeline" data-slot="staff-order-timeline" className="@3xl:col-span-2">
        <ol className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
          {order.events.map((event, index) => (
            <li key={index} className="grid gap-0.5 @xl:grid-cols-[12rem_1fr_14rem] @xl:gap-3">
              <span className="text-foreground-subtle">{when(event.at)}</span>
              <span>
                <strong>{event.kind === 'status' && event.status ? event.status : EVENT_LABELS[event.kind]}</strong>
                {event.note ? <> · {event.note}</> : null}
              </span>
              <span className="break-words text-foreground-subtle">
                {event.actor ?? (event.kind === 'returnRequested' ? 'The shopper' : 'The store')}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  )
}

export function StaffOrderScreen({
  state,
  busy,
  order,
  conflict,
  errors,
  submitError,
  pendingReturn,
  errorMessage,
  send,
}: StaffOrderScreenProps) {
  // A dialog's state is { shipping: 'editing' } and the like.
  const [dialog, step] = typeof state === 'object' ? Object.entries(state)[0]! : [null, null]
  const dialogBusy = step === 'submitting'
  const pending = pendingReturn && order?.returns.find((request) => request._id === pendingReturn.returnId)
  const dialogProps = order ? { order, busy: dialogBusy, errors, submitError, send } : null

  return (
    <div
      data-slot="staff-order"
      data-state={dialog ? `${dialog}.${step}` : String(state)}
      className="@container mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4"
    >
      <Link to={pathTo('staffOrders')} className="text-sm font-medium text-primary hover:underline">
        ← {ALL_ORDERS}
      </Link>

      <p role="status" className="sr-only">
        {state === 'loading' || state === 'refreshing' ? 'Loading the order' : busy ? 'Saving' : ''}
      </p>

      {order ? (
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="m-0 text-2xl font-bold tabular-nums slashed-zero">{orderHeading(order.trackingId)}</h1>
            <Badge data-slot="staff-order-status" variant={STATUS_VARIANT[order.status]} size="md">
              {order.status}
            </Badge>
          </div>
          <p className="m-0 text-sm text-foreground-subtle">Paid {when(order.paidAt)}</p>
          {conflict ? (
            <p
              role="alert"
              data-slot="staff-order-conflict"
              className="m-0 rounded-md border border-warning bg-warning-soft p-3 text-sm text-foreground"
            >
              {conflict} The order has been loaded again.
            </p>
          ) : null}
          <Actions order={order} busy={busy} send={send} />
        </header>
      ) : (
        <h1 className="m-0 text-2xl font-bold">Order</h1>
      )}

      {state === 'loading' ? <StaffOrderSkeleton /> : null}

      {state === 'failed' ? (
        <EmptyState
          data-slot="staff-order-error"
          role="alert"
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={() => send({ type: 'order.retry' })}>{RETRY_LABEL}</Button>}
        />
      ) : null}

      {order && state !== 'loading' && state !== 'failed' ? (
        <OrderDetails order={order} busy={busy} send={send} />
      ) : null}

      {dialogProps && dialog === 'shipping' ? <ShipDialog {...dialogProps} /> : null}
      {dialogProps && dialog === 'cancelling' ? <CancelDialog {...dialogProps} /> : null}
      {dialogProps && dialog === 'decidingReturn' && pending && pendingReturn ? (
        <ReturnDialog
          {...dialogProps}
          request={pending}
          decision={pendingReturn.decision}
          defaultAmount={nairaText(returnRefundLimit(dialogProps.order, pending))}
        />
      ) : null}
    </div>
  )
}
