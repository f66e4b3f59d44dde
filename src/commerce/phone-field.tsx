// A Nigerian mobile number field for data and airtime (spec §5 Phone network detection): the number as typed, and the
// network found from it once it has more than 10 digits, read out politely as it appears.
import type { ComponentProps } from 'react'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'

export const PHONE_LABEL = 'Phone number'
export const PHONE_PLACEHOLDER = '08031234567'
export const networkNote = (network: string) => `Network: ${network}`

export type PhoneFieldProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (phone: string) => void
  /** The detected network, 'Unknown', or null before detection starts. */
  network: string | null
  error?: string | null
}

export function PhoneField({ value, onValueChange, network, error, className, ...rest }: PhoneFieldProps) {
  return (
    <Field
      data-slot="phone-field"
      data-state={network === null ? 'undetected' : network === 'Unknown' ? 'unknown' : 'detected'}
      label={PHONE_LABEL}
      error={error ?? undefined}
      hint={
        // A live region that is always there, so the network is announced when it appears.
        <span data-slot="phone-field-network" aria-live="polite">
          {network === null ? '' : networkNote(network)}
        </span>
      }
      className={className}
    >
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={PHONE_PLACEHOLDER}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
    </Field>
  )
}
