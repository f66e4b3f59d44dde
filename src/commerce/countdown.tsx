// Time left until a date (the promo bar's price drop). Props only: the ticking `now` comes from a machine's
// clock, so stories and screenshots stay still. spec §5: an unparseable date shows 'Invalid date string provided'.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { isInvalidTimeLeft, timeLeft, type TimeLeft } from '@/domain/countdown'
import { countOf } from '@/domain/plural'

export const INVALID_DATE_MESSAGE = 'Invalid date string provided'

export const countdownVariants = cva('inline-flex items-center tabular-nums', {
  variants: {
    variant: {
      compact: 'gap-1 font-semibold',
      blocks: 'gap-2',
    },
  },
  defaultVariants: { variant: 'compact' },
})

export const countdownUnitVariants = cva(
  'flex min-w-14 flex-col items-center rounded-md border border-border bg-surface px-2 py-1.5 text-foreground shadow-sm',
)

export type CountdownState = 'running' | 'finished' | 'invalid'

export type CountdownProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof countdownVariants> & {
    /** When the countdown ends: an ISO string (the promo's `expires`) or a Date. */
    target: string | Date
    /** The current instant; re-render with a new value to tick. */
    now: Date | number
    /** What is being counted down to, read before the time (e.g. "Price drop ends in"). */
    label?: string
  }

const pad = (n: number) => String(n).padStart(2, '0')

const units = [
  { key: 'days', short: 'd', long: 'Days', one: 'day', other: 'days' },
  { key: 'hours', short: 'h', long: 'Hours', one: 'hour', other: 'hours' },
  { key: 'minutes', short: 'm', long: 'Mins', one: 'minute', other: 'minutes' },
  { key: 'seconds', short: 's', long: 'Secs', one: 'second', other: 'seconds' },
] as const

/** "2 days, 4 hours, 10 minutes, 5 seconds": what a screen reader hears instead of the packed digits. */
export function describeTimeLeft(left: TimeLeft): string {
  return units.map((u) => countOf(left[u.key], u)).join(', ')
}

/** "2d 04h 10m 05s": the promo bar's compact form. */
export function formatCompact(left: TimeLeft): string {
  return units.map((u) => `${u.key === 'days' ? left.days : pad(left[u.key])}${u.short}`).join(' ')
}

export function Countdown({ target, now, label = 'Time left', variant, className, ...props }: CountdownProps) {
  const left = timeLeft(target, now)
  const v = variant ?? 'compact'

  if (isInvalidTimeLeft(left)) {
    return (
      <div
        data-slot="countdown"
        data-variant={v}
        data-state="invalid"
        className={cn(countdownVariants({ variant }), 'font-normal text-danger', className)}
        {...props}
      >
        {INVALID_DATE_MESSAGE}
      </div>
    )
  }

  const state: CountdownState = left.totalMs === 0 ? 'finished' : 'running'
  return (
    // aria-live="off": the time changes every second and announcing each tick would drown everything else out.
    <div
      role="timer"
      aria-live="off"
      aria-atomic="true"
      aria-label={`${label}: ${describeTimeLeft(left)}`}
      data-slot="countdown"
      data-variant={v}
      data-state={state}
      className={cn(countdownVariants({ variant }), className)}
      {...props}
    >
      {v === 'compact' ? (
        <span aria-hidden data-slot="countdown-text">
          {formatCompact(left)}
        </span>
      ) : (
        units.map((u) => (
          <span
            key={u.key}
            aria-hidden
            data-slot="countdown-unit"
            data-unit={u.key}
            className={countdownUnitVariants()}
          >
            <span data-slot="countdown-value" className="text-xl font-bold leading-7">
              {pad(left[u.key])}
            </span>
            <span data-slot="countdown-label" className="text-xs text-foreground-subtle">
              {u.long}
            </span>
          </span>
        ))
      )}
    </div>
  )
}
