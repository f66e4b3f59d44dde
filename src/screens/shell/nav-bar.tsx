// The store's navigation bar (spec §2 Navigation bar): search, Explore, Swap deals, Profile or Login, Wishlist
// with a count, Cart with its total quantity and the NGN label. Visitors who pick Swap, Profile, Wishlist or
// Cart get the sign-in modal instead of the page (onRequireSignIn). Layout follows the bar's own width
// (container queries): a compact phone layout with the search on its own row and labelled icons under it,
// two rows on tablets, one row on desktops.
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { pathTo } from '@/domain/routes'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Input, type InputProps } from '@/ui/input'
import { iconButtonBadgeVariants, itemsBadgeLabel } from '@/ui/icon-button'
import { CartIcon, GridIcon, HeartIcon, SearchIcon, UserIcon, type IconProps } from '@/ui/icons'
import { STORE_NAME } from './store-name'

/** The product listing: Explore, and where a search lands. */
const EXPLORE_PATH = pathTo('productListing')
const HOME_PATH = pathTo('home')

export const SEARCH_LABEL = 'Search products'
export const SEARCH_PLACEHOLDER = 'Search phones, laptops, accessories…'

function SwapIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d="M4 8h13l-3.5-3.5M20 16H7l3.5 3.5" />
    </svg>
  )
}

/** The wordmark: a bag glyph and the store's name, drawn in SVG and text (no image request). `inverse` sits on
 * the dark footer. */
export function StoreLogo({ tone = 'brand', className }: { tone?: 'brand' | 'inverse'; className?: string }) {
  const inverse = tone === 'inverse'
  return (
    <span
      data-slot="store-logo"
      data-variant={tone}
      className={cn(
        'inline-flex items-center gap-1.5 text-2xl font-bold tracking-tight',
        inverse ? 'text-foreground-inverse' : 'text-primary',
        className,
      )}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={28}
        height={28}
        aria-hidden
        focusable="false"
        className={inverse ? 'fill-foreground-inverse' : 'fill-primary'}
      >
        <path d="M7 7V6a5 5 0 0 1 10 0v1h2.2a1 1 0 0 1 1 .9l1 13A1 1 0 0 1 20.2 22H3.8a1 1 0 0 1-1-1.1l1-13a1 1 0 0 1 1-.9H7Zm2 0h6V6a3 3 0 0 0-6 0v1Z" />
        <path
          d="M8 12.5a4 4 0 0 0 8 0"
          className={cn('fill-none', inverse ? 'stroke-surface-inverse' : 'stroke-primary-foreground')}
          strokeWidth={1.8}
          strokeLinecap="round"
        />
      </svg>
      {STORE_NAME}
    </span>
  )
}

type NavItem = {
  key: 'explore' | 'swap' | 'account' | 'wishlist' | 'cart'
  label: string
  href: string
  /** Where the visitor wanted to go; set only for items that need a session (spec §2). */
  gatedTarget?: string
  count?: number
  icon: (props: IconProps) => ReactNode
}

export type NavBarProps = Omit<ComponentProps<'header'>, 'children'> & {
  signedIn: boolean
  /** Items on the wishlist; shown in a bubble above 0. */
  wishlistCount?: number
  /** Total quantity in the cart; shown in a bubble above 0. */
  cartCount?: number
  /** Called with the trimmed search text on Enter or the search button; the app goes to /product-listing?title={text}. */
  onSearch: (text: string) => void
  /** A visitor picked Swap deals, Login (Profile), Wishlist or Cart: open the sign-in modal, remembering the target. */
  onRequireSignIn: (target: string) => void
  /** The current search text (e.g. from the listing's `title`), shown in the box. */
  defaultQuery?: string
  /** The path being shown, marked aria-current on its link. */
  currentPath?: string
  /** The shopper's focus in the search box: the app fetches the suggestions' code then (docs/adr/0047). */
  onSearchIntent?: (box: HTMLInputElement) => void
  /** Once that code has come: the box's combobox attributes and keys, and the list drawn under it (its `id` given). */
  searchCombobox?: {
    inputProps: (listId: string) => InputProps
    list: (listId: string) => ReactNode
  }
}

