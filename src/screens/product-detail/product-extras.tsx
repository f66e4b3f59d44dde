// The block beside the product on wide screens and below it on narrow ones (spec §2 Product detail): the app
// promo, customer reviews (spec §1: one slide visible, the buttons scroll two, no autoplay) and the store's FAQ
// (spec §2: items expand and collapse independently).
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/ui/cn'
import { IconButton } from '@/ui/icon-button'
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons'
import { PhoneIcon } from '@/ui/more-icons'
import { Rating } from '@/commerce/rating'
import { formatNaira } from '@/domain/money'
import { Faq } from '../static-pages/faq'
import { useSnapCarousel } from './use-snap-carousel'

/** spec §1: the app's signup bonus and referral reward, in naira. */
export const APP_SIGNUP_BONUS = 50
export const APP_REFERRAL_REWARD = 25

export type CustomerReview = { name: string; city: string; rating: number; text: string }

export const CUSTOMER_REVIEWS: readonly CustomerReview[] = [
  {
    name: 'Adaeze O.',
    city: 'Ibadan',
    rating: 5,
    text: 'Ordered on Monday and it reached me on Wednesday. Original product, well packed.',
  },
  {
    name: 'Tunde A.',
    city: 'Lagos',
    rating: 4.5,
    text: 'Cheaper than the market, and live chat answered my questions in minutes.',
  },
  {
    name: 'Hauwa B.',
    city: 'Kaduna',
    rating: 5,
    text: 'The tracking number came by SMS and I followed my order all the way.',
  },
  {
    name: 'Emeka N.',
    city: 'Port-Harcourt',
    rating: 4.5,
    text: 'Paid by bank transfer without stress. I will buy again.',
  },
]

function Panel({
  title,
  children,
  slot,
  className,
}: {
  title: string
  children: ReactNode
  slot: string
  className?: string
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      data-slot={`product-extras-${slot}`}
      className={cn('grid gap-3 rounded-lg border border-border bg-surface p-4', className)}
    >
      <h2 id={id} className="m-0 text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function CustomerReviews({ reviews }: { reviews: readonly CustomerReview[] }) {
  const trackId = useId()
  // spec §1: one review in view, the buttons move two at a time, nothing moves on its own.
  const carousel = useSnapCarousel<HTMLUListElement>(reviews.length, 2)
  return (
    <div
      data-slot="customer-reviews"
      role="group"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      className="grid gap-3"
    >
      <ul
        id={trackId}
        ref={carousel.trackRef}
        onScroll={carousel.onScroll}
        // Focusable, so the reviews can be scrolled with the arrow keys too.
        tabIndex={0}
        data-slot="customer-reviews-track"
        className="m-0 flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary list-none snap-x snap-mandatory gap-3 overflow-x-auto p-0 scroll-smooth motion-reduce:scroll-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {reviews.map((review, index) => (
          <li
            key={`${review.name}-${index}`}
            data-carousel-slide=""
            data-slot="customer-reviews-slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${reviews.length}`}
            className="shrink-0 grow-0 basis-full snap-start"
          >
            <figure className="m-0 grid h-full gap-2 rounded-md bg-surface-raised p-4">
              <Rating value={review.rating} size="sm" hideValue />
              <blockquote className="m-0 text-sm text-foreground">“{review.text}”</blockquote>
              <figcaption className="text-sm font-semibold text-foreground-subtle">
                {review.name}, {review.city}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {reviews.length > 1 ? (
        <div className="flex justify-end gap-2">
          <IconButton
            aria-label="Previous reviews"
            aria-controls={trackId}
            variant="outline"
            size="sm"
            disabled={carousel.atStart}
            onClick={carousel.previous}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next reviews"
            aria-controls={trackId}
            variant="outline"
            size="sm"
            disabled={carousel.atEnd}
            onClick={carousel.next}
          >
            <ChevronRightIcon />
          </IconButton>
        </div>
      ) : null}
    </div>
  )
}

export type ProductExtrasProps = ComponentProps<'aside'> & {
  reviews?: readonly CustomerReview[]
  /** Replaces the store's FAQ (spec §1's six entries). */
  faq?: ReactNode
}

export function ProductExtras({ reviews = CUSTOMER_REVIEWS, faq, className, ...props }: ProductExtrasProps) {
  return (
    <aside
      aria-label="More from Oja"
      data-slot="product-extras"
      className={cn('grid content-start gap-4', className)}
      {...props}
    >
      <Panel title="Shop faster on the Oja app" slot="promo" className="border-transparent bg-primary-soft">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
          >
            <PhoneIcon />
          </span>
          <p className="m-0 text-sm text-foreground">
            Get {formatNaira(APP_SIGNUP_BONUS)} when you sign up on the app, and {formatNaira(APP_REFERRAL_REWARD)} for
            every friend you refer.
          </p>
        </div>
      </Panel>
      {reviews.length > 0 ? (
        <Panel title="What our customers say" slot="reviews">
          <CustomerReviews reviews={reviews} />
        </Panel>
      ) : null}
      <Panel title="Frequently asked questions" slot="faq">
        {faq ?? <Faq variant="divided" headingLevel={3} />}
      </Panel>
    </aside>
  )
}
