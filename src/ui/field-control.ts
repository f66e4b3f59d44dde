// The wiring between a <Field> (./field) and the control inside it: the Field publishes its ids here, and a control
// reads them with useFieldControl(). Apart from the Field itself so that a control used without one (the navigation
// bar's search box) does not bring the Field along.
import { createContext, useContext, type ComponentProps } from 'react'

export type FieldContextValue = { controlId: string; describedBy: string | undefined; invalid: boolean }

export const FieldContext = createContext<FieldContextValue | null>(null)

type ControlProps = {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
}

/** Merges the enclosing Field's id, description and invalid flag into a control's props; explicit props win. */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext)
  if (!field) return props
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  }
}
