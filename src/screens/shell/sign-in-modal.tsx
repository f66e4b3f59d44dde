// The sign-in modal (spec §2 Sign-in modal): Google, 'Continue with Email' (goes to /signup) and Continue with
// Apple, plus links to terms and privacy. Visitors meet it when they pick Swap, Profile, Wishlist or Cart, or
// add to cart (spec §4).
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import type { Schema } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { AppleIcon, type IconProps } from '@/ui/icons'
import { AlertIcon } from '@/ui/more-icons'
import { GoogleIcon } from '@/ui/sign-in-icons'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from '@/ui/dialog'
import type { signInModalMachine } from '@machines/sign-in-modal/sign-in-modal.machine'

export const SIGN_IN_TITLE = 'Sign in to continue'
export const CONTINUE_WITH_GOOGLE = 'Continue with Google'
export const CONTINUE_WITH_EMAIL = 'Continue with Email'
export const CONTINUE_WITH_APPLE = 'Continue with Apple'

/** The sign-in modal machine's states (machines/sign-in-modal), drawn as the dialog's data-state. */
export type SignInModalState = StateValueFrom<typeof signInModalMachine>

/** The provider being asked, as the API names it. */
export type SignInModalBusy = Schema<'IdentityProviderName'> | null

function MailIcon({ size = 20, ...props }: IconProps) {
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
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  )
}

export type SignInModalProps = Omit<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange' | 'children'> & {
  open: boolean
  /** The machine's state behind the modal; without a machine, open or closed as `open` says. */
  state?: SignInModalState
  onOpenChange: (open: boolean) => void
  onGoogle: () => void
  onApple: () => void
  /** Which provider is being asked; its button spins and the others wait. */
  busy?: SignInModalBusy
  /** The first message of a failed sign-in (spec §8), shown above the choices. */
  error?: string | null
  signupHref?: string
  termsHref?: string
  privacyHref?: string
  /** Where the dialog mounts; document.body unless given. */
  container?: DialogContentProps['container']
}

const providerButton = 'h-12 w-full justify-center text-base'

export function SignInModal({
  open,
  state = open ? 'open' : 'closed',
  onOpenChange,
  onGoogle,
  onApple,
  busy = null,
  error,
  signupHref = pathTo('signup'),
  termsHref = pathTo('terms'),
  privacyHref = pathTo('privacy'),
  container,
  ...props
}: SignInModalProps) {
  const waiting = busy !== null
  // Following a link leaves for another page: the modal goes with it.
  const closeOnFollow = () => onOpenChange(false)

  return (
    <Dialog open={open} onOpenChange={onOpenChange} {...props}>
      <DialogContent
        size="sm"
        container={container}
        data-slot="sign-in-modal"
        data-state={state}
        aria-busy={waiting || undefined}
        className="gap-5"
      >
        <DialogHeader>
          <DialogTitle className="text-xl">{SIGN_IN_TITLE}</DialogTitle>
          <DialogDescription>
            Keep your cart, wishlist, swap deals and orders with you on every device.
          </DialogDescription>
        </DialogHeader>

        {error ? (
          <p
            data-slot="sign-in-modal-error"
            role="alert"
            className="m-0 flex items-start gap-2 rounded-md bg-danger-soft p-3 text-sm font-medium text-danger"
          >
            <AlertIcon size={18} className="mt-px shrink-0" />
            {error}
          </p>
        ) : null}

        <div data-slot="sign-in-modal-choices" className="grid gap-3">
          <Button
            variant="outline"
            className={providerButton}
            loading={busy === 'google'}
            disabled={waiting}
            onClick={onGoogle}
            data-provider="google"
          >
            {busy === 'google' ? null : <GoogleIcon size={20} />}
            {CONTINUE_WITH_GOOGLE}
          </Button>
          <Button asChild variant="outline" className={cn(providerButton, waiting && 'pointer-events-none opacity-50')}>
            <Link
              to={signupHref}
              onClick={closeOnFollow}
              data-slot="sign-in-modal-email"
              aria-disabled={waiting || undefined}
              tabIndex={waiting ? -1 : undefined}
            >
              <MailIcon size={20} />
              {CONTINUE_WITH_EMAIL}
            </Link>
          </Button>
          <Button
            className={cn(
              providerButton,
              'bg-surface-inverse text-foreground-inverse hover:bg-surface-inverse hover:opacity-90',
            )}
            loading={busy === 'apple'}
            disabled={waiting}
            onClick={onApple}
            data-provider="apple"
          >
            {busy === 'apple' ? null : <AppleIcon size={20} />}
            {CONTINUE_WITH_APPLE}
          </Button>
        </div>

        <p data-slot="sign-in-modal-legal" className="m-0 text-center text-xs text-foreground-subtle">
          By continuing you agree to our{' '}
          <Link
            to={termsHref}
            onClick={closeOnFollow}
            className="font-medium text-primary underline underline-offset-2"
          >
            Terms & Conditions
          </Link>{' '}
          and{' '}
          <Link
            to={privacyHref}
            onClick={closeOnFollow}
            className="font-medium text-primary underline underline-offset-2"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </DialogContent>
    </Dialog>
  )
}
