import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { otpMachine } from '@machines/otp/otp.machine'
import { ApiError } from '@/api/errors'
import { notifyWith } from '@/app/notify'
import { useToast } from '@/app/toast-provider'
import { OTP_SENT, VERIFICATION_SUCCESS } from '@/domain/account'
import { accountMessages } from '@/domain/account-forms'
import { Toaster } from '@/ui/toast'
import { VerificationScreen, type VerificationScreenProps } from '@/screens/verification/verification-screen'
import { useVerificationScreen } from '@/screens/verification/use-verification-screen'
import { heldAnswer } from '../network/held-answer'
import { narrow, wide, withScreenWidth } from './viewport'

const EMAIL = 'tunde@example.com'

const meta = {
  title: 'Screens/VerificationScreen',
  component: VerificationScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'otp', slot: 'verification-screen' } },
  args: { email: EMAIL, onCodeChange: fn(), onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof VerificationScreen>
export default meta
type Story = StoryObj<typeof meta>

const WRONG_CODE = 'That code is not right. Check the email we sent you and try again'
const RIGHT_CODE = '48213'
const navigated = fn()
const verified = fn()
const answer = heldAnswer()

// The OTP machine with a pretend server whose code is 48213, for the address the code went to; results reach the
// shopper as toasts (spec §8).
function OtpHarness({ email }: Pick<VerificationScreenProps, 'email'>) {
  const toast = useToast()
  const [logic] = useState(() =>
    otpMachine.provide({
      actors: {
        verifyOtp: fromPromise<void, { email: string; otp: string }>(async ({ input }) => {
          verified(input)
          await answer.wait()
          if (input.otp !== RIGHT_CODE) throw new ApiError(400, [{ message: WRONG_CODE, field: 'otp' }])
        }),
        refreshToken: fromPromise(async () => ({ token: 'token-3', user: { email } })),
        sendOtp: fromPromise<void, { email: string }>(() => answer.wait()),
      },
      actions: {
        storeSession: () => undefined,
        notify: (_, notice) => notifyWith(toast)(notice),
        navigate: (_, { to }) => navigated(to),
      },
    }),
  )
  return <VerificationScreen {...useVerificationScreen(logic, email)} />
}

function rootOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="verification-screen"]')!
}

// The address comes from the args, so a flow can carry on with the one the shopper signed up with.
export const EnteringCode: Story = {
  render: ({ email }) => <OtpHarness email={email} />,
  play: async ({ canvas, canvasElement, args }) => {
    navigated.mockClear()
    verified.mockClear()
    const root = rootOf(canvasElement)
    await expect(root).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.getByText(args.email)).toBeVisible()
    const code = canvas.getByRole('textbox', { name: 'Verification code' })
    const verify = canvas.getByRole('button', { name: 'Verify' })
    await expect(code).toHaveAttribute('maxLength', '5')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAccessibleDescription(accountMessages.codeLength)

    // spec §5: exactly 5 characters before Verify is offered; a sixth is not taken, pasted spaces are dropped.
    await userEvent.type(code, 'AB C')
    await expect(code).toHaveValue('ABC')
    await expect(verify).toBeDisabled()
    await userEvent.type(code, 'DEF')
    await expect(code).toHaveValue('ABCDE')
    await expect(verify).toBeEnabled()

    // A wrong code: the server's message as an error toast, and the code can be corrected.
    answer.hold()
    await userEvent.click(verify)
    await expect(root).toHaveAttribute('data-state', 'verifying')
    await expect(verify).toHaveAttribute('aria-busy', 'true')
    await expect(code).toBeDisabled()
    await expect(verified).toHaveBeenCalledWith({ email: args.email, otp: 'ABCDE' })
    answer.release()
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    await expect(await within(toaster).findByRole('alert')).toHaveTextContent(WRONG_CODE)
    await expect(root).toHaveAttribute('data-state', 'enteringCode')
    await expect(code).toHaveValue('ABCDE')

    // spec §2: 'Resend code' works once, then is gone.
    answer.hold()
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }))
    await expect(root).toHaveAttribute('data-state', 'resending')
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-busy', 'true')
    answer.release()
    await expect(await within(toaster).findByText(OTP_SENT)).toBeVisible()
    await expect(root).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull()

    await userEvent.clear(code)
    await userEvent.type(code, `${RIGHT_CODE}{Enter}`)
    await expect(await within(toaster).findByText(VERIFICATION_SUCCESS)).toBeVisible()
    await expect(navigated).not.toHaveBeenCalled()
    // spec §4: /profile 1 s after the success toast.
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/profile'), { timeout: 2500 })
    await expect(root).toHaveAttribute('data-state', 'verified')
  },
}

export const Verifying: Story = {
  args: { state: 'verifying', code: RIGHT_CODE, canSubmit: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'verifying')
    const verify = canvas.getByRole('button', { name: 'Verify' })
    await expect(verify).toHaveAttribute('aria-busy', 'true')
    await expect(verify).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled()
    await userEvent.click(verify, { pointerEventsCheck: 0 })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

// The OTP machine returns to enteringCode and the server's reason arrives as an error toast (spec §8).
export const WrongCode: Story = {
  args: { state: 'enteringCode', code: 'ABCDE' },
  parameters: { toasts: false },
  render: (args) => (
    <div className="flex flex-col">
      <Toaster
        toasts={[{ id: 'wrong-code', type: 'error', message: WRONG_CODE }]}
        onDismiss={() => undefined}
        className="static mx-auto mt-4 translate-x-0"
      />
      <VerificationScreen {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.getByRole('alert')).toHaveTextContent(WRONG_CODE)
    const code = canvas.getByRole('textbox', { name: 'Verification code' })
    await expect(code).toHaveValue('ABCDE')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('ABCDE')
    await userEvent.type(code, '{Backspace}')
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('ABCD')
  },
}

export const Resending: Story = {
  args: { state: 'resending', code: '48', resendAvailable: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'resending')
    const resend = canvas.getByRole('button', { name: 'Resend code' })
    await expect(resend).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(resend, { pointerEventsCheck: 0 })
    await expect(args.onResend).not.toHaveBeenCalled()
    // The shopper can keep typing while a new code is on its way.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '2')
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('482')
  },
}

export const ResendUsed: Story = {
  args: { state: 'enteringCode', code: '', resendAvailable: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'enteringCode')
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull()
    await expect(canvasElement.querySelector('[data-slot="verification-screen-resend"]')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled()
  },
}

export const Verified: Story = {
  args: { state: 'redirecting', code: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'redirecting')
    await expect(canvas.getByText('Taking you to your profile…')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled()
  },
}

export const Narrow: Story = {
  parameters: narrow,
  args: { code: '4821' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rootOf(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375)
    const code = canvas.getByRole('textbox', { name: 'Verification code' })
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled()
    // Enter with an incomplete code does nothing.
    await userEvent.type(code, '{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onResend).toHaveBeenCalledTimes(1)
  },
}
