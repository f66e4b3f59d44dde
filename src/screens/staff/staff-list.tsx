// A staff page of filtered pages, as its machine (machines/lib/filtered-pages.ts) holds it: the orders board, the audit
// log. Its heading; for someone the page is not for, the server's message alone; else its filters above the rows:
// placeholders while a page loads, the server's words with a retry when it cannot, a line when nothing matches, else the
// table and the paging. While a filter is typed the rows shown stay until the new answer comes. The section's
// data-state is the machine's state; its parts are named after `slot` (`<slot>-skeleton` …).
import { useId, type ComponentProps, type ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'
import type { filteredPagesMachine } from '@machines/lib/filtered-pages'
import { StaffPaging } from './staff-paging'

/** A filtered-pages machine's states: the page's data-state. */
export type StaffListState = StateValueFrom<ReturnType<typeof filteredPagesMachine>>

export type StaffListProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffListState
  /** The part names' stem: `<slot>-denied`, `<slot>-skeleton`, `<slot>-error`, `<slot>-empty`. */
  slot: string
  heading: string
  /** The page's filters, drawn unless the page is not for this reader. */
  filters: ReactNode
  /** Whether there are rows to keep showing while a filter is typed. */
  hasRows: boolean
  /** The rows of the page shown. */
  table: ReactNode
  page: number
  totalPages: number
  /** Why the rows could not be shown: the server's own words. */
  message: string | null
  texts: { loading: string; empty: string; retry: string }
  /** The page's machine's `send`, for the paging and the retry. */
  send: (event: { type: 'page.go'; page: number } | { type: 'list.retry' }) => void
}

export function StaffList({
  state,
  slot,
  heading,
  filters,
  hasRows,
  table,
  page,
  totalPages,
  message,
  texts,
  send,
  className,
  ...props
}: StaffListProps) {
  const headingId = useId()
  const shown = state === 'typing' ? (hasRows ? 'listed' : 'loading') : state
  return (
    <section
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cn('flex w-full flex-col gap-3 text-foreground', className)}
      {...props}
    >
      <h1 id={headingId} className="m-0 text-xl font-bold">
        {heading}
      </h1>

      {state === 'denied' ? (
        <p data-slot={`${slot}-denied`} role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : (
        <>
          {filters}

          <p role="status" className="sr-only">
            {shown === 'loading' ? texts.loading : ''}
          </p>

          {shown === 'loading' ? (
            <div data-slot={`${slot}-skeleton`} className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : null}

          {shown === 'failed' ? (
            <div data-slot={`${slot}-error`} className="flex flex-col items-start gap-3 py-6">
              <p role="alert" className="m-0 text-foreground-subtle">
                {message}
              </p>
              <Button variant="outline" size="sm" onClick={() => send({ type: 'list.retry' })}>
                {texts.retry}
              </Button>
            </div>
          ) : null}

          {shown === 'empty' ? (
            <p data-slot={`${slot}-empty`} className="m-0 py-6 text-foreground-subtle">
              {texts.empty}
            </p>
          ) : null}

          {shown === 'listed' ? (
            <>
              {table}
              <StaffPaging
                page={page}
                totalPages={totalPages}
                enabled={state === 'listed'}
                onGo={(next) => send({ type: 'page.go', page: next })}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
