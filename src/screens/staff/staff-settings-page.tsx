// The frame of a staff page that keeps one list of the shop's settings (the promos, the categories; docs/adr/0031):
// its heading and what it is for, the action that adds one (for the owner), then, by the machine's state, placeholders
// while the list loads, the server's words with a retry when it cannot, a line when there is nothing, the list, or,
// for someone the page is not for, the server's message alone. data-state is the machine's state name.
import type { ReactNode } from 'react'
import { Button } from '@/ui/button'
import { StaffEmpty, StaffLoadError, StaffPageFrame, StaffSkeleton } from './staff-page-frame'

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
  const name = stateName(state)
  return (
    <StaffPageFrame
      data-slot={`${slot}-screen`}
      slot={slot}
      state={name}
      busy={name === 'loading'}
      heading={texts.heading}
      aside={
        canWrite && name !== 'denied' && name !== 'loading' && name !== 'failed' ? (
          <Button size="sm" onClick={onCreate} disabled={name !== 'listed' && name !== 'empty'}>
            {texts.create}
          </Button>
        ) : null
      }
      denied={name === 'denied'}
      message={message}
    >
      <p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>
      {note}
      <p role="status" className="sr-only">
        {name === 'loading' ? texts.loading : ''}
      </p>
      {name === 'loading' ? (
        <StaffSkeleton slot={slot} />
      ) : name === 'failed' ? (
        <StaffLoadError slot={slot} message={message} retry={texts.retry} onRetry={onRetry} />
      ) : (
        <div className="flex flex-col gap-3">
          {name === 'empty' ? <StaffEmpty slot={slot}>{texts.empty}</StaffEmpty> : null}
          {children}
        </div>
      )}
    </StaffPageFrame>
  )
}
