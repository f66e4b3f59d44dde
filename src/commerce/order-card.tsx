// One order of the shopper's (spec §3 Order, §4 Order status display): when it was placed, its status ('Pending' by
// default), its tracking id or 'Awaiting Payment' for a pickup order still to be paid, each product bought (picture,
// title, size, quantity, price), the amount paid, and how and where it travels; a page adds what follows the order's
// life (its timeline, returns) as children, at the card's foot.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { Badge } from '@/ui/badge'
import { cn } from '@/ui/cn'
import { Image } from '@/ui/image'
import { Skeleton } from '@/ui/skeleton'
import type { Order } from '@/domain/contract'
import {
  AWAITING_PAYMENT,
  DEFAULT_ORDER_STATUS,
  findDeliveryMethod,
  orderStatus,
  orderTrackingDisplay,
} from '@/domain/delivery'
import { formatNaira } from '@/domain/money'
import { OrderStatusBadge } from './order-status-badge'

export type OrderCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  order: Order
  /** A product's page, by its slug; without it titles are plain text. */
  productHref?: (slug: string) => string
  headingLevel?: 2 | 3
  /** Drawn after the amount, delivery and address. */
  children?: ReactNode
}

// Built once: constructing Intl formatters is costly and a list formats every order's date.
const placedOn = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
})

export function orderDate(createdAt: string): string {
  return placedOn.format(new Date(createdAt))
}

const atTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
})

/** A moment of the order's life in Lagos time, whatever the device's zone: '22 Nov, 14:05'. */
export function orderDateTime(at: string): string {
  return atTime.format(new Date(at))
}

export function OrderCard({ order, productHref, headingLevel = 2, className, children, ...props }: OrderCardProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const status = orderStatus(order)
  const tracking = orderTrackingDisplay(order)
  const delivery = findDeliveryMethod(order.deliveryMethod)
  const address = order.deliveryAddress
  return (
    <article
      data-slot="order-card"
      data-state={tracking === AWAITING_PAYMENT ? 'awaitingPayment' : status.toLowerCase()}
      aria-labelledby={headingId}
      className={cn(
        '@container/order flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="m-0 text-base font-semibold">
            Order of <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </Heading>
          {tracking === AWAITING_PAYMENT ? (
            <Badge data-slot="order-card-tracking" variant="warning" size="md">
              {AWAITING_PAYMENT}
            </Badge>
          ) : tracking ? (
            <p data-slot="order-card-tracking" className="m-0 text-sm text-foreground-subtle">
              Tracking ID: <span className="font-semibold tabular-nums slashed-zero text-foreground">{tracking}</span>
            </p>
          ) : null}
        </div>
        <p className="m-0 flex items-center gap-2 text-sm">
          <span className="text-foreground-subtle">Status</span>
          <OrderStatusBadge data-slot="order-card-status" status={order.status || DEFAULT_ORDER_STATUS} size="md" />
        </p>
      </header>

      <ul data-slot="order-card-items" className="m-0 flex list-none flex-col gap-3 p-0">
        {order.orderedProducts.map((line) => {
          const { title, slug, images } = line.productId
          return (
            <li key={line.id} data-slot="order-card-item" className="flex items-center gap-3">
              <Image src={images[0]} alt="" width={64} height={64} className="shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words">
                  {productHref ? (
                    <Link to={productHref(slug)} className="text-foreground hover:text-primary hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </span>
                <span className="text-sm text-foreground-subtle">
                  {line.size ? <>Size: {line.size} · </> : null}Qty: {line.qty}
                </span>
              </div>
              <span data-slot="order-card-item-price" className="shrink-0 font-semibold tabular-nums">
                {formatNaira(line.price)}
              </span>
            </li>
          )
        })}
      </ul>

      <dl className="m-0 grid gap-3 border-t border-border pt-3 text-sm @min-[520px]/order:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-foreground-subtle">Amount paid</dt>
          <dd data-slot="order-card-amount" className="m-0 text-base font-bold tabular-nums">
            {formatNaira(order.amountPaid, { decimals: true })}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-foreground-subtle">Delivery</dt>
          <dd data-slot="order-card-delivery" className="m-0">
            {delivery?.deliveryType ?? order.deliveryMethod}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-foreground-subtle">Delivery address</dt>
          <dd data-slot="order-card-address" className="m-0">
            <address className="not-italic break-words">
              {address.name}
              <br />
              {address.street}, {address.city}
              <br />
              {address.state}, {address.country}
              <br />
              {address.phone}
            </address>
          </dd>
        </div>
      </dl>
      {children}
    </article>
  )
}

/** The shape of an order card while the orders load. */
export function OrderCardSkeleton({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div
      data-slot="order-card-skeleton"
      aria-hidden
      className={cn('flex flex-col gap-4 rounded-lg border border-border p-4', className)}
      {...props}
    >
      <div className="flex justify-between gap-4">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="flex items-center gap-3">
        <Skeleton className="size-16 shrink-0 rounded-md" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-3 w-24" />
        </div>
        <Skeleton className="h-4 w-16" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  )
}
