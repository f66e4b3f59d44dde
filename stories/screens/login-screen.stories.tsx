import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { signInMachine, type SignInCredentials } from '@machines/sign-in/sign-in.machine'
import { ApiError } from '@/api/errors'
import { type Session } from '@/domain/account'
import { accountMessages } from '@/domain/account-forms'
import { LoginScreen, type LoginScreenProps } from '@/screens/login/login-screen'
import { useLoginScreen } from '@/screens/login/use-login-screen'
import { heldAnswer } from '../network/held-answer'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'signIn', slot: 'login-screen' } },
  args: {
    onFieldChange: fn(),
    onKeepSignedInChange: fn(),
    onSubmit: fn(),
    onGoogle: fn(),
  },
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

const WRONG_PASSWORD = 'Incorrect email or password'
const navigated = fn()
const stored = fn()
const answer = heldAnswer()

// The sign-in machine with a pretend server: 'oja-secret' is the only right password.
const fakeSignIn = fromPromise<Session, SignInCredentials>(async ({ input }) => {
  await answer.wait()
  if ('password' in input && input.password === 'oja-secret')
    return { token: 'token-1', user: { email: input.email, firstName: 'Ada' } }
  throw new ApiError(401, [{ message: WRONG_PASSWORD }])
})

const fakeSignInLogic = signInMachine.provide({
  actors: { signIn: fakeSignIn, sendOtp: fromPromise<void, { email: string }>(async () => undefined) },
  actions: {
    storeSession: (_, session) => stored(session),
    notify: () => undefined,
    navigate: (_, { to }) => navigated(to),
  },
})

// The same binding as the /login route.
function SignInHarness(props: Partial<LoginScreenProps>) {
  const [screen] = useLoginScreen(fakeSignInLogic)
  return <LoginScreen {...props} {...screen} />
}

function rootOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="login-screen"]')!
}

export const Idle: Story = {
  render: (args) => <SignInHarness onGoogle={args.onGoogle} />,
  play: async ({ canvas, canvasElement, args }) => {
    navigated.mockClear()
    stored.mockClear()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'idle')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(canvas.getByRole('link', { name: 'Click to Sign up' })).toHaveAttribute('href', '/signup')

    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)

    const keep = canvas.getByRole('checkbox', { name: 'Keep me signed in' })
    await expect(keep).toBeChecked()
    await userEvent.click(keep)
    await expect(keep).not.toBeChecked()

    // spec §5 Login: email and password are required, the email of email type.
    const submit = canvas.getByRole('button', { name: 'Sign In' })
    await userEvent.click(submit)
    const email = canvas.getByRole('textbox', { name: 'Email' })
    const password = canvas.getByLabelText('Password')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(accountMessages.emailRequired)
    await expect(password).toHaveAccessibleDescription(accountMessages.passwordRequired)
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      accountMessages.emailRequired,
      accountMessages.passwordRequired,
    ])

    await userEvent.type(email, 'ada@')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submit)
    await expect(email).toHaveAccessibleDescription(accountMessages.emailInvalid)
    await userEvent.type(email, 'example.com')

    // Show and hide the password without losing it.
    await userEvent.type(password, 'wrong-one')
    await expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(password).toHaveAttribute('type', 'text')
    await expect(password).toHaveValue('wrong-one')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(password).toHaveAttribute('type', 'password')

    // Submitting: the form locks until the server answers; Enter submits too.
    answer.hold()
    await userEvent.type(password, '{Enter}')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting')
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(email).toBeDisabled()
    answer.release()

    // spec §8: the first server message, under the form.
    await expect(await canvas.findByText(WRONG_PASSWORD)).toHaveAttribute('role', 'alert')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    await expect(submit).toBeEnabled()

    await userEvent.clear(password)
    await userEvent.type(password, 'oja-secret')
    await userEvent.click(submit)
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/profile'))
    await expect(stored).toHaveBeenCalledWith({
      token: 'token-1',
      user: { email: 'ada@example.com', firstName: 'Ada' },
    })
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
  },
}

export const Invalid: Story = {
  args: {
    email: 'ada@',
    password: '',
    errors: { email: accountMessages.emailInvalid, password: accountMessages.passwordRequired },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'idle')
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com')
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password')
    // Typing reports each change; the route's machine clears the message for that field.
    await userEvent.type(email, 'e')
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'ada@e')
  },
}

export const Submitting: Story = {
  args: { state: 'submitting', email: 'ada@example.com', password: 'oja-secret', keepSignedIn: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting')
    const submit = canvas.getByRole('button', { name: 'Sign In' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await expect(canvas.getByLabelText('Password')).toBeDisabled()
    await userEvent.click(submit, { pointerEventsCheck: 0 })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

// Named for the machine's `error` state; `Error` itself would hide the global constructor in this module.
export const ServerError: Story = {
  name: 'Error',
  args: {
    state: 'error',
    email: 'ada@example.com',
    password: 'wrong-one',
    serverError: WRONG_PASSWORD,
    keepSignedIn: true,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(WRONG_PASSWORD)
    // Under the form: after the submit button.
    const form = canvasElement.querySelector('[data-slot="login-screen-form"]')!
    await expect(within(form as HTMLElement).getByRole('alert')).toBe(alert)
    const submit = canvas.getByRole('button', { name: 'Sign In' })
    await expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(submit)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

export const Success: Story = {
  args: { state: 'success', email: 'ada@example.com', password: 'oja-secret', keepSignedIn: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
    // The session is on its way (and, for an unverified user, the code): nothing can be sent twice.
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  args: { keepSignedIn: true },
  play: async ({ canvas, canvasElement, args }) => {
    const card = rootOf(canvasElement).getBoundingClientRect()
    await expect(card.width).toBeLessThanOrEqual(375)
    // Keyboard order: Google, email, password, show/hide, keep signed in, forgot password, submit, then the sign-up link.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: 'Keep me signed in' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onKeepSignedInChange).toHaveBeenLastCalledWith(false)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Click to Sign up' })).toHaveFocus()
  },
}