export function NavBar({
  signedIn,
  wishlistCount = 0,
  cartCount = 0,
  onSearch,
  onRequireSignIn,
  defaultQuery = '',
  currentPath,
  onSearchIntent,
  searchCombobox,
  className,
  ...props
}: NavBarProps) {
  const searchId = useId()
  const suggestionsId = `${searchId}-suggestions`
  const items: NavItem[] = [
    { key: 'explore', label: 'Explore', href: EXPLORE_PATH, icon: GridIcon },
    { key: 'swap', label: 'Swap deals', href: pathTo('swap'), gatedTarget: pathTo('swap'), icon: SwapIcon },
    signedIn
      ? { key: 'account', label: 'Profile', href: pathTo('profile'), gatedTarget: pathTo('profile'), icon: UserIcon }
      : { key: 'account', label: 'Login', href: pathTo('login'), gatedTarget: pathTo('profile'), icon: UserIcon },
    {
      key: 'wishlist',
      label: 'Wishlist',
      href: pathTo('wishlist'),
      gatedTarget: pathTo('wishlist'),
      count: wishlistCount,
      icon: HeartIcon,
    },
    { key: 'cart', label: 'Cart', href: pathTo('cart'), gatedTarget: pathTo('cart'), count: cartCount, icon: CartIcon },
  ]

  function gate(target: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window is the shopper's explicit choice; the route guard handles it there.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onRequireSignIn(target)
    }
  }

  return (
    <header
      data-slot="nav-bar"
      data-state={signedIn ? 'signedIn' : 'signedOut'}
      className={cn('@container border-b border-border bg-surface', className)}
      {...props}
    >
      <div
        data-slot="nav-bar-inner"
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-x-3 gap-y-2 px-3 pt-2 pb-1',
          "grid-cols-[1fr_auto] [grid-template-areas:'logo_currency'_'search_search'_'nav_nav']",
          "@3xl:grid-cols-[auto_1fr_auto] @3xl:gap-x-6 @3xl:px-6 @3xl:py-2 @3xl:[grid-template-areas:'logo_nav_currency'_'search_search_search']",
          "@5xl:grid-cols-[auto_minmax(16rem,1fr)_auto_auto] @5xl:py-3 @5xl:[grid-template-areas:'logo_search_nav_currency']",
        )}
      >
        <div className="[grid-area:logo]">
          <Link
            to={HOME_PATH}
            aria-label={`${STORE_NAME} home`}
            aria-current={currentPath === HOME_PATH ? 'page' : undefined}
            className="inline-flex rounded-md"
            data-slot="nav-bar-home"
          >
            <StoreLogo />
          </Link>
        </div>

        {/* The action is where a search goes before the script has taken the page over (ADR 0005): the same
            /product-listing?title=… the app navigates to. */}
        <form
          role="search"
          aria-label="Products"
          action={EXPLORE_PATH}
          data-slot="nav-bar-search"
          className="relative flex w-full [grid-area:search]"
          onSubmit={(event) => {
            event.preventDefault()
            const text = new FormData(event.currentTarget).get('title')
            onSearch(typeof text === 'string' ? text.trim() : '')
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {SEARCH_LABEL}
          </label>
          <Input
            key={defaultQuery}
            id={searchId}
            name="title"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            defaultValue={defaultQuery}
            placeholder={SEARCH_PLACEHOLDER}
            data-slot="nav-bar-search-input"
            className="rounded-r-none border-r-0"
            onFocus={(event) => onSearchIntent?.(event.currentTarget)}
            {...searchCombobox?.inputProps(suggestionsId)}
          />
          <Button type="submit" aria-label="Search" data-slot="nav-bar-search-button" className="rounded-l-none px-3">
            <SearchIcon size={18} />
          </Button>
          {searchCombobox?.list(suggestionsId)}
        </form>

        <nav aria-label="Main" data-slot="nav-bar-links" className="[grid-area:nav]">
          <ul className="m-0 grid list-none grid-cols-5 gap-1 p-0 @3xl:flex @3xl:flex-wrap @3xl:items-center @3xl:justify-start @3xl:gap-1 @5xl:justify-end">
            {items.map((item) => {
              const count = item.count !== undefined && item.count > 0 ? Math.floor(item.count) : 0
              const shown = count > 99 ? '99+' : String(count)
              const Icon = item.icon
              const gated = !signedIn && item.gatedTarget !== undefined
              return (
                <li key={item.key} className="flex justify-center">
                  <Link
                    to={item.href}
                    data-slot="nav-bar-link"
                    data-item={item.key}
                    data-state={gated ? 'gated' : 'open'}
                    // The bubble is hidden from assistive technology; its count is read as part of the name.
                    aria-label={count > 0 ? `${item.label}, ${itemsBadgeLabel(count, shown)}` : undefined}
                    aria-current={currentPath === item.href ? 'page' : undefined}
                    // A gated item's handler calls preventDefault, which stops the router's navigation too.
                    onClick={gated && item.gatedTarget ? gate(item.gatedTarget) : undefined}
                    className={cn(
                      'flex min-w-0 flex-col-reverse items-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium whitespace-nowrap text-foreground transition-colors',
                      'hover:bg-muted hover:text-primary aria-[current=page]:text-primary',
                      '@3xl:flex-row-reverse @3xl:gap-1.5 @3xl:px-2.5 @3xl:py-2 @3xl:text-sm',
                    )}
                  >
                    {/* The label comes first in the source and the icon is drawn before it (flex *-reverse), so the
                        visible text reads "Wishlist 3", which the name "Wishlist, 3 items" contains. */}
                    <span>{item.label}</span>{' '}
                    <span className="relative inline-flex">
                      <Icon size={22} />
                      {count > 0 ? (
                        <span data-slot="nav-bar-count" aria-hidden className={iconButtonBadgeVariants()}>
                          {shown}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <p
          data-slot="nav-bar-currency"
          className="m-0 inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-1 text-xs font-semibold text-foreground [grid-area:currency]"
        >
          <span className="sr-only">Currency: </span>
          <span aria-hidden className="text-primary">
            ₦
          </span>
          NGN
        </p>
      </div>
    </header>
  )
}
