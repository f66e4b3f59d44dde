// The cart's one coupon (spec §3 Coupon, §5): a checkbox with its name and description, disabled, with the reason
// beside it, while the cart does not come to more than the coupon's minimum.
import { useId, type ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { Checkbox } from '@/ui/checkbox'

export type CouponCardProps = Omit<ComponentProps<'section'>, 'children' | 'onChange'> & {
  name: string
  description: string
  applied: boolean
  /** Whether the cart qualifies (spec §5: above the minimum purchase). */
  available: boolean
  /** Why the box is disabled, shown while the cart does not qualify. */
  unavailableReason: string
  onAppliedChange: (applied: boolean) => void
  /** The box waits while a change runs. */
  disabled?: boolean
}

export const COUPON_HEADING = 'Coupon'

export function CouponCard({
  name,
  description,
  applied,
  available,
  unavailableReason,
  onAppliedChange,
  disabled = false,
  className,
  ...props
}: CouponCardProps) {
  const reasonId = useId()
  return (
    <section
      data-slot="coupon-card"
      data-state={applied ? 'applied' : available ? 'available' : 'unavailable'}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-dashed border-primary bg-surface p-4 text-foreground',
        className,
      )}
      {...props}
    >
      <h2 className="m-0 text-base font-bold">{COUPON_HEADING}</h2>
      <Checkbox
        checked={applied}
        disabled={disabled || !available}
        aria-describedby={available ? undefined : reasonId}
        onChange={(event) => onAppliedChange(event.target.checked)}
      >
        <span className="flex flex-col">
          <span data-slot="coupon-card-name" className="font-semibold">
            {name}
          </span>{' '}
          <span data-slot="coupon-card-description" className="text-sm text-foreground-subtle">
            {description}
          </span>
        </span>
      </Checkbox>
      {available ? null : (
        <p id={reasonId} data-slot="coupon-card-reason" className="m-0 text-xs text-foreground-subtle">
          {unavailableReason}
        </p>
      )}
    </section>
  )
}
