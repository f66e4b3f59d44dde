// The address form's state picker (spec §4 Address modal): Nigeria's 36 states and the Federal Capital Territory, as a
// native select styled like the store's inputs (light, and the phone's own picker on a small screen).
import type { ComponentProps } from 'react'
import { cn } from '@/ui/cn'
import { useFieldControl } from '@/ui/field-control'
import { inputVariants } from '@/ui/input'
import { NIGERIAN_STATES } from '@/domain/nigeria'

export const STATE_PLACEHOLDER = 'Choose a state'

export type StateSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: string
  onValueChange: (state: string) => void
}

export function StateSelect({ value, onValueChange, className, ...rest }: StateSelectProps) {
  const props = useFieldControl(rest)
  return (
    <select
      data-slot="state-select"
      data-state={value === '' ? 'unselected' : 'selected'}
      className={cn(inputVariants(), 'appearance-auto', className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="" disabled>
        {STATE_PLACEHOLDER}
      </option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </select>
  )
}
