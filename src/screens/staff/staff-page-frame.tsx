// What every staff page of a list draws the same way (the orders board and the audit log through StaffList, the
// promos and categories through StaffSettingsPage, the money that needs a person, the vendors): its section, named by
// its heading, with the machine's state as data-state and busy while it loads; for someone the page is not for, the
// server's words alone; and, by the machine's state, placeholders while it loads, the server's words with a retry when
// it cannot, and a line when there is nothing. Props only; the parts are named after `slot` (`<slot>-denied` …).
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'

export type StaffPageFrameProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The part names' stem: `<slot>-denied`. */
  slot: string
  /** The machine's state name. */
  state: string
  /** Whether a screen reader hears the page as busy (loading). */
  busy: boolean
  heading: string
  /** What stands beside the heading (the owner's 'New …'). */
  aside?: ReactNode
  /** Whether the page is not for this reader: the server's `message` is then all it shows. */
  denied: boolean
  message: string | null
  children: ReactNode
}

export function StaffPageFrame({
  slot,
  state,
  busy,
  heading,
  aside,
  denied,
  message,
  className,
  children,
  ...props
}: StaffPageFrameProps) {
  const headingId = useId()
  const title = (
    <h1 id={headingId} className="m-0 text-xl font-bold">
      {heading}
    </h1>
  )
  return (
    <section
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('flex w-full flex-col gap-3 text-foreground', className)}
      {...props}
    >
      {aside === undefined ? (
        title
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {title}
          {aside}
        </div>
      )}
      {denied ? (
        <p data-slot={`${slot}-denied`} role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : (
        children
      )}
    </section>
  )
}

/** Placeholders while the list loads, one a row; each row's height a Tailwind class ('h-10' unless given). */
export function StaffSkeleton({ slot, rows = ['h-10', 'h-10', 'h-10'] }: { slot: string; rows?: readonly string[] }) {
  return (
    <div data-slot={`${slot}-skeleton`} className="flex flex-col gap-2">
      {rows.map((height, index) => (
        <Skeleton key={index} className={cn('w-full', height)} />
      ))}
    </div>
  )
}

/** Why the list could not load (the server's words), and a retry. */
export function StaffLoadError({
  slot,
  message,
  retry,
  onRetry,
}: {
  slot: string
  message: string | null
  retry: string
  onRetry: () => void
}) {
  return (
    <div data-slot={`${slot}-error`} className="flex flex-col items-start gap-3 py-6">
      <p role="alert" className="m-0 text-foreground-subtle">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}

/** The line when there is nothing to list. */
export function StaffEmpty({ slot, children }: { slot: string; children: ReactNode }) {
  return (
    <p data-slot={`${slot}-empty`} className="m-0 py-6 text-foreground-subtle">
      {children}
    </p>
  )
}
