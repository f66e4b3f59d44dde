// Logout (spec §2 Logout): one button. What follows (storage cleared, 'You're logged out successfully!',
// Google auto-select off, home) is the session's business; this view only reports the press.
import { useId, type ComponentProps } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'

export const LOGOUT_LABEL = 'Logout'

export type LogoutScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The signed-in email, when there is one, so the shopper knows which account is leaving. */
  email?: string | null
  onLogout?: () => void
}

export function LogoutScreen({ email, onLogout, className, ...props }: LogoutScreenProps) {
  const headingId = useId()
  return (
    <section
      data-slot="logout-screen"
      data-state={email ? 'signedIn' : 'signedOut'}
      aria-labelledby={headingId}
      className={cn('@container w-full px-4 py-8', className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-6 @min-[480px]:rounded-lg @min-[480px]:border @min-[480px]:border-border @min-[480px]:bg-surface @min-[480px]:p-8 @min-[480px]:shadow">
        <header className="flex flex-col gap-1">
          <h1 id={headingId} className="text-2xl font-bold text-foreground">
            {LOGOUT_LABEL}
          </h1>
          <p className="text-sm text-foreground-subtle">
            {email ? (
              <>
                You are signed in as{' '}
                <strong data-slot="logout-screen-email" className="font-semibold break-words text-foreground">
                  {email}
                </strong>
                . Logging out removes your session from this device.
              </>
            ) : (
              'Logging out removes your session from this device.'
            )}
          </p>
        </header>
        <Button data-slot="logout-screen-button" variant="danger" size="lg" className="w-full" onClick={onLogout}>
          {LOGOUT_LABEL}
        </Button>
      </div>
    </section>
  )
}
