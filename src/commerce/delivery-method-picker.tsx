// How the order travels (spec §2 Checkout, §3 Delivery method, §4 Delivery choice): the store's methods as cards with
// their price, and under them the chosen method's pickup address or delivery details.
import { useId } from 'react'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { cn } from '@/ui/cn'
import { DELIVERY_METHODS, type DeliveryMethod, type DeliveryMethodId } from '@/domain/delivery'
import { formatNaira, koboToNaira } from '@/domain/money'

export const DELIVERY_HEADING = 'Delivery method'
export const PICKUP_DETAILS_HEADING = 'Pickup address'
export const DELIVERY_DETAILS_HEADING = 'Delivery details'

/** Whether the shopper collects the order (motor park, airport) rather than receiving it at the door. */
export function isPickup(method: DeliveryMethod): boolean {
  return method.id !== 'standard'
}

export type DeliveryMethodPickerProps = {
  value: DeliveryMethodId
  onValueChange: (id: DeliveryMethodId) => void
  disabled?: boolean
  methods?: readonly DeliveryMethod[]
  className?: string
}

export function DeliveryMethodPicker({
  value,
  onValueChange,
  disabled,
  methods = DELIVERY_METHODS,
  className,
}: DeliveryMethodPickerProps) {
  const headingId = useId()
  const chosen = methods.find((method) => method.id === value)
  return (
    <section data-slot="delivery-method-picker" aria-labelledby={headingId} className={cn('grid gap-3', className)}>
      <h2 id={headingId} className="m-0 text-lg font-bold">
        {DELIVERY_HEADING}
      </h2>
      <RadioGroup
        variant="card"
        aria-labelledby={headingId}
        value={value}
        disabled={disabled}
        onValueChange={(id) => {
          const method = methods.find((candidate) => candidate.id === id)
          if (method) onValueChange(method.id)
        }}
      >
        {methods.map((method) => (
          <RadioGroupItem
            key={method.id}
            value={method.id}
            label={method.deliveryType}
            aside={formatNaira(koboToNaira(method.amount))}
          />
        ))}
      </RadioGroup>
      {chosen ? (
        <div
          data-slot="delivery-method-details"
          aria-live="polite"
          className="rounded-lg bg-surface-raised p-4 text-sm"
        >
          <h3 className="m-0 mb-1 text-sm font-semibold">
            {isPickup(chosen) ? PICKUP_DETAILS_HEADING : DELIVERY_DETAILS_HEADING}
          </h3>
          <p className="m-0 text-foreground-subtle">{chosen.description}</p>
        </div>
      ) : null}
    </section>
  )
}
