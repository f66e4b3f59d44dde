// A native checkbox, restyled: the browser keeps its keyboard, form and label behaviour; we draw the box.
import { type ChangeEvent, type ComponentProps, type ReactNode } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { useFieldControl } from './field-control'
import { CheckIcon } from './icons'
import { isInvalid } from './input'

export const checkboxVariants = cva(
  'peer shrink-0 appearance-none rounded-sm border border-border-strong bg-surface transition-colors ' +
    'checked:border-primary checked:bg-primary ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
    'aria-invalid:border-danger aria-invalid:checked:border-danger aria-invalid:checked:bg-danger ' +
    'disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

const labelSize = { sm: 'text-sm', md: 'text-base' } as const
const checkSize = { sm: 'size-3', md: 'size-3.5' } as const

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'children'> &
  VariantProps<typeof checkboxVariants> & {
    /** The visible label; clicking it toggles the box. */
    children?: ReactNode
    /** Shorthand for aria-invalid; a Field with an error sets it for you. */
    invalid?: boolean
  }

export function Checkbox({
  className,
  size,
  children,
  invalid,
  checked,
  defaultChecked,
  onChange,
  ...rest
}: CheckboxProps) {
  const props = useFieldControl({ ...rest, 'aria-invalid': invalid ? true : rest['aria-invalid'] })
  // Mirrors the native checked state so data-state is right for uncontrolled boxes too.
  const [isChecked, setChecked] = useControllableState({
    prop: checked,
    defaultProp: Boolean(defaultChecked),
    caller: 'Checkbox',
  })
  const s = size ?? 'md'
  const wrong = isInvalid(props['aria-invalid'])

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setChecked(event.target.checked)
    // The caller's handler takes the event (the input's own API), not the boolean the state helper passes on.
    onChange?.(event)
  }

  return (
    <label
      data-slot="checkbox"
      data-size={s}
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-invalid={wrong || undefined}
      data-disabled={props.disabled || undefined}
      className={cn(
        'inline-flex items-center gap-2 text-foreground',
        props.disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
        labelSize[s],
        className,
      )}
    >
      <span data-slot="checkbox-control" className="relative inline-flex shrink-0 items-center justify-center">
        <input
          type="checkbox"
          data-slot="checkbox-input"
          checked={checked}
          defaultChecked={checked === undefined ? defaultChecked : undefined}
          onChange={handleChange}
          className={checkboxVariants({ size })}
          {...props}
        />
        <CheckIcon
          data-slot="checkbox-indicator"
          strokeWidth={3}
          className={cn(
            'pointer-events-none absolute text-primary-foreground opacity-0 peer-checked:opacity-100',
            checkSize[s],
          )}
        />
      </span>
      {children !== undefined ? <span data-slot="checkbox-label">{children}</span> : null}
    </label>
  )
}
