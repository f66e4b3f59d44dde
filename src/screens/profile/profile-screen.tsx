// The signed-in shopper's profile summary (spec §2 Profile): who is signed in and a way out, then the wallet balance
// card and the wallet's transactions, drawn by the route into their places. The profile's other pages (orders,
// addresses) are reached through ProfileLayout around it.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import type { AccountUser } from '@/domain/account'
import { STAFF_SECTION, pathTo } from '@/domain/routes'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { UserIcon } from '@/ui/icons'

export const PROFILE_HEADING = 'Profile'
export const PROFILE_LOGOUT_LABEL = 'Logout'
/** The way into the staff section (docs/adr/0027), for the store's owner and staff only. */
export const PROFILE_STAFF_LABEL = 'Staff: orders board'

export type ProfileScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  user: Pick<AccountUser, 'email' | 'firstName' | 'lastName' | 'vendorId' | 'staffRole'>
  /** The wallet balance card (src/commerce/wallet-card). */
  wallet?: ReactNode
  /** The profile's index child, Buy data (spec §2 Route list: /profile (index) is Buy data). */
  buyData?: ReactNode
  /** The wallet's transactions (src/screens/wallet/wallet-transactions). */
  transactions?: ReactNode
  /** The shopper's swap requests and where each stands (src/screens/swap/my-swap-requests). */
  swapRequests?: ReactNode
}

export function fullName(user: Pick<AccountUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

export function ProfileScreen({
  user,
  wallet,
  buyData,
  transactions,
  swapRequests,
  className,
  ...props
}: ProfileScreenProps) {
  const headingId = useId()
  const name = fullName(user)
  return (
    <section
      data-slot="profile-screen"
      data-state={user.vendorId ? 'vendor' : 'shopper'}
      aria-labelledby={headingId}
      className={cn('@container mx-auto w-full max-w-3xl px-4 py-8', className)}
      {...props}
    >
      <h1 id={headingId} className="mb-6 text-2xl font-bold text-foreground">
        {PROFILE_HEADING}
      </h1>
      <div
        data-slot="profile-screen-summary"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm @min-[520px]:flex-row @min-[520px]:items-center"
      >
        <span
          aria-hidden
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          <UserIcon size={28} />
        </span>
        <dl className="flex min-w-0 flex-1 flex-col gap-1">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span data-slot="profile-screen-name" className="text-lg font-semibold break-words text-foreground">
                {name || user.email}
              </span>
              {user.vendorId ? (
                <Badge variant="success" data-slot="profile-screen-vendor">
                  Vendor
                </Badge>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd data-slot="profile-screen-email" className="text-sm break-words text-foreground-subtle">
              {user.email}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2 self-start @min-[520px]:self-center">
          {user.staffRole ? (
            <Button asChild variant="outline" size="md">
              <Link to={STAFF_SECTION.home} data-slot="profile-screen-staff">
                {PROFILE_STAFF_LABEL}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="md">
            <Link to={pathTo('logout')} data-slot="profile-screen-logout">
              {PROFILE_LOGOUT_LABEL}
            </Link>
          </Button>
        </div>
      </div>
      {wallet ? (
        <div data-slot="profile-screen-wallet" className="mt-6">
          {wallet}
        </div>
      ) : null}
      {buyData ? (
        <div data-slot="profile-screen-buy-data" className="mt-8">
          {buyData}
        </div>
      ) : null}
      {transactions ? (
        <div data-slot="profile-screen-transactions" className="mt-8">
          {transactions}
        </div>
      ) : null}
      {swapRequests ? (
        <div data-slot="profile-screen-swap-requests" className="mt-8">
          {swapRequests}
        </div>
      ) : null}
    </section>
  )
}
