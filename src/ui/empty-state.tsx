// What a list says when it has nothing to show ('Cart is Empty!', 'Wishlist is Empty'), with a way onward.
import type { ComponentProps, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

export const emptyStateVariants = cva('flex flex-col items-center justify-center text-center', {
  variants: {
    size: {
      sm: 'gap-2 px-4 py-6 [&_[data-slot=empty-state-title]]:text-base',
      md: 'gap-3 px-6 py-12 [&_[data-slot=empty-state-title]]:text-xl',
      lg: 'gap-4 px-6 py-16 [&_[data-slot=empty-state-title]]:text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
})

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** The message, shown as a heading (copy it from the spec exactly). */
    title: ReactNode
    /** A line under the message. */
    description?: ReactNode
    /** The way onward, usually a Button or link ('Explore'). */
    action?: ReactNode
    /** An icon or illustration above the message; decorative. */
    icon?: ReactNode
    /** Heading level of the message, to fit the page outline. */
    headingLevel?: HeadingLevel
  }

export function EmptyState({
  className,
  size,
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? 'md'}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className="mb-1 inline-flex items-center justify-center rounded-full bg-muted p-4 text-foreground-subtle [&_svg]:size-8"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="m-0 font-semibold text-foreground">
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="m-0 max-w-prose text-sm text-foreground-subtle">
          {description}
        </p>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap items-center justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  )
}
