// One choice out of a few (delivery method, saved address, payment option); arrow keys move the choice. The options
// are the browser's own radio buttons, one `name` per group, drawn as the store's circles: the browser gives the
// keyboard (Tab to the chosen option, arrows move the choice), the form value and what a screen reader says, with no
// script of a library's on the page's first load (docs/adr/0051).
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

// Options read the group's variant, name, chosen value and whether it is disabled from here.
const RadioGroupContext = createContext<{
  variant: RadioGroupVariant
  name: string
  value: string | undefined
  disabled: boolean
  choose: (value: string) => void
}>({ variant: 'plain', name: '', value: undefined, disabled: false, choose: () => {} })

export type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> &
  VariantProps<typeof radioGroupVariants> & {
    /** The chosen option's value (controlled); '' or undefined for none. */
    value?: string
    defaultValue?: string
    onValueChange?: (value: string) => void
    /** The options' form name; one is made when not given, since the browser groups radio buttons by it. */
    name?: string
    disabled?: boolean
    required?: boolean
  }

export function RadioGroup({
  className,
  variant,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required,
  ...props
}: RadioGroupProps) {
  const resolved = variant ?? 'plain'
  const generatedName = useId()
  // Controlled when given a value; otherwise the group keeps the choice, starting from defaultValue. The browser
  // reports only a newly chosen option, so every call is a change.
  const [own, setOwn] = useState(defaultValue)
  const chosen = value !== undefined ? value : own
  const choose = (next: string) => {
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <RadioGroupContext
      value={{
        variant: resolved,
        name: name ?? generatedName,
        value: chosen ?? undefined,
        disabled,
        choose,
      }}
    >
      <div
        role="radiogroup"
        aria-required={required}
        data-slot="radio-group"
        data-variant={resolved}
        data-state={chosen ? 'selected' : 'unselected'}
        data-disabled={disabled ? '' : undefined}
        className={cn(radioGroupVariants({ variant: resolved }), className)}
        {...props}
      />
    </RadioGroupContext>
  )
}

export type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name'> &
  VariantProps<typeof radioGroupOptionVariants> & {
    value: string
    /** The option's name, read out with its aside. */
    label: ReactNode
    /** A second line, read out as the option's description. */
    description?: ReactNode
    /** Trailing detail such as a price. */
    aside?: ReactNode
  }

export function RadioGroupItem({
  className,
  variant,
  label,
  description,
  aside,
  id,
  value,
  disabled: itemDisabled,
  ...props
}: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext)
  const resolved = variant ?? group.variant
  const generatedId = useId()
  const itemId = id ?? generatedId
  const labelId = `${itemId}-label`
  const descriptionId = `${itemId}-description`
  const asideId = `${itemId}-aside`
  const checked = group.value === value
  const state = checked ? 'checked' : 'unchecked'
  const disabled = group.disabled || Boolean(itemDisabled)

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
          disabled={disabled}
          onChange={() => group.choose(value)}
          data-slot="radio-group-item"
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          aria-labelledby={aside ? `${labelId} ${asideId}` : labelId}
          aria-describedby={description ? descriptionId : undefined}
          className={
            'size-4 cursor-[inherit] appearance-none rounded-full border border-border-strong bg-surface ' +
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
            'data-[state=checked]:border-primary disabled:border-border disabled:bg-muted'
          }
          {...props}
        />
        {checked ? (
          <span
            data-slot="radio-group-indicator"
            data-state="checked"
            className="pointer-events-none absolute size-2 rounded-full bg-primary"
          />
        ) : null}
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
