import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { forgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine'
import { ApiError } from '@/api/errors'
import { notifyWith } from '@/app/notify'
import { useToast } from '@/app/toast-provider'
import { GENERIC_ERROR } from '@/domain/account'
import { accountMessages } from '@/domain/account-forms'
import {
  PASSWORD_RESET_DONE,
  RESET_CODE_LOCKED,
  RESET_CODE_WRONG,
  passwordResetTexts as texts,
  resetCodeSentMessage,
} from '@/domain/account-recovery'
import { CONFIRM_PASSWORD_MISMATCH } from '@/domain/confirm-password'
import { ForgotPasswordScreen } from '@/screens/forgot-password/forgot-password-screen'
import { useForgotPasswordScreen } from '@/screens/forgot-password/use-forgot-password-screen'
import { heldAnswer } from '../network/held-answer'
import { narrow, wide, withScreenWidth } from './viewport'

const EMAIL = 'ada@example.com'
const RIGHT_CODE = 'OJA25'
const navigated = fn()
const asked = fn()
const reset = fn()
const answer = heldAnswer()

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'forgotPassword', slot: 'forgot-password-screen' } },
  args: { send: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

// The forgot-password machine with a pretend server whose code is OJA25; its notices reach the shopper as toasts.
function ResetHarness() {
  const toast = useToast()
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        forgotPassword: fromPromise<void, { email: string }>(async ({ input }) => {
          asked(input)
          await answer.wait()
        }),
        resetPassword: fromPromise<void, { email: string; code: string; password: string }>(async ({ input }) => {
          reset(input)
          await answer.wait()
          if (input.code !== RIGHT_CODE) throw new ApiError(400, [{ message: RESET_CODE_WRONG, field: 'code' }])
        }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => navigated(to),
      },
    }),
  )
  return <ForgotPasswordScreen {...useForgotPasswordScreen(logic)} />
}

function rootOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="forgot-password-screen"]')!
}

const codeStep = {
  sentTo: EMAIL,
  values: { email: EMAIL, code: 'AB12C', password: 'new-pass', confirmPassword: 'new-pass' },
}

export const EnteringEmail: Story = {
  render: () => <ResetHarness />,
  play: async ({ canvas, canvasElement }) => {
    navigated.mockClear()
    asked.mockClear()
    reset.mockClear()
    const root = rootOf(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'enteringEmail')
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible()
    await expect(canvas.getByRole('link', { name: texts.signInLink })).toHaveAttribute('href', '/login')

    // The sign-in form's rules for the email.
    const email = canvas.getByRole('textbox', { name: texts.emailLabel })
    await userEvent.click(canvas.getByRole('button', { name: texts.sendCode }))
    await expect(email).toHaveAccessibleDescription(accountMessages.emailRequired)
    await userEvent.type(email, 'ada@')
    await userEvent.click(canvas.getByRole('button', { name: texts.sendCode }))
    await expect(email).toHaveAccessibleDescription(accountMessages.emailInvalid)
    await expect(asked).not.toHaveBeenCalled()

    // Step 2 names the address, is read out, and starts at the code box.
    answer.hold()
    await userEvent.type(email, 'example.com{Enter}')
    await expect(root).toHaveAttribute('data-state', 'sending')
    answer.release()
    const intro = canvasElement.querySelector('[data-slot="forgot-password-screen-intro"]')!
    await waitFor(() => expect(intro).toHaveTextContent(resetCodeSentMessage(EMAIL)))
    await expect(intro).toHaveAttribute('aria-live', 'polite')
    await expect(asked).toHaveBeenCalledWith({ email: EMAIL })
    const code = canvas.getByRole('textbox', { name: texts.codeLabel })
    await waitFor(() => expect(code).toHaveFocus())
    await expect(code).toHaveAttribute('maxLength', '5')
    await expect(code).toHaveAccessibleDescription(accountMessages.codeLength)

    // The verification page's code box: pasted spaces are dropped, a sixth character is not taken.
    await userEvent.type(code, 'AB 12CD')
    await expect(code).toHaveValue('AB12C')
    await userEvent.type(canvas.getByLabelText(texts.passwordLabel), 'new-pass')
    await userEvent.type(canvas.getByLabelText(texts.confirmLabel), 'new-pas')
    await userEvent.click(canvas.getByRole('button', { name: texts.reset }))
    await expect(canvas.getByLabelText(texts.confirmLabel)).toHaveAccessibleDescription(CONFIRM_PASSWORD_MISMATCH)
    await userEvent.type(canvas.getByLabelText(texts.confirmLabel), 's')

    // A wrong code: said by the code box, nothing typed is lost.
    await userEvent.click(canvas.getByRole('button', { name: texts.reset }))
    await waitFor(() => expect(code).toHaveAccessibleDescription(`${RESET_CODE_WRONG} ${accountMessages.codeLength}`))
    await expect(root).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveValue('new-pass')

    // 'Send a new code' goes to the same address and says so.
    await userEvent.click(canvas.getByRole('button', { name: texts.sendNewCode }))
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    await expect(await within(toaster).findByText(resetCodeSentMessage(EMAIL))).toBeVisible()
    await expect(asked).toHaveBeenLastCalledWith({ email: EMAIL })

    await userEvent.clear(code)
    await userEvent.type(code, `${RIGHT_CODE}{Enter}`)
    await expect(await within(toaster).findByText(PASSWORD_RESET_DONE)).toBeVisible()
    await expect(reset).toHaveBeenLastCalledWith({ email: EMAIL, code: RIGHT_CODE, password: 'new-pass' })
    await expect(root).toHaveAttribute('data-state', 'done')
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/login'), { timeout: 2500 })
  },
}

