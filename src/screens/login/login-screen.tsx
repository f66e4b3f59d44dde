// Sign-in (spec §2 Login, §5 Login, §8): email, password with show/hide, 'Keep me signed in', Google, and
// the first server message under the form. Props only: the /login route binds the sign-in machine, whose
// state name is data-state here.
import { useId, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import type { FieldErrors, SignInForm } from '@/domain/account-forms'
import { pathTo } from '@/domain/routes'
import type { signInMachine } from '@machines/sign-in/sign-in.machine'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { Field } from '@/ui/field'
import { GoogleIcon } from '@/ui/sign-in-icons'
import { Input } from '@/ui/input'
import { PasswordInput } from '@/ui/password-input'
import { Separator } from '@/ui/separator'
import { AccountPanel } from '../shell/account-panel'

// spec §2 Login: wording exactly.
export const KEEP_SIGNED_IN_LABEL = 'Keep me signed in'
export const FORGOT_PASSWORD_TEXT = 'Forgot your password?'
// The spec names the parts but not these words; they match the sign-in modal and the Sign Up page.
export const LOGIN_HEADING = 'Sign In'
export const LOGIN_SUBMIT_LABEL = 'Sign In'
export const GOOGLE_BUTTON_LABEL = 'Continue with Google'
export const SIGN_UP_PROMPT = "Don't have an account?"
export const SIGN_UP_LINK_LABEL = 'Click to Sign up'

type SignInState = StateValueFrom<typeof signInMachine>
/** The sign-in machine's top-level states (machines/sign-in): the screen draws every success substate alike. */
export type LoginScreenState = Extract<SignInState, string> | keyof Exclude<SignInState, string>

export type LoginScreenProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  state?: LoginScreenState
  email?: string
  password?: string
  errors?: FieldErrors<keyof SignInForm>
  /** The first message of the server's errors list (spec §8). */
  serverError?: string | null
  keepSignedIn?: boolean
  onFieldChange?: (field: keyof SignInForm, value: string) => void
  onKeepSignedInChange?: (checked: boolean) => void
  onSubmit?: () => void
  onGoogle?: () => void
}

export function LoginScreen({
  state = 'idle',
  email = '',
  password = '',
  errors = {},
  serverError = null,
  keepSignedIn = false,
  onFieldChange,
  onKeepSignedInChange,
  onSubmit,
  onGoogle,
  className,
  ...props
}: LoginScreenProps) {
  const headingId = useId()
  // Once the credentials are sent nothing on the form may change them; a session is on its way.
  const busy = state === 'submitting' || state === 'success'
  return (
    <AccountPanel
      data-slot="login-screen"
      data-state={state}
      headingId={headingId}
      heading={LOGIN_HEADING}
      intro="Welcome back. Sign in to see your cart, wishlist and orders."
      className={className}
      {...props}
    >
      <Button
        data-slot="login-screen-google"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        onClick={onGoogle}
      >
        <GoogleIcon size={20} aria-hidden />
        {GOOGLE_BUTTON_LABEL}
      </Button>

      <Separator label="or" />

      <form
        data-slot="login-screen-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit?.()
        }}
      >
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
          <Field label="Email" error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => onFieldChange?.('email', event.target.value)}
            />
          </Field>
          <Field label="Password" error={errors.password}>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => onFieldChange?.('password', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Checkbox
              data-slot="login-screen-keep-signed-in"
              size="sm"
              name="keepSignedIn"
              checked={keepSignedIn}
              onChange={(event) => onKeepSignedInChange?.(event.target.checked)}
            >
              {KEEP_SIGNED_IN_LABEL}
            </Checkbox>
            <Link
              to={pathTo('forgotPassword')}
              data-slot="login-screen-forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {FORGOT_PASSWORD_TEXT}
            </Link>
          </div>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {LOGIN_SUBMIT_LABEL}
          </Button>
          {serverError ? (
            <p
              data-slot="login-screen-error"
              role="alert"
              className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
            >
              {serverError}
            </p>
          ) : null}
        </fieldset>
      </form>

      <p className="text-center text-sm text-foreground-subtle">
        {SIGN_UP_PROMPT}{' '}
        <Link
          to={pathTo('signup')}
          data-slot="login-screen-signup-link"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {SIGN_UP_LINK_LABEL}
        </Link>
      </p>
    </AccountPanel>
  )
}
