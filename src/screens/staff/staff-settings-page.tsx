// The frame of a staff page that keeps one list of the shop's settings (the promos, the categories; docs/adr/0031):
// its heading and what it is for, the action that adds one (for the owner), then, by the machine's state, placeholders
// while the list loads, the server's words with a retry when it cannot, a line when there is nothing, the list, or,
// for someone the page is not for, the server's message alone. data-state is the machine's state name.
import { useId, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'

/** A machine's state as one string: 'listed', or 'editing.open' for a dialog's step. */
export function stateName(state: string | Record<string, unknown>): string {
  if (typeof state === 'string') return state
  const [parent, child] = Object.entries(state)[0]!
  return `${parent}.${stateName(child as string | Record<string, unknown>)}`
}

export type StaffSettingsPageProps = {
  state: string | Record<string, unknown>
  /** The part names' stem: `<slot>-denied`, `<slot>-skeleton`, `<slot>-error`, `<slot>-empty`. */
  slot: string
  texts: { heading: string; intro: string; loading: string; empty: string; retry: string; create: string }
  /** The server's words: why the list could not load, or why the page is not for this reader. */
  message: string | null
  /** Whether the reader may add to the list (the owner). */
  canWrite: boolean
  onCreate: () => void
  onRetry: () => void
  /** A note under the intro. */
  note?: ReactNode
  /** The list, drawn once loaded (with its dialogs). */
  children: ReactNode
}

export function StaffSettingsPage({
  state,
  slot,
  texts,
  message,
  canWrite,
  onCreate,
  onRetry,
  note,
  children,
}: StaffSettingsPageProps) {
  const headingId = useId()
  const name = stateName(state)
  return (
    <section
      data-slot={`${slot}-screen`}
      data-state={name}
      aria-labelledby={headingId}
      aria-busy={name === 'loading' || undefined}
      className="flex w-full flex-col gap-3 text-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="m-0 text-xl font-bold">
          {texts.heading}
        </h1>
        {canWrite && name !== 'denied' && name !== 'loading' && name !== 'failed' ? (
          <Button size="sm" onClick={onCreate} disabled={name !== 'listed' && name !== 'empty'}>
            {texts.create}
          </Button>
        ) : null}
      </div>
      {name === 'denied' ? (
        <p data-slot={`${slot}-denied`} role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : (
        <>
          <p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>
          {note}
          <p role="status" className="sr-only">
            {name === 'loading' ? texts.loading : ''}
          </p>
          {name === 'loading' ? (
            <div data-slot={`${slot}-skeleton`} className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : name === 'failed' ? (
            <div data-slot={`${slot}-error`} className="flex flex-col items-start gap-3 py-6">
              <p role="alert" className="m-0 text-foreground-subtle">
                {message}
              </p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                {texts.retry}
              </Button>
            </div>
          ) : (
            <div className={cn('flex flex-col gap-3')}>
              {name === 'empty' ? (
                <p data-slot={`${slot}-empty`} className="m-0 py-6 text-foreground-subtle">
                  {texts.empty}
                </p>
              ) : null}
              {children}
            </div>
          )}
        </>
      )}
    </section>
  )
}
