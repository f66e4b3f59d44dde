// A staff page of filtered pages, as its machine (machines/lib/filtered-pages.ts) holds it: the orders board, the audit
// log. Its heading; for someone the page is not for, the server's message alone; else its filters above the rows:
// placeholders while a page loads, the server's words with a retry when it cannot, a line when nothing matches, else the
// table and the paging. While a filter is typed the rows shown stay until the new answer comes. The section's
// data-state is the machine's state; its parts are named after `slot` (`<slot>-skeleton` …).
import type { ComponentProps, ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import type { filteredPagesMachine } from '@machines/lib/filtered-pages'
import { StaffEmpty, StaffLoadError, StaffPageFrame, StaffSkeleton } from './staff-page-frame'
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
  const shown = state === 'typing' ? (hasRows ? 'listed' : 'loading') : state
  return (
    <StaffPageFrame
      slot={slot}
      state={state}
      busy={shown === 'loading'}
      heading={heading}
      denied={state === 'denied'}
      message={message}
      className={className}
      {...props}
    >
      {filters}

      <p role="status" className="sr-only">
        {shown === 'loading' ? texts.loading : ''}
      </p>

      {shown === 'loading' ? <StaffSkeleton slot={slot} /> : null}

      {shown === 'failed' ? (
        <StaffLoadError
          slot={slot}
          message={message}
          retry={texts.retry}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : null}

      {shown === 'empty' ? <StaffEmpty slot={slot}>{texts.empty}</StaffEmpty> : null}

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
    </StaffPageFrame>
  )
}
