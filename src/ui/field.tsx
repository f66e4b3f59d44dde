// A form field: label, control, hint and error, wired together so every control is named and described.
//
// Wiring is a small context, not cloneElement: <Field> makes ids with useId and publishes them; the
// store's controls (Input, PasswordInput, Checkbox) read them through useFieldControl() (./field-control), which fills in
// `id`, `aria-describedby` and `aria-invalid` unless the control was given its own. A custom control
// can call useFieldControl() the same way. Outside a Field the hook returns the props unchanged.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from './cn'
import { FieldContext } from './field-control'

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Visible label, tied to the control with htmlFor. Leave out for a control that labels itself (Checkbox). */
  label?: ReactNode
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode
  /** Error text: marks the control aria-invalid, links it and is announced when it appears. */
  error?: ReactNode
  /** Id for the control; one is generated when left out. */
  controlId?: string
  children: ReactNode
}

export function Field({ className, label, hint, error, controlId, children, ...props }: FieldProps) {
  const generated = useId()
  const id = controlId ?? `${generated}-control`
  const hintId = `${generated}-hint`
  const errorId = `${generated}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== ''
  // The error comes first so a screen reader reads the problem before the general hint.
  const describedBy = [invalid ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <FieldContext.Provider value={{ controlId: id, describedBy, invalid }}>
      <div
        data-slot="field"
        data-state={invalid ? 'invalid' : 'idle'}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {label ? (
          <label data-slot="field-label" htmlFor={id} className="text-sm font-medium text-foreground">
            {label}
          </label>
        ) : null}
        {children}
        {hasHint ? (
          <p data-slot="field-hint" id={hintId} className="text-sm text-foreground-subtle">
            {hint}
          </p>
        ) : null}
        {/* role="alert" is assertive: a message that appears after a submit is read at once. */}
        {invalid ? (
          <p data-slot="field-error" id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  )
}
