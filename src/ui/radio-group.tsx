// One choice out of a few (delivery method, saved address, payment option); arrow keys move the choice.
import { createContext, useContext, useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

export const radioGroupVariants = cva('grid', {
  variants: {
    variant: {
      plain: 'gap-3',
      card: 'gap-3',
    },
  },
  defaultVariants: { variant: 'plain' },
})

// A card is the whole clickable option, bordered, and marked when chosen (saved addresses, delivery methods).
export const radioGroupOptionVariants = cva(
  'group/option flex cursor-pointer items-start gap-3 text-sm text-foreground has-[[data-disabled]]:cursor-not-allowed',
  {
    variants: {
      variant: {
        plain: '',
        card:
          'rounded-lg border border-border bg-surface p-4 transition-colors hover:border-border-strong ' +
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft ' +
          'has-[[data-disabled]]:bg-surface-raised has-[[data-disabled]]:hover:border-border',
      },
    },
    defaultVariants: { variant: 'plain' },
  },
)

type RadioGroupVariant = NonNullable<VariantProps<typeof radioGroupVariants>['variant']>

// Options read the group's name, variant, chosen value and change handler from here.
const RadioGroupContext = createContext<{
  name: string
  variant: RadioGroupVariant
  value: string | undefined
  disabled: boolean
  required: boolean
  choose: (value: string) => void
}>({ name: '', variant: 'plain', value: undefined, disabled: false, required: false, choose: () => {} })

export type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  VariantProps<typeof radioGroupVariants> & {
    value?: string
    defaultValue?: string
    onValueChange?: (value: string) => void
    /** The inputs' form name; one is made up when not given (native radios need a shared name). */
    name?: string
    disabled?: boolean
    required?: boolean
  }

/**
 * Native radio inputs, restyled (like Checkbox): the browser gives the group its keyboard (Tab to the chosen
 * option, arrow keys move and choose, skipping disabled ones) and form behaviour, with no script to download.
 */
export function RadioGroup({ className, variant, value, defaultValue, onValueChange, name, disabled = false, required = false, ...props }: RadioGroupProps) {
  const resolved = variant ?? 'plain'
  const generatedName = useId()
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const chosen = value ?? uncontrolled
  const choose = (next: string) => {
    setUncontrolled(next)
    onValueChange?.(next)
  }
  return (
    <RadioGroupContext value={{ name: name ?? generatedName, variant: resolved, value: chosen, disabled, required, choose }}>
      <div
        role="radiogroup"
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        data-slot="radio-group"
        data-variant={resolved}
        data-state={chosen === undefined || chosen === '' ? 'unselected' : 'selected'}
        className={cn(radioGroupVariants({ variant: resolved }), className)}
        {...props}
      />
    </RadioGroupContext>
  )
}

export type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'defaultChecked' | 'name'> &
  VariantProps<typeof radioGroupOptionVariants> & {
    value: string
    /** The option's name, read out with its aside. */
    label: ReactNode
    /** A second line, read out as the option's description. */
    description?: ReactNode
    /** Trailing detail such as a price. */
    aside?: ReactNode
  }

export function RadioGroupItem({ className, variant, label, description, aside, id, value, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext)
  const resolved = variant ?? group.variant
  const generatedId = useId()
  const itemId = id ?? generatedId
  const labelId = `${itemId}-label`
  const descriptionId = `${itemId}-description`
  const asideId = `${itemId}-aside`
  const checked = group.value === value
  const off = disabled || group.disabled
  const state = checked ? 'checked' : 'unchecked'

  return (
    <label
      htmlFor={itemId}
      data-slot="radio-group-option"
      data-variant={resolved}
      data-state={state}
      className={cn(radioGroupOptionVariants({ variant: resolved }), className)}
    >
      <span className="relative mt-0.5 inline-flex size-4 shrink-0 items-center justify-center">
        <input
          type="radio"
          id={itemId}
          name={group.name}
          value={value}
          checked={checked}
          disabled={off}
          required={group.required}
          data-slot="radio-group-item"
          data-state={state}
          data-disabled={off ? '' : undefined}
          aria-labelledby={aside ? `${labelId} ${asideId}` : labelId}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => {
            onChange?.(event)
            if (event.target.checked) group.choose(value)
          }}
          className={
            'peer absolute inset-0 m-0 appearance-none rounded-full border border-border-strong bg-surface ' +
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
            'checked:border-primary disabled:border-border disabled:bg-muted'
          }
          {...props}
        />
        <span aria-hidden data-slot="radio-group-indicator" className="pointer-events-none relative hidden size-2 rounded-full bg-primary peer-checked:block" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span
          id={labelId}
          data-slot="radio-group-label"
          className="font-medium group-has-[[data-disabled]]/option:text-foreground-subtle"
        >
          {label}
        </span>
        {description ? (
          <span id={descriptionId} data-slot="radio-group-description" className="text-foreground-subtle">
            {description}
          </span>
        ) : null}
      </span>
      {aside ? (
        <span
          id={asideId}
          data-slot="radio-group-aside"
          className="shrink-0 font-semibold tabular-nums group-has-[[data-disabled]]/option:text-foreground-subtle"
        >
          {aside}
        </span>
      ) : null}
    </label>
  )
}