export const InvalidEmail: Story = {
  args: { state: 'enteringEmail', values: { email: 'ada@' }, errors: { email: accountMessages.emailInvalid } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'enteringEmail')
    const email = canvas.getByRole('textbox', { name: texts.emailLabel })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(accountMessages.emailInvalid)
    await userEvent.type(email, 'e')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'field.change', field: 'email', value: 'ada@e' })
  },
}

export const Sending: Story = {
  args: { state: 'sending', values: { email: EMAIL } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'sending')
    const send = canvas.getByRole('button', { name: texts.sendCode })
    await expect(send).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: texts.emailLabel })).toBeDisabled()
    await userEvent.click(send, { pointerEventsCheck: 0 })
    await expect(args.send).not.toHaveBeenCalled()
  },
}

// The store could not be reached: the generic message under the form, the address still there to send again.
export const SendFailed: Story = {
  args: { state: 'enteringEmail', values: { email: EMAIL }, serverError: GENERIC_ERROR },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'enteringEmail')
    await expect(canvas.getByRole('alert')).toHaveTextContent(GENERIC_ERROR)
    await expect(canvas.getByRole('textbox', { name: texts.emailLabel })).toHaveValue(EMAIL)
    await userEvent.click(canvas.getByRole('button', { name: texts.sendCode }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'email.submit' })
  },
}

export const EnteringCode: Story = {
  args: { state: 'enteringCode', ...codeStep, values: { email: EMAIL } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.getByText(resetCodeSentMessage(EMAIL))).toBeVisible()
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveAttribute('autocomplete', 'new-password')
    await userEvent.type(canvas.getByRole('textbox', { name: texts.codeLabel }), 'a b')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'field.change', field: 'code', value: 'b' })
    await userEvent.click(canvas.getByRole('button', { name: texts.sendNewCode }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'code.resend' })
    await userEvent.click(canvas.getByRole('button', { name: texts.differentEmail }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'email.edit' })
    await userEvent.click(canvas.getByRole('button', { name: texts.reset }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'reset.submit' })
  },
}

