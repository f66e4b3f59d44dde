// The /forgot-password route in the app's real actor system, its calls answered at the network by the story fakes
// (stories/network/session-fakes: passwordResetHandlers, whose code is SANDBOX_RESET_CODE): a visitor asks for a code,
// tries a wrong one, resets with the right one and lands on /login with the toast; five wrong codes lock it until a new
// one is sent; a store that cannot be reached leaves the address in the box with the generic message.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { HttpResponse } from 'msw'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ForgotPasswordRoute } from '@/app/routes/account/forgot-password-route'
import { SessionProvider } from '@/app/session-provider'
import { memoryStorage } from '@/app/memory-storage'
import { GENERIC_ERROR } from '@/domain/account'
import {
  PASSWORD_RESET_DONE,
  RESET_CODE_LOCKED,
  RESET_CODE_WRONG,
  passwordResetTexts as texts,
  resetCodeSentMessage,
} from '@/domain/account-recovery'
import { accountMessages } from '@/domain/account-forms'
import { http } from '../network/network-fakes'
import { SANDBOX_RESET_CODE, identityConfigHandler, passwordResetHandlers } from '../network/session-fakes'
import { toasts } from './app-fakes'

const EMAIL = 'ada@oja.test'

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function Harness(_: { unreachable?: boolean }) {
  const [storage] = useState(() => memoryStorage({}))
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/forgot-password', element: <ForgotPasswordRoute /> },
        { path: '/login', element: <Where /> },
      ],
      { initialEntries: ['/forgot-password'] },
    ),
  )
  return (
    <SessionProvider storage={storage} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

const meta = {
  title: 'Screens/ForgotPasswordRoute',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(...passwordResetHandlers(), identityConfigHandler)
    if (args.unreachable) msw.use(http.post('/api/users/forgotPassword', () => HttpResponse.error()))
  },
  // Behaviour of the wiring; the pictures are Screens/ForgotPasswordScreen's.
  parameters: {
    visual: { skip: true },
    router: false,
    stateChart: { machine: 'forgotPassword', slot: 'forgot-password-screen' },
  },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="forgot-password-screen"]')!

async function askForCode(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: texts.emailLabel }), `${EMAIL}{Enter}`)
  await expect(await canvas.findByText(resetCodeSentMessage(EMAIL))).toBeVisible()
}

async function tryReset(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], code: string) {
  const box = canvas.getByRole('textbox', { name: texts.codeLabel })
  await userEvent.clear(box)
  await userEvent.type(box, code)
  await userEvent.click(canvas.getByRole('button', { name: texts.reset }))
}

export const ResetAndSignIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await askForCode(canvas)
    await userEvent.type(canvas.getByLabelText(texts.passwordLabel), 'new-pass')
    await userEvent.type(canvas.getByLabelText(texts.confirmLabel), 'new-pass')

    await tryReset(canvas, 'WRONG')
    const code = canvas.getByRole('textbox', { name: texts.codeLabel })
    await waitFor(() => expect(code).toHaveAccessibleDescription(`${RESET_CODE_WRONG} ${accountMessages.codeLength}`))
    await expect(canvas.getByLabelText(texts.passwordLabel)).toHaveValue('new-pass')

    await tryReset(canvas, SANDBOX_RESET_CODE)
    await expect(await toasts().findByText(PASSWORD_RESET_DONE)).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'), { timeout: 3000 })
    await expect(page(canvasElement)).toBeNull()
  },
}

export const CodeLocked: Story = {
  play: async ({ canvas }) => {
    await askForCode(canvas)
    await userEvent.type(canvas.getByLabelText(texts.passwordLabel), 'new-pass')
    await userEvent.type(canvas.getByLabelText(texts.confirmLabel), 'new-pass')
    for (let attempt = 0; attempt < 5; attempt++) {
      await tryReset(canvas, `WRON${attempt}`)
      await waitFor(() => expect(canvas.getByText(RESET_CODE_WRONG)).toBeVisible())
    }
    // Even the right code is refused once locked, under the form.
    await tryReset(canvas, SANDBOX_RESET_CODE)
    await expect(await canvas.findByText(RESET_CODE_LOCKED)).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: texts.sendNewCode }))
    await expect(await toasts().findByText(resetCodeSentMessage(EMAIL))).toBeVisible()
    await tryReset(canvas, SANDBOX_RESET_CODE)
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'), { timeout: 3000 })
  },
}

export const StoreUnreachable: Story = {
  args: { unreachable: true },
  play: async ({ canvas, canvasElement }) => {
    const email = await canvas.findByRole('textbox', { name: texts.emailLabel })
    await userEvent.type(email, `${EMAIL}{Enter}`)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GENERIC_ERROR)
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'enteringEmail')
    await expect(email).toHaveValue(EMAIL)
  },
}
