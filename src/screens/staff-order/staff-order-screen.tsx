// /staff/orders/:orderId (docs/adr/0027): one order as staff see it (customer, delivery, lines, amounts, payment,
// shipment, refunds, returns and its timeline) with the actions the server's answer offers and the transition table
// allows, and their dialogs; no such order and a user who is not staff are said as such. Props only: the route binds
// the staff order machine (data-state is its state name) and hands its `send`.
import type { ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Image } from '@/ui/image'
import { whenOpen } from '@/ui/when-open'
import { OrderStatusBadge } from '@/commerce/order-status-badge'
import { StaffFacts, StaffRecordPage, StaffSection, staffWhen } from '@/screens/staff/staff-record'
import type { FieldErrors } from '@/domain/account-forms'
import { findDeliveryMethod } from '@/domain/delivery'
import { formatNaira } from '@/domain/money'
import { orderStatusMessages } from '@/domain/order-status'
import { staffPathTo } from '@/domain/staff-routes'
import {
  nairaText,
  offeredMoves,
  offersCancel,
  returnRefundLimit,
  staffOrderMessages,
  staffOrderTexts as texts,
} from '@/domain/staff-order'
import type {
  PendingReturn,
  StaffOrder,
  StaffOrderField,
  StaffOrderPageEvent,
  staffOrderMachine,
} from '@machines/staff-order/staff-order.machine'
import type { ReturnDialogProps, StaffOrderDialogProps } from './staff-order-dialogs'

// The dialogs (Radix's dialog and the forms) come down the first time one opens (src/ui/when-open.tsx, ADR 0051).
const dialogs = () => import('./staff-order-dialogs')
const ShipDialog = whenOpen<StaffOrderDialogProps & { open: boolean }>(async () => (await dialogs()).ShipDialog)
const CancelDialog = whenOpen<StaffOrderDialogProps & { open: boolean }>(async () => (await dialogs()).CancelDialog)
const ReturnDialog = whenOpen<ReturnDialogProps & { open: boolean }>(async () => (await dialogs()).ReturnDialog)

/** The staff order machine's states (machines/staff-order): the screen's data-state. */
export type StaffOrderScreenState = StateValueFrom<typeof staffOrderMachine>

type Send = (event: StaffOrderPageEvent) => void

const money = (naira: number) => formatNaira(naira, { decimals: true })
const REFUND_VARIANT = { due: 'warning', refunded: 'success', held: 'danger' } as const

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
  /** Why the order did not load (failed), or the server's refusal (denied). */
  errorMessage?: string
  send: Send
}

/** A list of records in a section (refunds, returns): each a heading line with its state's badge, then its lines. */
function Entries({ children }: { children: ReactNode }) {
  return <ul className="m-0 flex list-none flex-col gap-4 p-0 text-sm">{children}</ul>
}

function Entry({
  slot,
  state,
  heading,
  badge,
  children,
}: {
  slot: string
  state: string
  heading: ReactNode
  badge: ReactNode
  children: ReactNode
}) {
  return (
    <li data-slot={slot} data-state={state} className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {heading}
        {badge}
      </span>
      {children}
    </li>
  )
}

const subtle = (children: ReactNode) => <span className="text-foreground-subtle">{children}</span>
const code = (value: string) => <span className="tabular-nums slashed-zero">{value}</span>

function Actions({ order, busy, send }: { order: StaffOrder; busy: boolean; send: Send }) {
  const moves = offeredMoves(order)
  const cancel = offersCancel(order)
  if (moves.length === 0 && !cancel) return null
  return (
    <div data-slot="staff-order-actions" role="group" aria-label={texts.actions} className="flex flex-wrap gap-2">
      {moves.map((status) =>
        status === 'Shipped' ? (
          <Button key={status} disabled={busy} onClick={() => send({ type: 'ship.open' })}>
            {texts.moves.Shipped}
          </Button>
        ) : status === 'Processing' || status === 'Ready for pickup' || status === 'Delivered' ? (
          <Button key={status} disabled={busy} onClick={() => send({ type: 'order.move', status })}>
            {texts.moves[status]}
          </Button>
        ) : null,
      )}
      {cancel ? (
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'cancel.open' })}>
          {texts.cancel}
        </Button>
      ) : null}
    </div>
  )
}

