// A list read a page at a time, as a paged-list machine (machines/lib/paged-list.ts) holds it: the wallet's transactions
// and the vendor's orders. Under the caller's heading: placeholders while the first page loads, the server's words with
// a retry when it cannot, the caller's empty state when there is nothing, else the items and 'See more' while there is
// a next page. The section's data-state is the machine's state; its parts are named after `slot` (`<slot>-list` …).
import type { ComponentProps, ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'
import type { pagedListMachine } from '@machines/lib/paged-list'

/** A paged-list machine's states: the list's data-state. */
export type PagedListState = StateValueFrom<ReturnType<typeof pagedListMachine>>

export const MORE_LABEL = 'See more'
export const RETRY_LABEL = 'Try again'

// In Lagos time, so the date is the reader's whatever the device's zone. Built at the first date shown, not as the
// page's script loads: a page's first Intl formatter loads the locale data, one long task on a phone (docs/adr/0050),
// and an empty list shows no date.
let dateFormat: Intl.DateTimeFormat | undefined

/** When a listed item happened (an ISO date-time), as the lists show it: '24 Nov 2026, 9:00 am'. */
export function listedDate(instant: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' })
  return dateFormat.format(new Date(instant))
}

export type PagedListProps<TItem> = Omit<ComponentProps<'section'>, 'children'> & {
  state: PagedListState
  /** The part names' stem: `<slot>-skeleton`, `<slot>-error`, `<slot>-list`, `<slot>-more`. */
  slot: string
  /** The heading (and anything beside it) the section is labelled by. */
  header: ReactNode
  items: readonly TItem[]
  keyOf: (item: TItem) => string
  renderItem: (item: TItem) => ReactNode
  /** Told to screen readers while a page loads. */
  loadingLabel: string
  /** A placeholder row's height while the first page loads, as tall as an item. */
  placeholderClassName: string
  /** Drawn when there is nothing to list. */
  empty: ReactNode
  /** Drawn above the items, once there are some. */
  summary?: ReactNode
  /** The server's words, or the list's own. */
  errorMessage: string
  canLoadMore: boolean
  onMore: () => void
  onRetry: () => void
}

/** What a list's screen takes from its machine and hands on as it is. */
export type PagedListControls = Pick<PagedListProps<unknown>, 'state' | 'canLoadMore' | 'onMore' | 'onRetry'>

export function PagedList<TItem>({
  state,
  slot,
  header,
  items,
  keyOf,
  renderItem,
  loadingLabel,
  placeholderClassName,
  empty,
  summary,
  errorMessage,
  canLoadMore,
  onMore,
  onRetry,
  className,
  ...props
}: PagedListProps<TItem>) {
  const busy = state === 'loading' || state === 'loadingMore'
  return (
    <section
      data-state={state}
      aria-busy={busy || undefined}
      className={cn('flex w-full flex-col gap-4 text-foreground', className)}
      {...props}
    >
      {header}

      <p role="status" className="sr-only">
        {busy ? loadingLabel : ''}
      </p>

      {state === 'loading' ? (
        <div data-slot={`${slot}-skeleton`} className="flex flex-col gap-3">
          <Skeleton className={cn('w-full rounded-lg', placeholderClassName)} />
          <Skeleton className={cn('w-full rounded-lg', placeholderClassName)} />
        </div>
      ) : null}

      {state === 'failed' ? (
        <div data-slot={`${slot}-error`} className="flex flex-col items-center gap-4 py-8 text-center">
          <p className="m-0 text-foreground-subtle">{errorMessage}</p>
          <Button variant="outline" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        </div>
      ) : null}

      {state === 'empty' ? empty : null}

      {state === 'listed' || state === 'loadingMore' ? (
        <>
          {summary}
          <ol data-slot={`${slot}-list`} className="m-0 flex list-none flex-col gap-3 p-0">
            {items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ol>
          {canLoadMore || state === 'loadingMore' ? (
            <Button
              variant="outline"
              className="self-center"
              loading={state === 'loadingMore'}
              onClick={onMore}
              data-slot={`${slot}-more`}
            >
              {MORE_LABEL}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
