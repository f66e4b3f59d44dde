// What follows an order after it is paid, at the foot of its card on /profile/orders (docs/adr/0027): the carrier and
// tracking number once shipped, the timeline (each status reached, in Lagos time, with what the shopper was told)
// folded under a disclosure so a phone's list stays short, the shopper's return requests with their state, and, while
// the 24 hours after delivery last, the way to ask for one. An order from before the timeline shows its status alone
// (the card's badge). Props only.
import type { ComponentProps } from 'react'
import { Badge, type BadgeProps } from '@/ui/badge'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { orderDateTime } from '@/commerce/order-card'
import type { Order } from '@/domain/contract'
import {
  isReturnOpen,
  orderReturnTexts,
  returnableLines,
  type ReturnRequest,
  type ReturnState,
} from '@/domain/order-returns'

const RETURN_STATE_VARIANT: Record<ReturnState, BadgeProps['variant']> = {
  requested: 'warning',
  refunded: 'success',
  exchanged: 'success',
  declined: 'muted',
}

export type OrderProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  order: Order
  /** The page's clock: whether the return window is still open; without it no return is offered. */
  now?: Date
  /** Opens the return form for this order; without it no return is offered. */
  onReturn?: (order: Order) => void
}

function ReturnRequestItem({ request }: { request: ReturnRequest }) {
  return (
    <li data-slot="order-return" data-state={request.state} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">
          {orderReturnTexts.kindNames[request.kind]}: {request.qty} × {request.title}
        </span>
        <Badge data-slot="order-return-state" variant={RETURN_STATE_VARIANT[request.state]}>
          {orderReturnTexts.states[request.state]}
        </Badge>
      </div>
      <span className="text-foreground-subtle break-words">
        <time dateTime={request.createdAt}>{orderDateTime(request.createdAt)}</time> · {request.reason}
      </span>
      {request.message ? (
        <span data-slot="order-return-message" className="break-words">
          {request.message}
        </span>
      ) : null}
    </li>
  )
}

export function OrderProgress({ order, now, onReturn, className, ...props }: OrderProgressProps) {
  const timeline = order.timeline ?? []
  const returns = order.returns ?? []
  const canReturn =
    onReturn !== undefined && now !== undefined && isReturnOpen(order, now) && returnableLines(order).length > 0
  if (!order.shipment && timeline.length === 0 && returns.length === 0 && !canReturn) return null
  return (
    <div
      data-slot="order-progress"
      className={cn('flex flex-col gap-3 border-t border-border pt-3 text-sm', className)}
      {...props}
    >
      {order.shipment ? (
        <dl data-slot="order-shipment" className="m-0 flex flex-wrap gap-x-4 gap-y-1">
          <div className="flex gap-1">
            <dt className="text-foreground-subtle">{orderReturnTexts.carrier}:</dt>
            <dd className="m-0 font-medium">{order.shipment.carrier}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-foreground-subtle">{orderReturnTexts.trackingNumber}:</dt>
            <dd className="m-0 font-semibold tabular-nums slashed-zero break-all">{order.shipment.trackingNumber}</dd>
          </div>
        </dl>
      ) : null}

      {timeline.length > 0 ? (
        <details data-slot="order-timeline" className="group">
          <summary className="flex cursor-pointer items-center gap-2 font-medium text-primary">
            {orderReturnTexts.timeline}
          </summary>
          <ol className="m-0 mt-3 flex list-none flex-col gap-3 border-l-2 border-border p-0 pl-4">
            {timeline.map((entry) => (
              <li
                key={`${entry.status}-${entry.at}`}
                data-slot="order-timeline-entry"
                className="relative flex flex-col gap-0.5 before:absolute before:top-1.5 before:-left-[1.3125rem] before:size-2 before:rounded-full before:bg-primary"
              >
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{entry.status}</span>
                  <time dateTime={entry.at} className="text-foreground-subtle tabular-nums">
                    {orderDateTime(entry.at)}
                  </time>
                </span>
                {entry.note ? <span className="text-foreground-subtle break-words">{entry.note}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      {returns.length > 0 ? (
        <section data-slot="order-returns" className="flex flex-col gap-2">
          <h3 className="m-0 text-sm font-semibold">{orderReturnTexts.returns}</h3>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {returns.map((request) => (
              <ReturnRequestItem key={request._id} request={request} />
            ))}
          </ul>
        </section>
      ) : null}

      {canReturn ? (
        <div data-slot="order-return-offer" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="outline" size="sm" onClick={() => onReturn(order)}>
            {orderReturnTexts.askForReturn}
          </Button>
          <span className="text-foreground-subtle">
            {orderReturnTexts.askUntil(orderDateTime(order.returnableUntil!))}
          </span>
        </div>
      ) : null}
    </div>
  )
}