/** Where the order goes: a door's address, or the park or airport a pickup order waits at. */
function deliveryRows(order: StaffOrder): [string, ReactNode][] {
  const { name, street, city, state, pincode, country, phone } = order.deliveryAddress
  const pickupPlace = texts.pickupPlace[order.deliveryMethod]
  return [
    [texts.method, findDeliveryMethod(order.deliveryMethod)?.deliveryType ?? order.deliveryMethod],
    pickupPlace
      ? [texts.collectsAt, pickupPlace(city, state)]
      : [texts.address, [street, city, state, pincode, country].filter(Boolean).join(', ')],
    [texts.name, name],
    [texts.phone, phone],
    ...(order.deliveredAt ? [[texts.delivered, staffWhen(order.deliveredAt)] as [string, ReactNode]] : []),
    ...(order.returnableUntil ? [[texts.returnsUntil, staffWhen(order.returnableUntil)] as [string, ReactNode]] : []),
  ]
}

function Refunds({ refunds }: { refunds: StaffOrder['refunds'] }) {
  return (
    <Entries>
      {refunds.map((refund) => (
        <Entry
          key={refund._id}
          slot="staff-order-refund"
          state={refund.state}
          heading={
            <>
              <strong className="tabular-nums">{money(refund.amount)}</strong>
              <span>{texts.refundTo[refund.destination]}</span>
            </>
          }
          badge={<Badge variant={REFUND_VARIANT[refund.state]}>{texts.refundStates[refund.state]}</Badge>}
        >
          {texts.refundStateHints[refund.state] ? <span>{texts.refundStateHints[refund.state]}</span> : null}
          {subtle(
            <>
              {texts.refundCauses[refund.cause]}: {refund.reason} · {staffWhen(refund.createdAt)}
            </>,
          )}
        </Entry>
      ))}
    </Entries>
  )
}

function Returns({ order, busy, send }: { order: StaffOrder; busy: boolean; send: Send }) {
  return (
    <Entries>
      {order.returns.map((request) => (
        <Entry
          key={request._id}
          slot="staff-order-return"
          state={request.state}
          heading={
            <strong>
              {texts.returnKinds[request.kind]} of {request.qty} × {request.title}
            </strong>
          }
          badge={
            <Badge variant={request.state === 'requested' ? 'warning' : 'neutral'}>
              {texts.returnStates[request.state]}
            </Badge>
          }
        >
          {subtle(
            <>
              “{request.reason}” · {staffWhen(request.createdAt)}
            </>,
          )}
          {request.message ? <span>{texts.toldShopper(request.message)}</span> : null}
          {request.state === 'requested' ? (
            <span className="mt-1 flex flex-wrap gap-2">
              {(['refund', 'exchange', 'decline'] as const).map((decision) => (
                <Button
                  key={decision}
                  size="sm"
                  variant={decision === 'refund' ? 'primary' : 'outline'}
                  disabled={busy}
                  aria-label={texts.returnAction(decision, request.title)}
                  onClick={() => send({ type: 'return.open', returnId: request._id, decision })}
                >
                  {texts.returnActions[decision]}
                </Button>
              ))}
            </span>
          ) : null}
        </Entry>
      ))}
    </Entries>
  )
}

