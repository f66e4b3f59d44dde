// A thin progress bar for route changes and uploads: determinate when the amount is known, indeterminate
// (a sliding segment) when it is not. placement="top" pins it across the top of the page.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

export const progressBarVariants = cva('overflow-hidden bg-muted', {
  variants: {
    placement: {
      inline: 'relative w-full rounded-full [&>*]:rounded-full',
      top: 'fixed inset-x-0 top-0 z-50 bg-transparent',
    },
    size: {
      sm: 'h-1',
      md: 'h-2',
    },
  },
  defaultVariants: { placement: 'inline', size: 'md' },
})

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof progressBarVariants> & {
    /** Percent done, 0 to 100. Leave out while the amount is unknown (indeterminate). */
    value?: number | null
    /** The bar's accessible name, e.g. 'Uploading images'. */
    label?: string
  }

export function ProgressBar({ className, placement, size, value, label = 'Loading', ...props }: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value)
  const percent = determinate ? Math.min(100, Math.max(0, value)) : null
  const state = percent === null ? 'indeterminate' : percent >= 100 ? 'complete' : 'loading'
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      data-slot="progress-bar"
      data-variant={placement ?? 'inline'}
      data-size={size ?? 'md'}
      data-state={state}
      data-value={percent ?? undefined}
      className={cn(progressBarVariants({ placement, size }), className)}
      {...props}
    >
      <div
        data-slot="progress-bar-indicator"
        data-state={state}
        className={cn(
          'h-full bg-primary',
          percent === null
            ? 'w-2/5 animate-[oja-progress_1.2s_ease-in-out_infinite] motion-reduce:w-full motion-reduce:animate-[oja-pulse_1.6s_ease-in-out_infinite]'
            : 'w-full transition-transform duration-200 ease-out',
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  )
}