export const InvalidReset: Story = {
  args: {
    state: 'enteringCode',
    sentTo: EMAIL,
    values: { code: 'AB1', password: 'abc', confirmPassword: '' },
    errors: { code: accountMessages.codeLength, password: accountMessages.passwordTooShort },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: texts.codeLabel })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveAccessibleDescription(
      `${accountMessages.passwordTooShort} ${texts.passwordHint}`,
    )
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      accountMessages.codeLength,
      accountMessages.passwordTooShort,
    ])
  },
}

export const WrongCode: Story = {
  args: { state: 'enteringCode', ...codeStep, errors: { code: RESET_CODE_WRONG } },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: texts.codeLabel })
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toHaveValue('AB12C')
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_CODE_WRONG)
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveValue('new-pass')
  },
}

// Five wrong codes: the server names no field, so the message is under the form; a new code is the way on.
export const CodeLocked: Story = {
  args: { state: 'enteringCode', ...codeStep, serverError: RESET_CODE_LOCKED },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(RESET_CODE_LOCKED)
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="forgot-password-screen-reset-form"]')!
    await expect(within(form).getByRole('alert')).toBe(alert)
    await expect(canvas.getByRole('button', { name: texts.sendNewCode })).toBeEnabled()
  },
}

export const ResetFailed: Story = {
  args: { state: 'enteringCode', ...codeStep, serverError: GENERIC_ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(GENERIC_ERROR)
    await expect(canvas.getByRole('textbox', { name: texts.codeLabel })).toHaveValue('AB12C')
  },
}

export const Resending: Story = {
  args: { state: 'resending', ...codeStep },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'resending')
    await expect(canvas.getByRole('button', { name: texts.sendNewCode })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: texts.reset })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: texts.differentEmail })).toBeDisabled()
    // The shopper can keep typing while a new code is on its way.
    await userEvent.type(canvas.getByLabelText(texts.passwordLabel), 'x')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'field.change', field: 'password', value: 'new-passx' })
  },
}

export const Resetting: Story = {
  args: { state: 'resetting', ...codeStep },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'resetting')
    const submit = canvas.getByRole('button', { name: texts.reset })
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: texts.codeLabel })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: texts.sendNewCode })).toBeDisabled()
    await userEvent.click(submit, { pointerEventsCheck: 0 })
    await expect(args.send).not.toHaveBeenCalled()
  },
}

export const Done: Story = {
  args: { state: 'done', ...codeStep },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'done')
    await expect(canvas.getByText(PASSWORD_RESET_DONE)).toBeVisible()
    await expect(canvas.getByText(texts.toSignIn)).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The same state on a 375 px phone: the panel fits, and the state's own checks still hold. */
function onPhone(story: Story): Story {
  return {
    ...story,
    parameters: { ...story.parameters, ...narrow },
    play: async (context) => {
      await expect(rootOf(context.canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375)
      await story.play?.(context)
    },
  }
}

export const EnteringEmailNarrow = onPhone(EnteringEmail)
export const InvalidEmailNarrow = onPhone(InvalidEmail)
export const SendingNarrow = onPhone(Sending)
export const SendFailedNarrow = onPhone(SendFailed)
export const EnteringCodeNarrow = onPhone(EnteringCode)
export const InvalidResetNarrow = onPhone(InvalidReset)
export const WrongCodeNarrow = onPhone(WrongCode)
export const CodeLockedNarrow = onPhone(CodeLocked)
export const ResetFailedNarrow = onPhone(ResetFailed)
export const ResendingNarrow = onPhone(Resending)
export const ResettingNarrow = onPhone(Resetting)
export const DoneNarrow = onPhone(Done)

// Keyboard order on step 2: code, password, confirmation, Reset, then the other ways.
export const KeyboardNarrow: Story = {
  // Its picture is EnteringCodeNarrow's.
  parameters: { ...narrow, visual: { ...narrow.visual, skip: true } },
  args: { state: 'enteringCode', sentTo: EMAIL },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: texts.codeLabel })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByLabelText(texts.confirmLabel)).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: texts.reset })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: texts.sendNewCode })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: texts.differentEmail })).toHaveFocus()
  },
}
