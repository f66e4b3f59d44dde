// The home page (spec §2 Home): the 'We're Now Open' hero with the app store links, four bestsellers, the
// category grid and the partners block. The hero is the page's largest paint on a phone, so it is text and
// inline SVG only: nothing to download before it can show.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import type { homeMachine } from '@machines/home/home.machine'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Image } from '@/ui/image'
import { Skeleton } from '@/ui/skeleton'
import { ChevronRightIcon, TruckIcon } from '@/ui/icons'
import { ProductCard, type ProductCardProps } from '@/commerce/product-card'
import { pathTo } from '@/domain/routes'
import { StoreBadges } from '../shell/store-badges'

export const HERO_TITLE = "We're Now Open"
export const BESTSELLERS_TITLE = 'Our Bestsellers'
export const CATEGORIES_TITLE = 'Shop By Categories'
export const PARTNERS_TITLE = 'Our Partners'

/** The brands the partners block names; the store's own list. */
export const DEFAULT_PARTNERS = ['Tecno', 'Infinix', 'Samsung', 'Apple', 'Oraimo', 'Xiaomi'] as const

/** A bestseller: what its card shows, and the slug it opens. */
export type HomeProduct = { id: string; slug: string } & Pick<
  ProductCardProps,
  | 'title'
  | 'imageSrc'
  | 'imageSrcSet'
  | 'originalPrice'
  | 'discountedPrice'
  | 'rating'
  | 'reviews'
  | 'outOfStock'
  | 'trending'
>

export type HomeCategory = {
  id: string
  title: string
  imageSrc: string
  /** `url 400w, url 800w`, when the picture comes in more than one size. */
  imageSrcSet?: string
}

/** The top-level states named by a state value ('ready', or `{ loading: { ... } }` while loading). */
type TopState<Value> = Value extends string ? Value : keyof Value

/** The home machine's top-level state: while either load is out, both sections show their skeletons. */
export type HomeScreenState = TopState<StateValueFrom<typeof homeMachine>>

export type HomeScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  state: HomeScreenState
  /** The four featured products. */
  bestsellers: readonly HomeProduct[]
  categories: readonly HomeCategory[]
  partners?: readonly string[]
  /** A control over a card's image (the wishlist heart), drawn by the app. */
  renderCardAction?: (product: HomeProduct) => ReactNode
}

export function productHref(slug: string): string {
  return pathTo('productDetails', { productId: slug })
}

export function categoryHref(id: string): string {
  return pathTo('productListing', undefined, `categoryId=${encodeURIComponent(id)}`)
}

const sectionClass = 'mx-auto w-full max-w-7xl px-4 @3xl:px-6'
const sectionTitleClass = 'm-0 text-xl font-bold text-foreground @3xl:text-2xl'

/** Gadgets drawn in SVG (a phone, earbuds and a watch) in the brand's colours; decorative. */
function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 240"
      width={320}
      height={240}
      aria-hidden
      focusable="false"
      data-slot="home-hero-art"
      className={cn('h-auto w-full max-w-80', className)}
    >
      <circle cx="168" cy="120" r="104" className="fill-primary-hover" />
      <circle cx="262" cy="46" r="22" className="fill-rating" />
      {/* phone */}
      <rect x="118" y="28" width="100" height="192" rx="16" className="fill-surface-inverse" />
      <rect x="126" y="42" width="84" height="160" rx="6" className="fill-primary-soft" />
      <rect x="138" y="58" width="60" height="44" rx="6" className="fill-primary" />
      <rect x="138" y="112" width="60" height="8" rx="4" className="fill-border" />
      <rect x="138" y="126" width="40" height="8" rx="4" className="fill-border" />
      <rect x="138" y="150" width="60" height="20" rx="10" className="fill-sale" />
      {/* earbuds case */}
      <rect x="36" y="136" width="86" height="62" rx="28" className="fill-surface" />
      <path d="M36 164h86" className="stroke-border-strong" strokeWidth={2} />
      <circle cx="79" cy="150" r="4" className="fill-primary" />
      {/* watch */}
      <rect x="232" y="118" width="20" height="96" rx="8" className="fill-sale" />
      <rect x="218" y="138" width="48" height="56" rx="14" className="fill-surface-inverse" />
      <rect x="225" y="145" width="34" height="42" rx="9" className="fill-primary" />
      <path d="M242 156v10l6 4" className="fill-none stroke-primary-foreground" strokeWidth={3} strokeLinecap="round" />
    </svg>
  )
}

function ProductCardSkeleton() {
  return (
    <div data-slot="home-product-skeleton" className="flex flex-col overflow-hidden rounded-lg border border-border">
      <Skeleton shape="rect" className="aspect-square h-auto rounded-none" />
      <div className="grid gap-2 p-3">
        <Skeleton className="w-11/12" />
        <Skeleton className="w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    </div>
  )
}

