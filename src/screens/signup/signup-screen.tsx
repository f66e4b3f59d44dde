// Creating an account (spec §2 Sign Up, §3 Signup form, §5 Signup, §8): Google, then the form with the
// required 'I accept all terms and conditions' box, and the first server message under it. Props only: the
// /signup route binds the sign-up machine, whose state name is data-state here.
import { useId, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import type { FieldErrors, SignUpForm } from '@/domain/account-forms'
import { pathTo } from '@/domain/routes'
import type { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { Field } from '@/ui/field'
import { GoogleIcon } from '@/ui/sign-in-icons'
import { Input } from '@/ui/input'
import { PasswordInput } from '@/ui/password-input'
import { Separator } from '@/ui/separator'
import { AccountPanel } from '../shell/account-panel'

// spec §2 Sign Up and §5: wording exactly.
export const SIGN_UP_HEADING = 'Sign Up'
export const TERMS_LABEL = 'I accept all terms and conditions'
export const SIGN_IN_LINK_LABEL = 'Already have an account? Click to Sign in'
// Not worded by the spec.
export const SIGN_UP_SUBMIT_LABEL = 'Create account'
export const SIGN_UP_GOOGLE_LABEL = 'Continue with Google'

/** The form as the screen shows it: the machine's fields plus the confirmation the route checks (spec §3). */
export type SignUpScreenValues = Omit<SignUpForm, 'acceptTerms'> & { confirmPassword: string; acceptTerms: boolean }
export type SignUpScreenField = keyof SignUpScreenValues
type TextField = Exclude<SignUpScreenField, 'acceptTerms'>

/** The sign-up machine's states (machines/sign-up). */
export type SignUpScreenState = StateValueFrom<typeof signUpMachine>

export type SignUpScreenProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  state?: SignUpScreenState
  values?: Partial<SignUpScreenValues>
  errors?: FieldErrors<SignUpScreenField>
  /** The first item of the server's errors list (spec §8). */
  serverError?: string | null
  onFieldChange?: (field: TextField, value: string) => void
  onAcceptTermsChange?: (accepted: boolean) => void
  onSubmit?: () => void
  onGoogle?: () => void
}

const empty: SignUpScreenValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
  acceptTerms: false,
}

export function SignUpScreen({
  state = 'idle',
  values: given = {},
  errors = {},
  serverError = null,
  onFieldChange,
  onAcceptTermsChange,
  onSubmit,
  onGoogle,
  className,
  ...props
}: SignUpScreenProps) {
  const headingId = useId()
  const values = { ...empty, ...given }
  const busy = state === 'submitting' || state === 'success'
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onFieldChange?.(field, event.target.value),
  })
  return (
    <AccountPanel
      data-slot="signup-screen"
      data-state={state}
      headingId={headingId}
      heading={SIGN_UP_HEADING}
      intro="Create an account to save a cart and wishlist, check out and track your orders."
      className={className}
      {...props}
    >
      <Button
        data-slot="signup-screen-google"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        onClick={onGoogle}
      >
        <GoogleIcon size={20} aria-hidden />
        {SIGN_UP_GOOGLE_LABEL}
      </Button>

      <Separator label="or" />

      <form
        data-slot="signup-screen-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit?.()
        }}
      >
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
          <Field label="Full name (optional)" error={errors.fullName}>
            <Input autoComplete="name" autoCapitalize="words" {...text('fullName')} />
          </Field>
          <Field label="Email" error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@example.com"
              {...text('email')}
            />
          </Field>
          <Field label="Password" hint="At least 4 characters" error={errors.password}>
            <PasswordInput autoComplete="new-password" {...text('password')} />
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...text('confirmPassword')} />
          </Field>
          <Field label="Referral code (optional)" error={errors.referralCode}>
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...text('referralCode')} />
          </Field>
          <Field error={errors.acceptTerms}>
            <Checkbox
              data-slot="signup-screen-terms"
              name="acceptTerms"
              size="sm"
              required
              checked={values.acceptTerms}
              onChange={(event) => onAcceptTermsChange?.(event.target.checked)}
            >
              {TERMS_LABEL}
            </Checkbox>
          </Field>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {SIGN_UP_SUBMIT_LABEL}
          </Button>
          {serverError ? (
            <p
              data-slot="signup-screen-error"
              role="alert"
              className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
            >
              {serverError}
            </p>
          ) : null}
        </fieldset>
      </form>

      <p className="text-center text-sm">
        <Link
          to={pathTo('login')}
          data-slot="signup-screen-login-link"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {SIGN_IN_LINK_LABEL}
        </Link>
      </p>
    </AccountPanel>
  )
}
