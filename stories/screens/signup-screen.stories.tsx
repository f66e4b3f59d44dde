import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { fromPromise } from 'xstate'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { ApiError } from '@/api/errors'
import { CONFIRM_PASSWORD_MISMATCH } from '@/domain/confirm-password'
import { useSignUpScreen } from '@/screens/signup/use-sign-up-screen'
import { type Session } from '@/domain/account'
import { accountMessages, type SignUpRequest } from '@/domain/account-forms'
import { SignUpScreen, type SignUpScreenProps } from '@/screens/signup/signup-screen'
import { heldAnswer } from '../network/held-answer'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/SignUpScreen',
  component: SignUpScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'signUp', slot: 'signup-screen' } },
  args: {
    onFieldChange: fn(),
    onAcceptTermsChange: fn(),
    onSubmit: fn(),
    onGoogle: fn(),
  },
} satisfies Meta<typeof SignUpScreen>
export default meta
type Story = StoryObj<typeof meta>

const TAKEN = 'An account with this email already exists. Sign in instead'
const navigated = fn()
const notified = fn()
const requested = fn()
const answer = heldAnswer()

// The sign-up machine with a pretend server that already knows ada@example.com.
const fakeSignUp = fromPromise<Session, SignUpRequest>(async ({ input }) => {
  requested(input)
  await answer.wait()
  if (input.email === 'ada@example.com') throw new ApiError(409, [{ message: TAKEN, field: 'email' }])
  return {
    token: 'token-2',
    user: { email: input.email, firstName: input.firstName ?? '', verificationCode: 'pending' },
  }
})

// The same binding as the /signup route: the machine plus the confirm-password rule it does not hold.
const fakeSignUpLogic = signUpMachine.provide({
  actors: { signUp: fakeSignUp },
  actions: {
    storeSession: () => undefined,
    notify: (_, notice) => notified(notice),
    navigate: (_, { to }) => navigated(to),
  },
})

function SignUpHarness(props: Partial<SignUpScreenProps>) {
  return <SignUpScreen {...props} {...useSignUpScreen(fakeSignUpLogic)} />
}

function rootOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="signup-screen"]')!
}

export const Idle: Story = {
  render: (args) => <SignUpHarness onGoogle={args.onGoogle} />,
  play: async ({ canvas, canvasElement, args }) => {
    navigated.mockClear()
    notified.mockClear()
    requested.mockClear()
    const root = rootOf(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'idle')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Already have an account? Click to Sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)

    const submit = canvas.getByRole('button', { name: 'Create account' })
    const fullName = canvas.getByRole('textbox', { name: 'Full name (optional)' })
    const email = canvas.getByRole('textbox', { name: 'Email' })
    const password = canvas.getByLabelText('Password')
    const confirm = canvas.getByLabelText('Confirm password')
    const terms = canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })

    // spec §5: email and password required, and the terms box; name and referral code are optional.
    await userEvent.click(submit)
    await expect(email).toHaveAccessibleDescription(accountMessages.emailRequired)
    await expect(password).toHaveAccessibleDescription(`${accountMessages.passwordRequired} At least 4 characters`)
    await expect(terms).toHaveAttribute('aria-invalid', 'true')
    await expect(terms).toHaveAccessibleDescription(accountMessages.termsRequired)
    await expect(fullName).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('textbox', { name: 'Referral code (optional)' })).not.toHaveAttribute('aria-invalid')

    await userEvent.type(fullName, 'Ada Lovelace Byron')
    await userEvent.type(email, 'ada@example.com')
    await userEvent.type(password, 'abc')
    await userEvent.type(confirm, 'abc')
    await userEvent.click(submit)
    // spec §5: password minimum length 4.
    await expect(password).toHaveAccessibleDescription(`${accountMessages.passwordTooShort} At least 4 characters`)

    await userEvent.type(password, 'd-secret')
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!)
    await expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(terms)
    await expect(terms).toBeChecked()
    await expect(terms).not.toHaveAttribute('aria-invalid')
    // The confirmation must repeat the password: nothing goes out until it does.
    await userEvent.click(submit)
    await expect(confirm).toHaveAccessibleDescription(CONFIRM_PASSWORD_MISMATCH)
    await expect(root).toHaveAttribute('data-state', 'idle')
    await expect(requested).not.toHaveBeenCalled()

    await userEvent.type(confirm, 'd-secret')
    await expect(confirm).not.toHaveAttribute('aria-invalid')
    answer.hold()
    await userEvent.click(submit)
    await expect(root).toHaveAttribute('data-state', 'submitting')
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    // spec §5: first and second word of the full name only; empty optional fields are left out.
    await expect(requested).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'abcd-secret',
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    answer.release()

    // spec §8: the first server message under the form; loading is cleared.
    await expect(await canvas.findByText(TAKEN)).toHaveAttribute('role', 'alert')
    await expect(root).toHaveAttribute('data-state', 'error')
    await expect(submit).toBeEnabled()

    await userEvent.clear(email)
    await userEvent.type(email, 'ada.l@example.com')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Referral code (optional)' }), 'OJA25')
    await userEvent.click(submit)
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/verification'))
    await expect(notified).toHaveBeenCalledWith({ kind: 'success', message: "You've successfully signed up, Ada" })
    await expect(root).toHaveAttribute('data-state', 'success')
  },
}

export const Invalid: Story = {
  args: {
    values: { email: 'ada@', password: 'abc', confirmPassword: 'abd' },
    errors: {
      email: accountMessages.emailInvalid,
      password: accountMessages.passwordTooShort,
      confirmPassword: CONFIRM_PASSWORD_MISMATCH,
      acceptTerms: accountMessages.termsRequired,
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'idle')
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a valid email address, like name@example.com',
      'Password must be at least 4 characters',
      'Enter the same password again',
      'Accept all terms and conditions to continue',
    ])
    const terms = canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })
    await expect(terms).toBeRequired()
    await userEvent.click(terms)
    await expect(args.onAcceptTermsChange).toHaveBeenLastCalledWith(true)
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'x')
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('confirmPassword', 'abdx')
  },
}

export const Submitting: Story = {
  args: {
    state: 'submitting',
    values: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'oja-secret',
      confirmPassword: 'oja-secret',
      acceptTerms: true,
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting')
    const submit = canvas.getByRole('button', { name: 'Create account' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })).toBeDisabled()
    await userEvent.click(submit, { pointerEventsCheck: 0 })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

// Named for the machine's `error` state; `Error` itself would hide the global constructor in this module.
export const ServerError: Story = {
  name: 'Error',
  args: {
    state: 'error',
    values: { email: 'ada@example.com', password: 'oja-secret', confirmPassword: 'oja-secret', acceptTerms: true },
    serverError: TAKEN,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(TAKEN)
    const submit = canvas.getByRole('button', { name: 'Create account' })
    await expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(submit)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

export const Success: Story = {
  args: {
    state: 'success',
    values: {
      fullName: 'Ada Lovelace',
      email: 'ada.l@example.com',
      password: 'oja-secret',
      confirmPassword: 'oja-secret',
      acceptTerms: true,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375)
    // Keyboard: the terms box toggles with Space and the form submits with Enter.
    const terms = canvas.getByRole('checkbox', { name: 'I accept all terms and conditions' })
    terms.focus()
    await userEvent.keyboard(' ')
    await expect(args.onAcceptTermsChange).toHaveBeenLastCalledWith(true)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Already have an account? Click to Sign in' })).toHaveFocus()
  },
}
