// A product's star rating: five stars filled to the value (partial stars for fractions), the number and,
// optionally, how many reviews it rests on.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { StarIcon } from '@/ui/icons'
import { formatRating, parseRating, starFills } from '@/domain/rating'
import { countOf } from '@/domain/plural'

export const ratingVariants = cva('inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5', {
  variants: {
    size: { sm: 'text-xs', md: 'text-sm', lg: 'text-base' },
  },
  defaultVariants: { size: 'md' },
})

const starSize = { sm: 14, md: 16, lg: 20 } as const

export type RatingProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof ratingVariants> & {
    /** 0–5; parse the API's `{ $numberDecimal }` with parseRating from src/domain/rating. */
    value: number
    /** Number of reviews, shown as "(12 reviews)" when given. */
    reviews?: number
    /** Hide the number beside the stars (it stays in the accessible name). */
    hideValue?: boolean
  }

export function reviewsLabel(count: number): string {
  return countOf(count, { one: 'review', other: 'reviews' })
}

export function Rating({ value, reviews, hideValue = false, size, className, ...props }: RatingProps) {
  const rating = parseRating(value)
  const shown = formatRating(rating)
  const px = starSize[size ?? 'md']
  return (
    <div
      data-slot="rating"
      data-size={size ?? 'md'}
      data-value={shown}
      className={cn(ratingVariants({ size }), className)}
      {...props}
    >
      <span data-slot="rating-stars" role="img" aria-label={`Rated ${shown} out of 5`} className="inline-flex">
        {starFills(rating).map((fill, i) => (
          <span
            key={i}
            data-slot="rating-star"
            data-state={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'partial'}
            className="relative inline-block shrink-0"
            style={{ width: px, height: px }}
          >
            <StarIcon size={px} className="absolute inset-0 text-border" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon size={px} className="text-rating" />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      {hideValue ? null : (
        <span data-slot="rating-value" aria-hidden className="font-semibold tabular-nums text-foreground">
          {shown}
        </span>
      )}
      {reviews !== undefined ? (
        <span data-slot="rating-reviews" className="whitespace-nowrap text-foreground-subtle">
          ({reviewsLabel(reviews)})
        </span>
      ) : null}
    </div>
  )
}
