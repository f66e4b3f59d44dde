// Sign up, then verify the email (spec §2, §5): the Sign Up screen's journey from an empty form to an account,
// then the verification screen's from a wrong code to a verified one, each step its screen story's own play.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { SIGN_UP_HEADING } from '@/screens/signup/signup-screen'
import { VERIFICATION_HEADING } from '@/screens/verification/verification-screen'
import { VERIFICATION_SUCCESS } from '@/domain/account'
import * as signUpStories from '../screens/signup-screen.stories'
import * as verificationStories from '../screens/verification-screen.stories'
import { composeScreens, createJourney } from './journey'

const { Idle: SignUp } = composeScreens(signUpStories)
const { EnteringCode: Verification } = composeScreens(verificationStories)

// The address the Sign Up step ends up creating the account with; the code is sent to it, so the verification
// step asks about that address and no other.
const SIGNED_UP_AS = 'ada.l@example.com'
const verificationArgs = { ...Verification.args, email: SIGNED_UP_AS }

function VerifyingTheNewAccount() {
  return <Verification {...verificationArgs} />
}

const journey = createJourney([
  { path: '/signup', Screen: SignUp },
  { path: '/verification', Screen: VerifyingTheNewAccount },
])

const meta = {
  title: 'Flows/SignUpAndVerify',
  component: journey.Journey,
  // Each step brings its screen story's router and toasts. The first screen is Screens/SignUpScreen's Idle
  // baseline and the later ones exist only after a play function has run, so no screenshot of its own.
  parameters: { router: false, toasts: false, visual: { skip: true } },
  beforeEach: () => journey.restart(),
} satisfies Meta<typeof journey.Journey>
export default meta
type Story = StoryObj<typeof meta>

export const SignUpAndVerify: Story = {
  play: async ({ canvas, canvasElement }) => {
    const journeyStep = () => canvas.getByRole('navigation', { name: 'Journey' }).querySelector('[aria-current="step"]')

    // /signup: from an empty form, past a taken address, to a new account.
    await expect(journeyStep()).toHaveTextContent('/signup')
    await expect(canvas.getByRole('heading', { level: 1, name: SIGN_UP_HEADING })).toBeVisible()
    await SignUp.play!({ canvas, canvasElement })
    await expect(canvasElement.querySelector('[data-slot="signup-screen"]')).toHaveAttribute('data-state', 'success')
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(SIGNED_UP_AS)

    // The machine asked for /verification (the step's play saw it): the code is asked for there.
    journey.go('/verification')
    await waitFor(() => expect(journeyStep()).toHaveTextContent('/verification'))
    await expect(await canvas.findByRole('heading', { level: 1, name: VERIFICATION_HEADING })).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 1, name: SIGN_UP_HEADING })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('')
    // The same shopper: the code went to the address they signed up with.
    await expect(canvasElement.querySelector('[data-slot="verification-screen-email"]')).toHaveTextContent(SIGNED_UP_AS)
    await Verification.play!({ canvas, canvasElement, args: verificationArgs })

    // Verified: the success toast is up and the screen says so.
    await expect(canvasElement.querySelector('[data-slot="verification-screen"]')).toHaveAttribute(
      'data-state',
      'verified',
    )
    await expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(VERIFICATION_SUCCESS),
    ).toBeVisible()
  },
}
