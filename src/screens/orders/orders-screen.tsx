// /profile/orders (spec §2 Profile children, §3 Order): the shopper's orders, newest first, each as an order card;
// placeholders while they load, a way to shop when there are none, and a retry when they could not be loaded (spec
// §8 only logs that failure; the page still never stands blank). Each card ends with the order's progress: its
// shipment, timeline and returns, and the way to ask for one (./order-progress). Props only: the route binds the
// orders machine, and data-state is the machine's state name.
import { useId, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { TruckIcon } from '@/ui/icons'
import { OrderCard, OrderCardSkeleton } from '@/commerce/order-card'
import type { Order } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import type { ordersMachine } from '@machines/orders/orders.machine'
import { OrderProgress } from './order-progress'

/** The orders machine's states (machines/orders): the screen's data-state. */
export type OrdersScreenState = StateValueFrom<typeof ordersMachine>

export const ORDERS_HEADING = 'Orders'
export const LOADING_ORDERS = 'Loading your orders'
/** The store's own words: the spec only logs this failure and gives it no text. */
export const ORDERS_UNAVAILABLE = 'Your orders could not be loaded just now.'
export const NO_ORDERS = 'No orders yet'
export const NO_ORDERS_HINT = 'Orders you pay for appear here with their tracking ID.'
export const EXPLORE_LABEL = 'Explore'
export const RETRY_LABEL = 'Try again'

export type OrdersScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: OrdersScreenState
  orders: readonly Order[]
  onRetry: () => void
  /** The page's clock: whether an order's 24 hours to ask for a return have passed. */
  now?: Date
  /** Opens 'Return or exchange an item' for an order; without it, or without `now`, no return is offered. */
  onReturn?: (order: Order) => void
}

export function OrdersScreen({ state, orders, onRetry, now, onReturn, className, ...props }: OrdersScreenProps) {
  const headingId = useId()
  return (
    <section
      data-slot="orders-screen"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn('w-full text-foreground', className)}
      {...props}
    >
      <h1 id={headingId} className="m-0 mb-4 text-2xl font-bold">
        {ORDERS_HEADING}
      </h1>

      <p role="status" className="sr-only">
        {state === 'loading' ? LOADING_ORDERS : ''}
      </p>

      {state === 'loading' ? (
        <div data-slot="orders-skeleton" className="flex flex-col gap-4">
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      ) : null}

      {state === 'failed' ? (
        <div data-slot="orders-error" className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="m-0 text-foreground-subtle">{ORDERS_UNAVAILABLE}</p>
          <Button variant="outline" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        </div>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          data-slot="orders-empty"
          icon={<TruckIcon />}
          title={NO_ORDERS}
          description={NO_ORDERS_HINT}
          action={
            <Button asChild>
              <Link to={pathTo('productListing')}>{EXPLORE_LABEL}</Link>
            </Button>
          }
        />
      ) : null}

      {state === 'listed' ? (
        <ol data-slot="orders-list" className="m-0 flex list-none flex-col gap-4 p-0">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} productHref={(slug) => pathTo('productDetails', { productId: slug })}>
                <OrderProgress order={order} now={now} onReturn={onReturn} />
              </OrderCard>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
