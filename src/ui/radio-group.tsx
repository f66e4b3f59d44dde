// One choice out of a few (delivery method, saved address, payment option); arrow keys move the choice.
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
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

// Options read the group's variant and chosen value from here, so each option can mirror its own data-state.
const RadioGroupContext = createContext<{ variant: RadioGroupVariant; value: string | undefined }>({
  variant: 'plain',
  value: undefined,
})

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & VariantProps<typeof radioGroupVariants>

export function RadioGroup({ className, variant, value, defaultValue, onValueChange, ...props }: RadioGroupProps) {
  const resolved = variant ?? 'plain'
  // null is Radix's "nothing chosen"; Radix only ever reports a chosen value.
  const [chosen, setChosen] = useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue ?? null,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next)
    },
    caller: 'RadioGroup',
  })
  return (
    <RadioGroupContext value={{ variant: resolved, value: chosen ?? undefined }}>
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        data-variant={resolved}
        data-state={chosen ? 'selected' : 'unselected'}
        className={cn(radioGroupVariants({ variant: resolved }), className)}
        // Always controlled from here, so the options' data-state cannot drift from Radix's.
        value={chosen}
        onValueChange={setChosen}
        {...props}
      />
    </RadioGroupContext>
  )
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> &
  VariantProps<typeof radioGroupOptionVariants> & {
    /** The option's name, read out with its aside. */
    label: ReactNode
    /** A second line, read out as the option's description. */
    description?: ReactNode
    /** Trailing detail such as a price. */
    aside?: ReactNode
  }

export function RadioGroupItem({ className, variant, label, description, aside, id, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext)
  const resolved = variant ?? group.variant
  const generatedId = useId()
  const itemId = id ?? generatedId
  const labelId = `${itemId}-label`
  const descriptionId = `${itemId}-description`
  const asideId = `${itemId}-aside`

  return (
    <label
      htmlFor={itemId}
      data-slot="radio-group-option"
      data-variant={resolved}
      data-state={group.value === props.value ? 'checked' : 'unchecked'}
      className={cn(radioGroupOptionVariants({ variant: resolved }), className)}
    >
      <RadioGroupPrimitive.Item
        id={itemId}
        data-slot="radio-group-item"
        aria-labelledby={aside ? `${labelId} ${asideId}` : labelId}
        aria-describedby={description ? descriptionId : undefined}
        className={
          'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
          'data-[state=checked]:border-primary disabled:border-border disabled:bg-muted'
        }
        {...props}
      >
        <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
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
