// A labelled slider that shows its current value (the listing's minimum-rating filter, price ranges).
import { useId, type ComponentProps } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as SliderPrimitive from '@radix-ui/react-slider'
import { cn } from './cn'

function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.')
  return fraction.length
}

export type SliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, 'children'> & {
  /** Names the control; every thumb is announced by it unless thumbLabels names them one by one. */
  label: string
  /** One accessible name per thumb, for a range (e.g. 'Minimum price', 'Maximum price'). */
  thumbLabels?: string[]
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean
  /** Shows the current value beside the label. */
  showValue?: boolean
  /** Writes a value for display and for screen readers; defaults to the step's precision (3.0 for step 0.1). */
  formatValue?: (value: number) => string
}

export function Slider({
  label,
  thumbLabels,
  hideLabel = false,
  showValue = true,
  formatValue,
  className,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  ...props
}: SliderProps) {
  const labelId = useId()
  // Radix keeps an uncontrolled value to itself; the value is held here instead so the label can show it.
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? [min],
    onChange: onValueChange,
    caller: 'Slider',
  })
  const format = formatValue ?? ((n: number) => n.toFixed(decimalsOf(step)))

  return (
    <div
      data-slot="slider"
      data-state={disabled ? 'disabled' : 'idle'}
      className={cn('group/slider grid w-full gap-2', className)}
    >
      <div
        data-slot="slider-header"
        className={cn('flex items-baseline justify-between gap-3 text-sm', hideLabel && !showValue && 'sr-only')}
      >
        <span
          id={labelId}
          data-slot="slider-label"
          className={cn(
            'font-medium text-foreground group-data-[state=disabled]/slider:text-foreground-subtle',
            hideLabel && 'sr-only',
          )}
        >
          {label}
        </span>
        {showValue ? (
          // The thumbs announce the value themselves (aria-valuetext); this copy is for the eye.
          <span
            data-slot="slider-value"
            aria-hidden
            className="ml-auto font-semibold tabular-nums text-foreground group-data-[state=disabled]/slider:text-foreground-subtle"
          >
            {current.map(format).join(' – ')}
          </span>
        ) : null}
      </div>
      <SliderPrimitive.Root
        data-slot="slider-root"
        value={current}
        onValueChange={setCurrent}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        className="relative flex h-5 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50"
        {...props}
      >
        <SliderPrimitive.Track
          data-slot="slider-track"
          className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-border"
        >
          <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        {current.map((thumbValue, index) => {
          const thumbLabel = thumbLabels?.[index]
          return (
            <SliderPrimitive.Thumb
              key={index}
              data-slot="slider-thumb"
              aria-label={thumbLabel}
              aria-labelledby={thumbLabel ? undefined : labelId}
              aria-valuetext={format(thumbValue)}
              className="block size-5 rounded-full border-2 border-primary bg-surface shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
          )
        })}
      </SliderPrimitive.Root>
    </div>
  )
}
