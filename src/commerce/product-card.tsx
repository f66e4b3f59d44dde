// A product in a list (home bestsellers, listing, wishlist): image, title, rating, prices and tags, in the
// listing's three layouts (spec §2: product-grid, product-row, product-column). The whole card opens the
// product: the title's link stretches over the card, and action buttons sit above that layer.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { Badge } from '@/ui/badge'
import { Image } from '@/ui/image'
import { Skeleton } from '@/ui/skeleton'
import { Price } from './price'
import { Rating } from './rating'
import { OUT_OF_STOCK_LABEL, TRENDING_LABEL } from './product-tags'
import type { Product } from '@/domain/contract'
import { parseRating } from '@/domain/rating'
import { isInStock } from '@/domain/stock'

export const productCardVariants = cva(
  'group/product-card relative flex rounded-lg border border-border bg-surface text-foreground shadow-sm transition-shadow hover:shadow-md',
  {
    variants: {
      layout: {
        grid: 'w-full max-w-64 flex-col',
        row: 'w-full flex-row items-start gap-4 p-3',
        column: 'w-full max-w-md flex-col',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
)

export const productCardMediaVariants = cva('relative shrink-0 overflow-hidden', {
  variants: {
    layout: {
      grid: 'w-full rounded-t-lg',
      row: 'w-28 rounded-md',
      column: 'w-full rounded-t-lg',
    },
  },
  defaultVariants: { layout: 'grid' },
})

export const productCardBodyVariants = cva('flex min-w-0 flex-1 flex-col', {
  variants: {
    layout: {
      grid: 'gap-1.5 p-3',
      row: 'gap-1.5',
      column: 'gap-2 p-4',
    },
  },
  defaultVariants: { layout: 'grid' },
})

// Intrinsic sizes per layout, so each card reserves its image box before the file arrives (no layout shift).
export const productCardImageSize = {
  grid: { width: 256, height: 256 },
  row: { width: 112, height: 112 },
  column: { width: 448, height: 336 },
} as const

export type ProductCardLayout = keyof typeof productCardImageSize

/** How wide each layout draws its image, for the browser's pick from `imageSrcSet` (two grid columns on a phone). */
export const productCardImageSizes: Record<ProductCardLayout, string> = {
  grid: '(max-width: 560px) 50vw, 256px',
  row: '112px',
  column: '(max-width: 448px) 100vw, 448px',
}

export type ProductCardProps = Omit<ComponentProps<'article'>, 'title' | 'children'> &
  VariantProps<typeof productCardVariants> & {
    title: string
    /** The product detail address (/product-details/{slug}); without it the title is plain text. */
    href?: string
    imageSrc: string
    /** `url 400w, url 800w`: the browser downloads the file that fits the card, not the largest. */
    imageSrcSet?: string
    /** Defaults to the title. */
    imageAlt?: string
    /** 'eager' for cards above the fold. */
    imageLoading?: 'lazy' | 'eager'
    /** original_price, in naira. */
    originalPrice: number
    /** discounted_price, in naira. */
    discountedPrice?: number
    /** 0–5; parse the API's `{ $numberDecimal }` with parseRating from src/domain/rating. */
    rating?: number
    reviews?: number
    /** is_stock is falsy (spec §3). */
    outOfStock?: boolean
    trending?: boolean
    /** A control over the image's corner, e.g. the wishlist toggle. */
    topAction?: ReactNode
    /** Controls under the details, e.g. 'Remove from Wishlist'. */
    actions?: ReactNode
    /** The title's heading level, to fit the page's outline. */
    headingLevel?: 'h2' | 'h3' | 'h4'
  }

export function ProductCard({
  title,
  href,
  imageSrc,
  imageSrcSet,
  imageAlt,
  imageLoading = 'lazy',
  originalPrice,
  discountedPrice,
  rating,
  reviews,
  outOfStock = false,
  trending = false,
  topAction,
  actions,
  headingLevel: Heading = 'h3',
  layout,
  className,
  ...props
}: ProductCardProps) {
  const l: ProductCardLayout = layout ?? 'grid'
  const size = productCardImageSize[l]
  // The pseudo-element stretches the link over the card; its outline is the card's focus ring.
  const linkClass =
    'rounded-sm text-foreground outline-none hover:text-primary after:absolute after:inset-0 after:z-0 after:rounded-lg ' +
    'focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary'
  const link = href ? (
    <Link to={href} className={linkClass} data-slot="product-card-link">
      {title}
    </Link>
  ) : (
    title
  )

  return (
    <article
      data-slot="product-card"
      data-variant={l}
      data-state={outOfStock ? 'outOfStock' : 'available'}
      data-trending={trending || undefined}
      className={cn(productCardVariants({ layout }), className)}
      {...props}
    >
      <div data-slot="product-card-media" className={productCardMediaVariants({ layout })}>
        <Image
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? productCardImageSizes[l] : undefined}
          alt={imageAlt ?? title}
          width={size.width}
          height={size.height}
          loading={imageLoading}
          rounded="none"
          className={cn('block', outOfStock && 'grayscale')}
          style={{ width: '100%' }}
        />
        {(outOfStock || trending) && l !== 'row' ? (
          <div
            data-slot="product-card-tags"
            className="pointer-events-none absolute top-2 left-2 z-10 flex flex-wrap gap-1"
          >
            {outOfStock ? <Badge variant="danger">{OUT_OF_STOCK_LABEL}</Badge> : null}
            {trending ? <Badge variant="sale">{TRENDING_LABEL}</Badge> : null}
          </div>
        ) : null}
        {topAction ? (
          <div data-slot="product-card-top-action" className="absolute top-2 right-2 z-10">
            {topAction}
          </div>
        ) : null}
      </div>
      <div data-slot="product-card-body" className={productCardBodyVariants({ layout })}>
        {(outOfStock || trending) && l === 'row' ? (
          <div data-slot="product-card-tags" className="flex flex-wrap gap-1">
            {outOfStock ? <Badge variant="danger">{OUT_OF_STOCK_LABEL}</Badge> : null}
            {trending ? <Badge variant="sale">{TRENDING_LABEL}</Badge> : null}
          </div>
        ) : null}
        <Heading
          data-slot="product-card-title"
          className={cn('line-clamp-2 font-semibold', l === 'column' ? 'text-lg' : 'text-sm')}
        >
          {link}
        </Heading>
        {rating !== undefined ? <Rating value={rating} reviews={reviews} size="sm" /> : null}
        <Price original={originalPrice} discounted={discountedPrice} size={l === 'column' ? 'lg' : 'md'} />
        {actions ? (
          <div data-slot="product-card-actions" className="relative z-10 mt-auto flex flex-wrap gap-2 pt-1">
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  )
}

/** A card-shaped placeholder: the same box, image ratio and line heights as the loaded card, so nothing jumps. */
export function ProductCardSkeleton({ layout }: { layout: ProductCardLayout }) {
  const size = productCardImageSize[layout]
  const body = (
    <span
      className={cn(
        'flex min-w-0 flex-1 flex-col',
        layout === 'grid' && 'gap-1.5 p-3',
        layout === 'row' && 'gap-1.5',
        layout === 'column' && 'gap-2 p-4',
      )}
    >
      {/* Grid cards are narrow, so most titles take both of their two lines; the wider layouts fit one. */}
      <span
        className={cn(
          'flex flex-col justify-center gap-1.5',
          layout === 'column' ? 'h-7' : layout === 'grid' ? 'h-10' : 'h-5',
        )}
      >
        <Skeleton className={cn(layout === 'column' ? 'h-5' : 'h-3.5', 'w-4/5')} />
        {layout === 'grid' ? <Skeleton className="h-3.5 w-1/2" /> : null}
      </span>
      {/* Under 200px a card's rating and price each wrap to a second line; the placeholder does the same. */}
      <span className="flex h-4 flex-col justify-center gap-1.5 @max-[200px]/card:h-[2.125rem]">
        <Skeleton className="h-3 w-28 max-w-full @max-[200px]/card:w-20" />
        <Skeleton className="hidden h-3 w-16 @max-[200px]/card:block" />
      </span>
      <span
        className={cn('flex flex-col justify-center gap-2', layout === 'column' ? 'h-8' : 'h-6 @max-[200px]/card:h-12')}
      >
        <Skeleton className={cn(layout === 'column' ? 'h-6' : 'h-4', 'w-24')} />
        <Skeleton className="hidden h-3.5 w-16 @max-[200px]/card:block" />
      </span>
    </span>
  )
  return (
    <div
      data-slot="product-card-skeleton"
      data-variant={layout}
      className={cn(
        '@container/card flex rounded-lg border border-border bg-surface',
        layout === 'grid' && 'w-full max-w-64 flex-col',
        layout === 'row' && 'w-full flex-row items-start gap-4 p-3',
        layout === 'column' && 'w-full max-w-md flex-col',
      )}
    >
      <Skeleton
        className={cn('shrink-0 rounded-none', layout === 'row' ? 'w-28 rounded-md' : 'w-full rounded-t-lg')}
        style={{ aspectRatio: `${size.width} / ${size.height}`, height: 'auto' }}
      />
      {body}
    </div>
  )
}

/** What a card shows of a product as the API answers it (the listing, home's bestsellers, the wishlist). */
export type CardProduct = Pick<
  Product,
  'title' | 'images' | 'original_price' | 'discounted_price' | 'rating' | 'reviews' | 'is_stock' | 'trending'
> &
  Partial<Pick<Product, 'imageVariants'>>

/** A product's fields as the card's props: its first picture and srcset, prices, rating, stock and trending tags. */
export function productCardFields(product: CardProduct) {
  return {
    title: product.title,
    imageSrc: product.images[0] ?? '',
    imageSrcSet: product.imageVariants?.[0]?.srcSet,
    originalPrice: product.original_price,
    discountedPrice: product.discounted_price,
    rating: parseRating(product.rating),
    reviews: product.reviews,
    outOfStock: !isInStock(product.is_stock),
    trending: product.trending,
  }
}