export function HomeScreen({
  state,
  bestsellers,
  categories,
  partners = DEFAULT_PARTNERS,
  renderCardAction,
  className,
  ...props
}: HomeScreenProps) {
  const loading = state === 'loading'
  // spec §8: a failed product or category load is only logged; an empty section is left out rather than shown bare.
  const showBestsellers = loading || bestsellers.length > 0
  const showCategories = loading || categories.length > 0

  return (
    <div
      data-slot="home-screen"
      data-state={state}
      className={cn('@container flex flex-col gap-10 pb-12 @3xl:gap-14', className)}
      {...props}
    >
      <section aria-labelledby="home-hero-title" data-slot="home-hero" className="bg-primary text-primary-foreground">
        <div className={cn(sectionClass, 'grid items-center gap-6 py-8 @3xl:grid-cols-[1.2fr_1fr] @3xl:py-14')}>
          <div className="grid gap-4">
            <p className="m-0 inline-flex items-center gap-2 text-sm font-semibold">
              <TruckIcon size={18} />
              Delivery in 24-48 hours across Nigeria
            </p>
            <h1
              id="home-hero-title"
              data-slot="home-hero-title"
              className="m-0 text-4xl leading-tight font-extrabold tracking-tight @3xl:text-[3.5rem] @3xl:leading-none"
            >
              {HERO_TITLE}
            </h1>
            <p className="m-0 max-w-xl text-base @3xl:text-lg">
              Phones, laptops, audio and accessories at honest prices, from Ilorin to every state in Nigeria. Shop on
              the web or get the app.
            </p>
            <StoreBadges size="responsive" className="pt-2" />
          </div>
          <HeroArt className="mx-auto max-w-44 @3xl:max-w-80" />
        </div>
      </section>

      {showBestsellers ? (
        <section
          aria-labelledby="home-bestsellers-title"
          aria-busy={loading || undefined}
          data-slot="home-bestsellers"
          className={sectionClass}
        >
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 id="home-bestsellers-title" className={sectionTitleClass}>
              {BESTSELLERS_TITLE}
            </h2>
            <Link
              to={pathTo('productListing')}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              View all
              <ChevronRightIcon size={16} />
            </Link>
          </div>
          {loading ? (
            <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-4 @3xl:gap-6">
              <p role="status" className="sr-only">
                Loading bestsellers
              </p>
              {[0, 1, 2, 3].map((i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : (
            <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 @3xl:grid-cols-4 @3xl:gap-6">
              {bestsellers.slice(0, 4).map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard
                    className="max-w-none"
                    title={product.title}
                    href={productHref(product.slug)}
                    imageSrc={product.imageSrc}
                    imageSrcSet={product.imageSrcSet}
                    originalPrice={product.originalPrice}
                    discountedPrice={product.discountedPrice}
                    rating={product.rating}
                    reviews={product.reviews}
                    outOfStock={product.outOfStock}
                    trending={product.trending}
                    topAction={renderCardAction?.(product)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {showCategories ? (
        <section
          aria-labelledby="home-categories-title"
          aria-busy={loading || undefined}
          data-slot="home-categories"
          className={sectionClass}
        >
          <h2 id="home-categories-title" className={cn(sectionTitleClass, 'mb-4')}>
            {CATEGORIES_TITLE}
          </h2>
          {loading ? (
            <div className="grid grid-cols-3 gap-3 @3xl:grid-cols-6 @3xl:gap-4">
              <p role="status" className="sr-only">
                Loading categories
              </p>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <div
                  key={i}
                  data-slot="home-category-skeleton"
                  className="grid justify-items-center gap-2 rounded-lg border border-border p-3"
                >
                  <Skeleton shape="circle" className="size-16 @3xl:size-20" />
                  <Skeleton className="w-3/4" />
                </div>
              ))}
            </div>
          ) : (
            <ul className="m-0 grid list-none grid-cols-3 gap-3 p-0 @3xl:grid-cols-6 @3xl:gap-4">
              {categories.map((category) => (
                <li key={category.id} className="flex">
                  <Link
                    to={categoryHref(category.id)}
                    data-slot="home-category"
                    className="flex w-full flex-col items-center gap-2 rounded-lg border border-border bg-surface p-3 text-center text-sm font-semibold text-foreground transition-colors hover:border-primary hover:text-primary"
                  >
                    <span className="block size-16 @3xl:size-20">
                      <Image
                        src={category.imageSrc}
                        srcSet={category.imageSrcSet}
                        sizes={category.imageSrcSet ? '80px' : undefined}
                        alt=""
                        width={80}
                        height={80}
                        rounded="full"
                        className="block"
                        style={{ width: '100%' }}
                      />
                    </span>
                    <span className="line-clamp-2">{category.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="home-partners-title" data-slot="home-partners" className={sectionClass}>
        <div className="grid gap-5 rounded-xl bg-sale-soft p-6 @3xl:grid-cols-[1fr_auto] @3xl:items-center @3xl:p-10">
          <div className="grid gap-3">
            <h2 id="home-partners-title" className={sectionTitleClass}>
              {PARTNERS_TITLE}
            </h2>
            <p className="m-0 max-w-xl text-foreground-subtle">
              Genuine devices and accessories from the brands Nigerians trust, with a warranty on every purchase.
            </p>
            <ul aria-label="Partner brands" className="m-0 flex list-none flex-wrap gap-2 p-0">
              {partners.map((partner) => (
                <li
                  key={partner}
                  className="rounded-full border border-border bg-surface px-3 py-1 text-sm font-bold text-foreground"
                >
                  {partner}
                </li>
              ))}
            </ul>
          </div>
          <Button asChild variant="secondary" size="lg" className="w-full @3xl:w-auto">
            <Link to={pathTo('productListing')} data-slot="home-shop-now">
              Shop Now
            </Link>
          </Button>
        </div>
      </section>
    </div>
  )
}
