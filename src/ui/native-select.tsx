// A native select styled like the store's inputs, with a placeholder first (light, and the phone's own picker on a
// small screen). The store's pickers (a state, a category) are this with their own options.
import type { ComponentProps } from 'react'
import { cn } from './cn'
import { useFieldControl } from './field-control'
import { inputVariants } from './input'

export interface NativeSelectOption {
  value: string
  label: string
}

export type NativeSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: string
  /** Shown, and not choosable, until something is chosen. */
  placeholder: string
  options: readonly NativeSelectOption[]
  onValueChange: (value: string) => void
}

export function NativeSelect({ value, placeholder, options, onValueChange, className, ...rest }: NativeSelectProps) {
  const props = useFieldControl(rest)
  return (
    <select
      data-slot="native-select"
      data-state={value === '' ? 'unselected' : 'selected'}
      className={cn(inputVariants(), 'appearance-auto', className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
