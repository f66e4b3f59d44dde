// The mobile app's store badges (home hero, footer, app promo modal): drawn in HTML and inline SVG, so they
// cost no request and stay sharp. spec §1: the iOS app is offered as a label reading 'Coming soon'.
import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/ui/cn'
import { AppleIcon, type IconProps } from '@/ui/icons'
import { externalLinkProps } from '../link'
import { APP_STORE_URL, PLAY_STORE_URL } from './store-links'

export const COMING_SOON_LABEL = 'Coming soon'

export const storeBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-2 rounded-md border border-border-strong bg-surface-inverse text-left text-foreground-inverse',
  {
    variants: {
      size: {
        sm: 'h-10 px-2.5 [&_[data-slot=store-badge-glyph]]:size-5 [&_[data-slot=store-badge-name]]:text-sm',
        md: 'h-12 px-3 [&_[data-slot=store-badge-glyph]]:size-6 [&_[data-slot=store-badge-name]]:text-lg',
        /** sm until the nearest @container is 48rem wide, then md. */
        responsive:
          'h-10 px-2.5 [&_[data-slot=store-badge-glyph]]:size-5 [&_[data-slot=store-badge-name]]:text-sm ' +
          '@3xl:h-12 @3xl:px-3 @3xl:[&_[data-slot=store-badge-glyph]]:size-6 @3xl:[&_[data-slot=store-badge-name]]:text-lg',
      },
      interactive: {
        true: 'transition-colors hover:border-foreground-inverse focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        false: 'border-dashed',
      },
    },
    defaultVariants: { size: 'md', interactive: true },
  },
)

function PlayGlyph(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="currentColor"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path
        d="M4.5 3.2v17.6c0 .8.9 1.3 1.6.9l15-8.8c.7-.4.7-1.4 0-1.8l-15-8.8c-.7-.4-1.6.1-1.6.9Zm2 2.6 7.4 6.2-7.4 6.2V5.8Z"
        fillRule="evenodd"
      />
    </svg>
  )
}

export type StoreBadgesProps = ComponentProps<'div'> &
  Pick<VariantProps<typeof storeBadgeVariants>, 'size'> & {
    /** 'link': both badges lead to their stores (home hero, footer). 'comingSoon': the App Store badge is a
     * label reading 'Coming soon' (the app promo modal, spec §1). */
    ios?: 'link' | 'comingSoon'
    playStoreHref?: string
    appStoreHref?: string
  }

export function StoreBadges({
  ios = 'link',
  size,
  playStoreHref = PLAY_STORE_URL,
  appStoreHref = APP_STORE_URL,
  className,
  ...props
}: StoreBadgesProps) {
  return (
    <div
      data-slot="store-badges"
      data-state={ios}
      data-size={size ?? 'md'}
      className={cn('flex flex-wrap items-center gap-3', className)}
      {...props}
    >
      <a
        href={playStoreHref}
        {...externalLinkProps}
        data-slot="store-badges-play-store"
        className={storeBadgeVariants({ size })}
      >
        <PlayGlyph data-slot="store-badge-glyph" />
        <span className="flex flex-col leading-none">
          <span className="text-xs uppercase">Get it on</span>
          <span data-slot="store-badge-name" className="font-semibold">
            Google Play
          </span>
        </span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {ios === 'link' ? (
        <a
          href={appStoreHref}
          {...externalLinkProps}
          data-slot="store-badges-app-store"
          data-state="link"
          className={storeBadgeVariants({ size })}
        >
          <AppleIcon data-slot="store-badge-glyph" />
          <span className="flex flex-col leading-none">
            <span className="text-xs">Download on the</span>
            <span data-slot="store-badge-name" className="font-semibold">
              App Store
            </span>
          </span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span
          data-slot="store-badges-app-store"
          data-state="comingSoon"
          className={storeBadgeVariants({ size, interactive: false })}
        >
          <AppleIcon data-slot="store-badge-glyph" />
          <span className="flex flex-col leading-none">
            <span data-slot="store-badge-coming-soon" className="text-xs">
              {COMING_SOON_LABEL}
            </span>
            <span data-slot="store-badge-name" className="font-semibold">
              App Store
            </span>
          </span>
        </span>
      )}
    </div>
  )
}
