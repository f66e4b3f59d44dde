// A staff page of one record (an order, a swap request), as its machine (machines/lib/staff-page.ts, `recordStates`)
// holds it: the way back to its list; placeholders while it loads, the server's words with a retry when it cannot, a
// line when there is no such record, the server's refusal for someone it is not for; once loaded, its header (name,
// status, a line under it, the conflict when someone else acted first, what staff may do) above its details. And the
// parts such a page draws its details with: a titled section, a list of facts, a time in Lagos. Props only; the page's
// parts are named after `slot` (`<slot>-header`, `<slot>-skeleton` …).
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { GENERIC_ERROR } from '@/domain/messages'
import { staffTime } from './staff-time'

/** When something happened, in Lagos. */
export const staffWhen = (at: string) => <time dateTime={at}>{staffTime(at)}</time>

/** A titled box of the record's details. */
export function StaffSection({ title, className, children, ...props }: ComponentProps<'section'> & { title: string }) {
  return (
    <section
      aria-label={title}
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4', className)}
      {...props}
    >
      <h2 className="m-0 text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** Terms and their values; `lines` keeps the values' line breaks (what a shopper typed). */
export function StaffFacts({ rows, lines = false }: { rows: [string, ReactNode][]; lines?: boolean }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-foreground-subtle">{term}</dt>
          <dd className={cn('m-0 min-w-0 break-words', lines && 'whitespace-pre-line')}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The record's header once it is loaded. */
export interface StaffRecordHeader {
  title: ReactNode
  titleClassName?: string
  /** Its status. */
  badge: ReactNode
  /** The line under the title. */
  meta: ReactNode
  /** What staff may do with it. */
  actions: ReactNode
}

export interface StaffRecordPageProps<Record> {
  /** The page's data-slot, and its parts' stem. */
  slot: string
  /** The machine's state (`loading`, `failed`, `notFound` and `denied` are drawn here). */
  state: unknown
  /** The page's data-state: the machine's state name. */
  stateName: string
  className?: string
  /** The way back to the record's list. */
  back: { to: string; label: string }
  /** What a screen reader is told of the work under way. */
  status: string
  /** The page's heading while no record is shown. */
  heading: string
  record: Record | null
  header: (record: Record) => StaffRecordHeader
  /** The server's word when the record had moved before an action reached it, said over it loaded again. */
  conflict: string | null
  changedFirst: string
  /** Why the record did not load (failed), or the server's refusal (denied). */
  errorMessage?: string
  retryLabel: string
  onRetry: () => void
  notFound: { title: string; description: string }
  /** The record's details (and its dialogs), once it is shown. */
  children: (record: Record) => ReactNode
}

export function StaffRecordPage<Record>({
  slot,
  state,
  stateName,
  className,
  back,
  status,
  heading,
  record,
  header,
  conflict,
  changedFirst,
  errorMessage,
  retryLabel,
  onRetry,
  notFound,
  children,
}: StaffRecordPageProps<Record>) {
  const shown = state !== 'loading' && state !== 'failed' && state !== 'notFound' && state !== 'denied' ? record : null
  const head = shown ? header(shown) : null
  return (
    <div
      data-slot={slot}
      data-state={stateName}
      className={cn('@container mx-auto flex w-full max-w-7xl flex-col gap-4', className)}
    >
      {state === 'denied' ? null : (
        <Link to={back.to} className="w-fit text-sm font-medium text-primary hover:underline">
          ← {back.label}
        </Link>
      )}

      <p role="status" className="sr-only">
        {status}
      </p>

      {head ? (
        <div data-slot={`${slot}-header`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className={cn('m-0 text-2xl font-bold', head.titleClassName)}>{head.title}</h1>
            {head.badge}
          </div>
          {head.meta}
          {conflict ? (
            <div
              role="alert"
              data-slot={`${slot}-conflict`}
              className="flex flex-col gap-1 rounded-md border border-warning bg-warning-soft p-3 text-sm text-foreground"
            >
              <strong>{changedFirst}</strong>
              <span>{conflict}</span>
            </div>
          ) : null}
          {head.actions}
        </div>
      ) : (
        <h1 className="m-0 text-2xl font-bold">{heading}</h1>
      )}

      {state === 'loading' ? (
        <div data-slot={`${slot}-skeleton`} aria-hidden className="grid gap-4 @3xl:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="grid gap-2 rounded-lg border border-border p-4">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : null}

      {state === 'failed' ? (
        <EmptyState
          data-slot={`${slot}-error`}
          role="alert"
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={onRetry}>{retryLabel}</Button>}
        />
      ) : null}

      {state === 'notFound' ? (
        <EmptyState data-slot={`${slot}-not-found`} title={notFound.title} description={notFound.description} />
      ) : null}

      {state === 'denied' ? (
        <p data-slot={`${slot}-denied`} role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {errorMessage}
        </p>
      ) : null}

      {shown ? children(shown) : null}
    </div>
  )
}
