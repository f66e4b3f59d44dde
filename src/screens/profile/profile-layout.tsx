// The profile's frame (spec §2 Profile, with children buy data, orders and addresses): a navigation between the
// profile's pages beside (or, on a phone, above) the page shown, the current one marked for assistive technology.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { pathTo } from '@/domain/routes'

/** The profile's pages, in the order the navigation lists them. */
export const PROFILE_PAGES = [
  { route: 'profile', label: 'Profile summary' },
  { route: 'profileBuyData', label: 'Buy data' },
  { route: 'profileOrders', label: 'Orders' },
  { route: 'profileAddresses', label: 'Addresses' },
  { route: 'profileAccount', label: 'Account and security' },
] as const

export type ProfilePage = (typeof PROFILE_PAGES)[number]['route']

export const PROFILE_NAV_LABEL = 'Profile'

export type ProfileLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  current: ProfilePage
  children: ReactNode
}

export function ProfileLayout({ current, children, className, ...props }: ProfileLayoutProps) {
  return (
    <div
      data-slot="profile-layout"
      data-state={current}
      className={cn('@container/profile w-full', className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 @min-[768px]/profile:flex-row @min-[768px]/profile:gap-8">
        <nav
          data-slot="profile-layout-nav"
          aria-label={PROFILE_NAV_LABEL}
          className="shrink-0 @min-[768px]/profile:w-52"
        >
          <ul className="m-0 flex list-none gap-1 overflow-x-auto p-0 @min-[768px]/profile:flex-col">
            {PROFILE_PAGES.map(({ route, label }) => {
              const isCurrent = route === current
              return (
                <li key={route} className="shrink-0">
                  <Link
                    to={pathTo(route)}
                    data-slot="profile-layout-link"
                    data-state={isCurrent ? 'current' : undefined}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      'flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                      isCurrent && 'bg-primary-soft text-primary hover:bg-primary-soft',
                    )}
                  >
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div data-slot="profile-layout-page" className="min-w-0 flex-1">
          {children}
        </div>
      </div>
    </div>
  )
}
