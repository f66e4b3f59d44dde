// /load-items/orders (docs/adr/0027): the vendor's lines of paid orders, newest order first, read-only: the date, the
// order's tracking ID, the item (title, size), quantity, price, the order's status and the city and state it goes to;
// 'See more' adds the next page below. Placeholders while they load, a line when there are none, the server's words
// with a retry when they cannot be loaded. Props only: the route binds the vendor-orders machine, whose state is the
// screen's data-state.
import { useId, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { TruckIcon } from '@/ui/icons'
import { OrderStatusBadge } from '@/commerce/order-status-badge'
import { formatNaira } from '@/domain/money'
import { pathTo } from '@/domain/routes'
import { vendorOrderLineKey, vendorOrderMessages, type VendorOrderLine } from '@/domain/vendor-orders'
import { listedDate, PagedList, type PagedListControls, type PagedListState } from '../paged-list'

/** The vendor-orders machine's states (machines/vendor-orders): the screen's data-state. */
export type VendorOrdersScreenState = PagedListState

export const VENDOR_ORDERS_HEADING = 'Your orders'
export const VENDOR_ORDERS_INTRO = 'Each item of yours in a paid order, newest first. The store’s team sends them out.'
export const LOADING_VENDOR_ORDERS = 'Loading your orders'
export const NO_VENDOR_ORDERS = 'No orders yet'
export const NO_VENDOR_ORDERS_HINT = 'When a shopper pays for one of your products, it appears here.'
export const BACK_TO_PRODUCTS_LABEL = 'Your products'

export type VendorOrdersScreenProps = Omit<ComponentProps<'section'>, 'children'> &
  PagedListControls & {
    lines: readonly VendorOrderLine[]
    /** How many lines there are in all, on every page. */
    totalDocs: number
    /** The server's message, or the store's own. */
    errorMessage?: string
  }

/** 'Title' or 'Title (size)'. */
export function itemName(line: Pick<VendorOrderLine, 'title' | 'size'>): string {
  return line.size ? `${line.title} (${line.size})` : line.title
}

function LineRow({ line }: { line: VendorOrderLine }) {
  const cell = 'flex gap-2 @min-[560px]/vendor-orders:contents'
  return (
    <article
      data-slot="vendor-order-line"
      data-state={line.status}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 data-slot="vendor-order-line-item" className="m-0 min-w-0 text-base font-semibold break-words">
          <Link to={pathTo('productDetails', { productId: line.slug })} className="hover:underline">
            {itemName(line)}
          </Link>
        </h2>
        <OrderStatusBadge status={line.status} data-slot="vendor-order-line-status" />
      </div>
      <dl className="m-0 grid grid-cols-1 gap-x-4 gap-y-1 text-sm @min-[560px]/vendor-orders:grid-cols-[auto_1fr_auto_1fr]">
        <div className={cell}>
          <dt className="text-foreground-subtle">Date</dt>
          <dd className="m-0">
            <time dateTime={line.paidAt}>{listedDate(line.paidAt)}</time>
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-foreground-subtle">Tracking ID</dt>
          <dd data-slot="vendor-order-line-tracking" className="m-0 min-w-0 tabular-nums slashed-zero break-all">
            {line.trackingId}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-foreground-subtle">Qty</dt>
          <dd data-slot="vendor-order-line-qty" className="m-0 tabular-nums">
            {line.qty}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-foreground-subtle">Price</dt>
          <dd data-slot="vendor-order-line-price" className="m-0 tabular-nums">
            {formatNaira(line.price, { decimals: true })}
          </dd>
        </div>
        <div className={cell}>
          <dt className="text-foreground-subtle">Goes to</dt>
          <dd data-slot="vendor-order-line-place" className="m-0">
            {line.city}, {line.state}
          </dd>
        </div>
      </dl>
    </article>
  )
}

export function VendorOrdersScreen({ lines, totalDocs, errorMessage, className, ...props }: VendorOrdersScreenProps) {
  const headingId = useId()
  return (
    <PagedList
      data-slot="vendor-orders-screen"
      slot="vendor-orders"
      aria-labelledby={headingId}
      className={cn('@container/vendor-orders mx-auto max-w-4xl px-4 py-6', className)}
      header={
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 id={headingId} className="m-0 text-2xl font-bold">
              {VENDOR_ORDERS_HEADING}
            </h1>
            <Link
              to={pathTo('loadItems')}
              data-slot="vendor-orders-products-link"
              className="text-sm text-primary underline"
            >
              {BACK_TO_PRODUCTS_LABEL}
            </Link>
          </div>
          <p className="m-0 text-sm text-foreground-subtle">{VENDOR_ORDERS_INTRO}</p>
        </>
      }
      items={lines}
      keyOf={vendorOrderLineKey}
      renderItem={(line) => <LineRow line={line} />}
      loadingLabel={LOADING_VENDOR_ORDERS}
      placeholderClassName="h-28"
      empty={
        <EmptyState
          data-slot="vendor-orders-empty"
          icon={<TruckIcon />}
          title={NO_VENDOR_ORDERS}
          description={NO_VENDOR_ORDERS_HINT}
        />
      }
      summary={
        <p data-slot="vendor-orders-count" className="m-0 text-sm text-foreground-subtle">
          {lines.length} of {totalDocs}
        </p>
      }
      errorMessage={errorMessage ?? vendorOrderMessages.loadFailed}
      {...props}
    />
  )
}
