// A thin rule between two ways of doing one thing ('or' between the Google button and the email form). It is
// decoration: the choices on either side already say what they are, so it is hidden from assistive technology.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn'

export type SeparatorProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A word in the middle of the rule; a plain rule without it. */
  label?: ReactNode
}

export function Separator({ label, className, ...props }: SeparatorProps) {
  return (
    <div
      aria-hidden
      data-slot="separator"
      data-variant={label ? 'labelled' : 'plain'}
      className={cn('flex items-center gap-3 text-xs font-medium text-foreground-subtle uppercase', className)}
      {...props}
    >
      <span data-slot="separator-rule" className="h-px flex-1 bg-border" />
      {label ? (
        <>
          {label}
          <span data-slot="separator-rule" className="h-px flex-1 bg-border" />
        </>
      ) : null}
    </div>
  )
}
