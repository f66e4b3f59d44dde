// The promo bar (spec §1: a countdown shows while a price drop is active). It draws the promoCountdown
// machine's state: `hidden` shows nothing, `running` the promo text with the time left, `expired` the count at
// zero until the next page, `invalid` the Countdown's 'Invalid date string provided' (spec §5).
import type { ComponentProps } from 'react'
import type { StateValueFrom } from 'xstate'
import { cn } from '@/ui/cn'
import { ClockIcon } from '@/ui/icons'
import { Countdown } from '@/commerce/countdown'
import type { promoCountdownMachine } from '@machines/promo-countdown/promo-countdown.machine'

export type PromoBarState = StateValueFrom<typeof promoCountdownMachine>

export type PromoBarPromo = {
  text: string
  /** The promo's `expires`, as the API sent it. */
  expires: string | number | Date | null | undefined
}

export type PromoBarProps = Omit<ComponentProps<'section'>, 'children'> & {
  promo: PromoBarPromo | null
  /** The machine's clock (context.now). */
  now: number | Date
  /** The promoCountdown machine's state. */
  state: PromoBarState
}

export const PROMO_COUNTDOWN_LABEL = 'Price drop ends in'

function countdownTarget(expires: PromoBarPromo['expires']): string | Date {
  if (typeof expires === 'number') return new Date(expires)
  return expires ?? ''
}

export function PromoBar({ promo, now, state, className, ...props }: PromoBarProps) {
  if (state === 'hidden' || !promo) return null
  return (
    <section
      aria-label="Price drop"
      data-slot="promo-bar"
      data-state={state}
      className={cn('border-b border-border bg-sale-soft text-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-0.5 px-3 py-2 text-center text-sm">
        <p data-slot="promo-bar-text" className="m-0 font-semibold">
          {promo.text}
        </p>
        <div data-slot="promo-bar-timer" className="inline-flex items-center gap-1.5 text-sale">
          {state === 'invalid' ? null : (
            <>
              <ClockIcon size={16} />
              <span aria-hidden>Ends in</span>
            </>
          )}
          <Countdown target={countdownTarget(promo.expires)} now={now} label={PROMO_COUNTDOWN_LABEL} />
        </div>
      </div>
    </section>
  )
}