function OrderDetails({ order, busy, send }: { order: StaffOrder; busy: boolean; send: Send }) {
  const { amounts, payment, customer } = order
  return (
    <div className="grid gap-4 @3xl:grid-cols-2">
      <StaffSection title={texts.customer} data-slot="staff-order-customer">
        <StaffFacts
          rows={[
            [texts.name, customer.name],
            [texts.email, customer.email],
            [texts.phone, customer.phone],
          ]}
        />
      </StaffSection>
      <StaffSection title={texts.delivery} data-slot="staff-order-delivery">
        <StaffFacts rows={deliveryRows(order)} />
      </StaffSection>

      <StaffSection title={texts.items} data-slot="staff-order-lines" className="@3xl:col-span-2">
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {order.lines.map((line) => (
            <li key={line.line} data-slot="staff-order-line" className="flex items-center gap-3">
              <Image src={line.image ?? undefined} alt="" width={56} height={56} className="shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words">{line.title}</span>
                <span className="text-sm text-foreground-subtle">
                  {line.size ? (
                    <>
                      {texts.size}: {line.size} ·{' '}
                    </>
                  ) : null}
                  {texts.qty}: {line.qty} × {money(line.price)}
                </span>
              </div>
              <span data-slot="staff-order-line-total" className="shrink-0 font-semibold tabular-nums">
                {money(line.price * line.qty)}
              </span>
            </li>
          ))}
        </ul>
      </StaffSection>

      <StaffSection title={texts.amounts} data-slot="staff-order-amounts">
        <StaffFacts
          rows={[
            [texts.subtotal, money(amounts.subtotal)],
            [texts.discount, money(-amounts.discount)],
            [texts.coupon(amounts.couponCode), money(-amounts.coupon)],
            [texts.deliveryFee, money(amounts.delivery)],
            [texts.total, <strong key="total">{money(amounts.total)}</strong>],
            [texts.refundable, money(order.refundable)],
          ]}
        />
      </StaffSection>
      <StaffSection title={texts.payment} data-slot="staff-order-payment">
        <StaffFacts
          rows={[
            [texts.method, texts.paymentMethods[payment.method]],
            [texts.provider, texts.providers[payment.provider]],
            [texts.reference, code(payment.reference)],
            [texts.transactionId, payment.transactionId ? code(payment.transactionId) : texts.none],
          ]}
        />
      </StaffSection>

      {order.shipment ? (
        <StaffSection title={texts.shipment} data-slot="staff-order-shipment">
          <StaffFacts
            rows={[
              [texts.carrier, order.shipment.carrier],
              [texts.trackingNumber, code(order.shipment.trackingNumber)],
            ]}
          />
        </StaffSection>
      ) : null}

      {order.refunds.length > 0 ? (
        <StaffSection title={texts.refunds} data-slot="staff-order-refunds">
          <Refunds refunds={order.refunds} />
        </StaffSection>
      ) : null}

      {order.returns.length > 0 ? (
        <StaffSection title={texts.returns} data-slot="staff-order-returns">
          <Returns order={order} busy={busy} send={send} />
        </StaffSection>
      ) : null}

      <StaffSection title={texts.timeline} data-slot="staff-order-timeline" className="@3xl:col-span-2">
        <ol className="m-0 flex list-none flex-col gap-3 p-0 text-sm @xl:gap-2">
          {order.events.map((event, index) => (
            <li key={index} className="grid gap-0.5 @xl:grid-cols-[10rem_1fr_14rem] @xl:gap-3">
              {subtle(staffWhen(event.at))}
              <span className="min-w-0 break-words">
                <strong>{event.kind === 'status' && event.status ? event.status : texts.events[event.kind]}</strong>
                {event.note ? <> · {event.note}</> : null}
              </span>
              <span className="min-w-0 break-words text-foreground-subtle">
                {event.actor ?? (event.kind === 'returnRequested' ? texts.byShopper : texts.byStore)}
              </span>
            </li>
          ))}
        </ol>
      </StaffSection>
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
  const pending = pendingReturn && order?.returns.find((request) => request._id === pendingReturn.returnId)

  return (
    <StaffRecordPage
      slot="staff-order"
      state={state}
      stateName={dialog ? `${dialog}.${step}` : String(state)}
      className="px-4 py-4"
      back={{ to: staffPathTo('staffOrders'), label: texts.allOrders }}
      status={state === 'loading' || state === 'refreshing' ? texts.loading : busy ? texts.saving : ''}
      heading={texts.headingNone}
      record={order}
      header={(order) => ({
        title: texts.heading(order.trackingId),
        titleClassName: 'tabular-nums slashed-zero',
        badge: <OrderStatusBadge status={order.status} size="md" />,
        meta: (
          <p data-slot="staff-order-paid" className="m-0 text-sm text-foreground-subtle">
            {texts.paid} {staffWhen(order.paidAt)}
          </p>
        ),
        actions: <Actions order={order} busy={busy} send={send} />,
      })}
      conflict={conflict}
      changedFirst={staffOrderMessages.changedFirst}
      errorMessage={errorMessage}
      retryLabel={texts.retry}
      onRetry={() => send({ type: 'order.retry' })}
      notFound={{ title: orderStatusMessages.orderNotFound, description: texts.notFoundHint }}
    >
      {(order) => {
        const dialogProps = { order, busy: step === 'submitting', errors, submitError, send }
        return (
          <>
            <OrderDetails order={order} busy={busy} send={send} />
            <ShipDialog open={dialog === 'shipping'} {...dialogProps} />
            <CancelDialog open={dialog === 'cancelling'} {...dialogProps} />
            {pending && pendingReturn ? (
              <ReturnDialog
                open={dialog === 'decidingReturn'}
                {...dialogProps}
                request={pending}
                decision={pendingReturn.decision}
                defaultAmount={nairaText(returnRefundLimit(order, pending))}
              />
            ) : null}
          </>
        )
      }}
    </StaffRecordPage>
  )
}
