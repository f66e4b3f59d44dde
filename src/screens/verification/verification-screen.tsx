// Email verification (spec §2 Verification, §5: exactly 5 characters): one code box, Verify, and a
// 'Resend code' link offered once. Props only: the /verification route binds the OTP machine, whose state
// name is data-state here; its results are toasts (spec §8), not part of this view.
import { useId, type ComponentProps } from 'react'
import type { StateValueFrom } from 'xstate'
import { VERIFICATION_CODE_LENGTH } from '@/domain/account'
import { Button } from '@/ui/button'
import { CheckIcon } from '@/ui/icons'
import type { otpMachine } from '@machines/otp/otp.machine'
import { AccountPanel } from '../shell/account-panel'
import { CodeField } from '../shell/code-field'

// spec §2 Verification: wording exactly.
export const RESEND_CODE_LABEL = 'Resend code'
// Not worded by the spec.
export const VERIFICATION_HEADING = 'Verify your email'
export const VERIFY_SUBMIT_LABEL = 'Verify'
export const CODE_LABEL = 'Verification code'

/** The OTP machine's states (machines/otp). */
export type VerificationScreenState = StateValueFrom<typeof otpMachine>

export type VerificationScreenProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  state?: VerificationScreenState
  /** Where the code was sent. */
  email: string
  code?: string
  /** Whether Verify would be accepted now; by default a complete code while entering. */
  canSubmit?: boolean
  /** spec §2: the link shows until it has been used once. */
  resendAvailable?: boolean
  onCodeChange?: (code: string) => void
  onSubmit?: (code: string) => void
  onResend?: () => void
}

export function VerificationScreen({
  state = 'enteringCode',
  email,
  code = '',
  canSubmit,
  resendAvailable = true,
  onCodeChange,
  onSubmit,
  onResend,
  className,
  ...props
}: VerificationScreenProps) {
  const headingId = useId()
  const checking = state === 'verifying' || state === 'refreshingToken'
  const done = state === 'redirecting' || state === 'verified'
  const resending = state === 'resending'
  const submittable = canSubmit ?? (state === 'enteringCode' && code.length === VERIFICATION_CODE_LENGTH)
  const showResend = !done && (resendAvailable || resending)
  return (
    <AccountPanel
      data-slot="verification-screen"
      data-state={state}
      headingId={headingId}
      heading={VERIFICATION_HEADING}
      intro={
        <>
          We sent a {VERIFICATION_CODE_LENGTH}-character code to{' '}
          <strong data-slot="verification-screen-email" className="font-semibold break-words text-foreground">
            {email}
          </strong>
          .
        </>
      }
      className={className}
      {...props}
    >
      <form
        data-slot="verification-screen-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (submittable) onSubmit?.(code)
        }}
      >
        <fieldset disabled={checking || done} className="flex min-w-0 flex-col gap-4">
          <CodeField
            data-slot="verification-screen-code"
            name="otp"
            label={CODE_LABEL}
            code={code}
            onCodeChange={onCodeChange}
          />
          <Button type="submit" size="lg" className="w-full" loading={checking} disabled={!submittable && !checking}>
            {VERIFY_SUBMIT_LABEL}
          </Button>
        </fieldset>
      </form>

      {done ? (
        <p
          data-slot="verification-screen-done"
          className="flex items-center justify-center gap-2 text-sm font-medium text-success"
        >
          <CheckIcon size={18} aria-hidden />
          Taking you to your profile…
        </p>
      ) : null}

      {showResend ? (
        <p
          data-slot="verification-screen-resend"
          className="flex items-center justify-center gap-1 text-sm text-foreground-subtle"
        >
          Didn&apos;t get it?
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            loading={resending}
            disabled={checking}
            onClick={onResend}
          >
            {RESEND_CODE_LABEL}
          </Button>
        </p>
      ) : null}
    </AccountPanel>
  )
}
