// Loading placeholders shaped like the content they stand in for. Hidden from assistive technology: the
// region that is loading says so (aria-busy, a status message), not each grey block.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'

export const skeletonVariants = cva(
  'block bg-muted animate-[oja-pulse_1.6s_ease-in-out_infinite] motion-reduce:animate-none',
  {
    variants: {
      shape: {
        text: 'h-4 w-full rounded-sm',
        rect: 'h-24 w-full rounded-md',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'text' },
  },
)

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & VariantProps<typeof skeletonVariants>

export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden
      data-slot="skeleton"
      data-variant={shape ?? 'text'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  )
}
