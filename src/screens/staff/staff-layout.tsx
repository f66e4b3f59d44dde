// The staff section's frame (docs/adr/0027): the store's name with 'Staff', a navigation between the staff pages (the
// audit log for owners only) and a way back to the store, above the page shown. Plain and dense for a desk, and still
// usable on a phone, where the navigation wraps onto more lines so that every page stays in sight.
import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import type { Schema } from '@/domain/contract'
import { STORE_NAME } from '@/domain/page-head'
import { pathTo } from '@/domain/routes'
import { STAFF_PAGE_NAMES, staffPathTo } from '@/domain/staff-routes'

export type StaffRole = Schema<'StaffRole'>

/** The staff pages the navigation lists, in its order (the day's work first, then the shop's running, for owners),
 *  and who sees each. */
export const STAFF_PAGES = [
  { route: 'staffOrders', label: 'Orders', roles: ['owner', 'staff'] },
  { route: 'staffChat', label: STAFF_PAGE_NAMES.staffChat, roles: ['owner', 'staff'] },
  { route: 'staffSwaps', label: STAFF_PAGE_NAMES.staffSwaps, roles: ['owner', 'staff'] },
  { route: 'staffRestock', label: STAFF_PAGE_NAMES.staffRestock, roles: ['owner', 'staff'] },
  { route: 'staffPromos', label: STAFF_PAGE_NAMES.staffPromos, roles: ['owner', 'staff'] },
  { route: 'staffCategories', label: STAFF_PAGE_NAMES.staffCategories, roles: ['owner', 'staff'] },
  { route: 'staffDashboard', label: STAFF_PAGE_NAMES.staffDashboard, roles: ['owner'] },
  { route: 'staffMoney', label: STAFF_PAGE_NAMES.staffMoney, roles: ['owner'] },
  { route: 'staffVendors', label: STAFF_PAGE_NAMES.staffVendors, roles: ['owner'] },
  { route: 'staffAudit', label: STAFF_PAGE_NAMES.staffAudit, roles: ['owner'] },
] as const satisfies readonly { route: string; label: string; roles: readonly StaffRole[] }[]

/** The staff page shown: one of the navigation's, or an order's page (under Orders), or a swap request's (under Swap
 *  requests). */
export type StaffPage = (typeof STAFF_PAGES)[number]['route'] | 'staffOrder' | 'staffSwap'

export const STAFF_NAV_LABEL = 'Staff'
export const STAFF_TITLE = 'Staff'
export const BACK_TO_STORE = 'Back to the store'

/** The navigation's entry a page belongs to: an order's page is one of the orders, a swap request's one of them. */
function sectionOf(page: StaffPage) {
  if (page === 'staffOrder') return 'staffOrders'
  if (page === 'staffSwap') return 'staffSwaps'
  return page
}

export type StaffLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  current: StaffPage
  /** The signed-in user's role: the audit log is listed for owners only (and only Orders for a user with none, whom
   *  the server answers 'only staff'). */
  staffRole: StaffRole | null | undefined
  children: ReactNode
}

export function StaffLayout({ current, staffRole, children, className, ...props }: StaffLayoutProps) {
  const section = sectionOf(current)
  const pages = STAFF_PAGES.filter(({ roles }) => (roles as readonly StaffRole[]).includes(staffRole ?? 'staff'))
  return (
    <div
      data-slot="staff-layout"
      data-state={current}
      className={cn('@container/staff w-full text-foreground', className)}
      {...props}
    >
      <header data-slot="staff-layout-header" className="border-b border-border bg-surface">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <p data-slot="staff-layout-title" className="m-0 flex items-baseline gap-2 text-base font-bold">
            <span>{STORE_NAME}</span>
            <span className="rounded-sm bg-primary-soft px-1.5 text-sm font-semibold text-primary">{STAFF_TITLE}</span>
          </p>
          <nav
            data-slot="staff-layout-nav"
            aria-label={STAFF_NAV_LABEL}
            className="order-last min-w-0 basis-full @min-[640px]/staff:order-none @min-[640px]/staff:basis-auto"
          >
            <ul className="m-0 flex list-none flex-wrap gap-1 p-0">
              {pages.map(({ route, label }) => {
                const isSection = route === section
                return (
                  <li key={route} className="shrink-0">
                    <Link
                      to={staffPathTo(route)}
                      data-slot="staff-layout-link"
                      data-state={isSection ? 'current' : undefined}
                      // On an order's page, Orders is the section the page is in, not the page itself.
                      aria-current={isSection ? (route === current ? 'page' : 'true') : undefined}
                      className={cn(
                        'flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                        isSection && 'bg-primary-soft text-primary hover:bg-primary-soft',
                      )}
                    >
                      {label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <Link
            to={pathTo('home')}
            data-slot="staff-layout-back"
            className="ml-auto flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {BACK_TO_STORE}
          </Link>
        </div>
      </header>
      <div data-slot="staff-layout-page" className="mx-auto w-full max-w-7xl px-4 py-4">
        {children}
      </div>
    </div>
  )
}
