// 'Forgot your password?' (docs/adr/0025): step 1 asks for the email, step 2 for the emailed code (the verification
// page's code box) and a new password typed twice, then the shopper is sent to sign in. Props only: the
// /forgot-password route binds the forgot-password machine, whose state name is data-state here. The new password's
// boxes are plain password boxes: the sign-in page's show/hide box would split its file in two (bench:bundle).
import { useEffect, useId, useRef, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import type { FieldErrors } from '@/domain/account-forms'
import { PASSWORD_RESET_DONE, passwordResetTexts as texts, resetCodeSentMessage } from '@/domain/account-recovery'
import { pathTo } from '@/domain/routes'
import type {
  ForgotPasswordEvent,
  ForgotPasswordField,
  forgotPasswordMachine,
} from '@machines/forgot-password/forgot-password.machine'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { CheckIcon } from '@/ui/icons'
import { Input } from '@/ui/input'
import { AccountPanel } from '../shell/account-panel'
import { CodeField } from '../shell/code-field'

/** The forgot-password machine's states (machines/forgot-password). */
export type ForgotPasswordScreenState = StateValueFrom<typeof forgotPasswordMachine>

export type ForgotPasswordScreenValues = Record<ForgotPasswordField, string>

export type ForgotPasswordScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state?: ForgotPasswordScreenState
  values?: Partial<ForgotPasswordScreenValues>
  /** The address the code went to, named on step 2. */
  sentTo?: string
  errors?: FieldErrors<ForgotPasswordField>
  /** The server's first message when it names no field (spec §8). */
  serverError?: string | null
  /** The machine's `send`: every edit and press on the page is one of its events. */
  send?: (event: ForgotPasswordEvent) => void
}

type Step = 'email' | 'code' | 'done'

function stepOf(state: ForgotPasswordScreenState): Step {
  if (state === 'enteringEmail' || state === 'sending') return 'email'
  if (state === 'done' || state === 'redirected') return 'done'
  return 'code'
}

/** One step's form: named by the page's heading, checked by the machine rather than the browser, locked while busy. */
function StepForm({
  slot,
  labelledBy,
  busy,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  slot: string
  labelledBy: string
  busy: boolean
  onSubmit: () => void
}) {
  return (
    <form
      data-slot={slot}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    >
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        {children}
      </fieldset>
    </form>
  )
}

export function ForgotPasswordScreen({
  state = 'enteringEmail',
  values = {},
  sentTo = '',
  errors = {},
  serverError = null,
  send,
  className,
  ...props
}: ForgotPasswordScreenProps) {
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  const step = stepOf(state)
  const shownStep = useRef(step)
  // A new step moves focus to its first box, so keyboard and screen-reader users start where the step does.
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    form.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus()
  }, [step])

  const text = (field: ForgotPasswordField) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) =>
      send?.({ type: 'field.change', field, value: event.target.value }),
  })
  const problem = serverError ? (
    <p
      data-slot="forgot-password-screen-error"
      role="alert"
      className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
    >
      {serverError}
    </p>
  ) : null

  return (
    <AccountPanel
      data-slot="forgot-password-screen"
      data-state={state}
      headingId={headingId}
      heading={texts.heading}
      intro={
        // One live region for both steps: the sent message is read out when step 2 replaces step 1's line.
        <span data-slot="forgot-password-screen-intro" aria-live="polite">
          {step === 'email' ? texts.emailIntro : resetCodeSentMessage(sentTo)}
        </span>
      }
      className={className}
      {...props}
    >
      {step === 'email' ? (
        <StepForm
          key="email"
          ref={form}
          slot="forgot-password-screen-email-form"
          labelledBy={headingId}
          busy={state === 'sending'}
          onSubmit={() => send?.({ type: 'email.submit' })}
        >
          <Field label={texts.emailLabel} error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@example.com"
              {...text('email')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={state === 'sending'}>
            {texts.sendCode}
          </Button>
          {problem}
        </StepForm>
      ) : null}

      {step === 'code' ? (
        <>
          <StepForm
            key="code"
            ref={form}
            slot="forgot-password-screen-reset-form"
            labelledBy={headingId}
            busy={state === 'resetting'}
            onSubmit={() => send?.({ type: 'reset.submit' })}
          >
            {/* The address the code went to, for the password manager to pair with the new password. */}
            <input type="hidden" name="email" autoComplete="username" value={sentTo} />
            <CodeField
              data-slot="forgot-password-screen-code"
              name="code"
              label={texts.codeLabel}
              code={values.code ?? ''}
              error={errors.code}
              onCodeChange={(code) => send?.({ type: 'field.change', field: 'code', value: code })}
            />
            <Field label={texts.passwordLabel} hint={texts.passwordHint} error={errors.password}>
              <Input type="password" autoComplete="new-password" {...text('password')} />
            </Field>
            <Field label={texts.confirmLabel} error={errors.confirmPassword}>
              <Input type="password" autoComplete="new-password" {...text('confirmPassword')} />
            </Field>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={state === 'resetting'}
              disabled={state === 'resending'}
            >
              {texts.reset}
            </Button>
            {problem}
          </StepForm>
          <div
            data-slot="forgot-password-screen-other-ways"
            className="flex flex-col items-center gap-1 text-sm text-foreground-subtle"
          >
            <p className="flex items-center gap-1">
              {texts.noCode}
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                loading={state === 'resending'}
                disabled={state === 'resetting'}
                onClick={() => send?.({ type: 'code.resend' })}
              >
                {texts.sendNewCode}
              </Button>
            </p>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              disabled={state !== 'enteringCode'}
              onClick={() => send?.({ type: 'email.edit' })}
            >
              {texts.differentEmail}
            </Button>
          </div>
        </>
      ) : null}

      {step === 'done' ? (
        <div data-slot="forgot-password-screen-done" className="flex flex-col items-center gap-2 text-center">
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <CheckIcon size={18} aria-hidden />
            {PASSWORD_RESET_DONE}
          </p>
          <p className="text-sm text-foreground-subtle">{texts.toSignIn}</p>
        </div>
      ) : null}

      {step !== 'done' ? (
        <p className="text-center text-sm text-foreground-subtle">
          {texts.rememberPrompt}{' '}
          <Link
            to={pathTo('login')}
            data-slot="forgot-password-screen-login-link"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {texts.signInLink}
          </Link>
        </p>
      ) : null}
    </AccountPanel>
  )
}
