// The card payment sandbox's checkout script in a real browser, as the payment page meets it: the script the store
// serves is put into the page, `window.FlutterwaveCheckout(...)` opens its modal, and the sandbox's charge call is
// answered here. Each story's play function checks what the page's callback and onclose received.
import { useEffect, useRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
// The script is browser code that the server only serves; the story loads its text into the page as the payment
// page loads the served file, and nothing of the server comes with it.
// eslint-disable-next-line no-restricted-imports
import standIn from '../../server/providers/payments/sandbox-checkout.browser.js?raw'
// eslint-disable-next-line no-restricted-imports
import frame from '../../server/providers/payments/sandbox-modal.browser.js?raw'
// eslint-disable-next-line no-restricted-imports
import { composeSandboxScript } from '../../server/providers/payments/sandbox-script'

/** The script as the store serves it: the windows' shared frame and the card sandbox's stand-in, in one scope. */
const checkoutScript = composeSandboxScript(frame, standIn)

const CHARGES_PATH = '/api/payments/sandbox/charges'
const TRANSACTION_ID = 4_000_001

interface CheckoutResponse {
  status: string
  transaction_id: number
  tx_ref: string
  flw_ref: string
  amount: number
  currency: string
  customer: { email: string; name?: string }
}
type FlutterwaveCheckout = (config: Record<string, unknown>) => { close(): void }

/** The function the script defines, as the payment page calls it. */
function flutterwaveCheckout(): FlutterwaveCheckout {
  const checkout: unknown = Reflect.get(window, 'FlutterwaveCheckout')
  if (typeof checkout !== 'function')
    throw new Error('The sandbox checkout script did not define window.FlutterwaveCheckout')
  return (config) => checkout(config)
}

/** How the fake sandbox answers one charge: recorded (201, with the outcome asked for), an error answer, or no answer. */
type ChargeAnswer = 'recorded' | 'offline' | { status: number; message?: string }

interface CardCheckoutArgs {
  /** What the page passes besides its two functions. */
  config: Record<string, unknown>
  callback: (response: CheckoutResponse) => void
  onclose: (incomplete: boolean) => void
  /** The payment page closes the checkout once it has the callback's answer. */
  closeOnCallback: boolean
  /** Each charge request's body, as the sandbox received it. */
  charges: (body: unknown) => void
  /** The answers to the charges in turn; the last one repeats. */
  answers: ChargeAnswer[]
  /** Holds each answer until the play function calls `releaseCharge()`. */
  holdCharges: boolean
}

let releaseHeld: (() => void) | undefined
/** Lets a held charge answer. */
function releaseCharge() {
  releaseHeld?.()
  releaseHeld = undefined
}

function requestPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return new URL(url, window.location.href).pathname
}

/** A fetch that answers the sandbox's charge call as the store does (and passes anything else on). */
function fakeSandbox(args: CardCheckoutArgs, realFetch: typeof fetch): typeof fetch {
  let count = 0
  return async (input, init) => {
    if (requestPath(input) !== CHARGES_PATH) return realFetch(input, init)
    const body: unknown = JSON.parse(String(init?.body))
    args.charges(body)
    const answer = args.answers[Math.min(count, args.answers.length - 1)] ?? 'recorded'
    count += 1
    if (args.holdCharges) await new Promise<void>((resolve) => (releaseHeld = resolve))
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    if (answer !== 'recorded') {
      const errors = answer.message ? [{ message: answer.message }] : []
      return Response.json({ errors }, { status: answer.status })
    }
    const { tx_ref, outcome } = body as { tx_ref: string; outcome: string }
    return Response.json(
      { data: { transaction_id: TRANSACTION_ID + count - 1, tx_ref, status: outcome } },
      { status: 201 },
    )
  }
}

/** The payment page's part: a button that opens the checkout, closing it after the callback when the page would. */
function CardCheckout({ config, callback, onclose, closeOnCallback }: CardCheckoutArgs) {
  const handle = useRef<{ close(): void } | undefined>(undefined)
  useEffect(() => () => handle.current?.close(), [])
  const open = () => {
    handle.current = flutterwaveCheckout()({
      ...config,
      callback: (response: CheckoutResponse) => {
        callback(response)
        if (closeOnCallback) handle.current?.close()
      },
      onclose,
    })
  }
  return (
    <button type="button" className="rounded-md border border-line px-4 py-2 font-semibold" onClick={open}>
      Open the card checkout
    </button>
  )
}

const CUSTOMER = { email: 'ada@example.com', name: 'Ada Obi' }
const CONFIG = {
  public_key: 'FLWPUBK_TEST-SANDBOX-X',
  tx_ref: 'oja-3f9c2a71',
  amount: 154_000,
  currency: 'NGN',
  payment_options: 'card',
  customer: CUSTOMER,
  customizations: { title: 'Oja', description: 'Payment for 2 items' },
}

const meta = {
  title: 'Sandbox/Card checkout',
  component: CardCheckout,
  args: {
    config: CONFIG,
    callback: fn(),
    onclose: fn(),
    closeOnCallback: true,
    charges: fn(),
    answers: ['recorded'],
    holdCharges: false,
  },
  // The script goes into the page as a served script would, with the sandbox's answers in place of the store's; both
  // leave with the story, and so does any modal it left open.
  beforeEach: ({ args }) => {
    const realFetch = window.fetch
    window.fetch = fakeSandbox(args, realFetch)
    const script = document.createElement('script')
    script.textContent = checkoutScript
    document.head.append(script)
    return () => {
      releaseCharge()
      for (const overlay of document.querySelectorAll('[data-slot="sandbox-checkout-overlay"]')) overlay.remove()
      document.documentElement.style.overflow = ''
      Reflect.deleteProperty(window, 'FlutterwaveCheckout')
      script.remove()
      window.fetch = realFetch
    }
  },
} satisfies Meta<typeof CardCheckout>
export default meta
type Story = StoryObj<typeof meta>

const opener = () => screen.getByRole('button', { name: 'Open the card checkout' })
const checkoutDialog = () => screen.getByRole('dialog', { name: 'Oja card payment sandbox' })
const payButton = () => within(checkoutDialog()).getByRole('button', { name: 'Pay ₦154,000' })
const failButton = () => within(checkoutDialog()).getByRole('button', { name: 'Make the payment fail' })

const CHARGE = {
  public_key: CONFIG.public_key,
  tx_ref: CONFIG.tx_ref,
  amount: 154_000,
  currency: 'NGN',
  customer: CUSTOMER,
}
const RESPONSE = {
  transaction_id: TRANSACTION_ID,
  tx_ref: CONFIG.tx_ref,
  flw_ref: `FLW-SANDBOX-${TRANSACTION_ID}`,
  amount: 154_000,
  currency: 'NGN',
  customer: CUSTOMER,
}

/** Opened and left open, so the accessibility check sees the modal. */
export const Ready: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    const dialog = checkoutDialog()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAttribute('data-state', 'ready')
    await expect(dialog).toHaveAccessibleDescription(/^Test payment of ₦154,000 for ada@example\.com\./)
    const box = within(dialog)
    await expect(box.getByText('Payment for 2 items')).toBeVisible()
    await expect(box.getByText('₦154,000')).toBeVisible()
    await expect(box.getByText('ada@example.com')).toBeVisible()
    await expect(box.getByText('5531 8866 5214 2950')).toBeVisible()
    await expect(box.getByText('09/32')).toBeVisible()
    await expect(box.getByText('564')).toBeVisible()
    await expect(box.getByText('3310')).toBeVisible()
    await expect(box.getByText('12345')).toBeVisible()
    // Focus moves in, and Tab and Shift+Tab keep it there.
    await expect(payButton()).toHaveFocus()
    await userEvent.tab()
    await expect(failButton()).toHaveFocus()
    await userEvent.tab()
    await expect(box.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    await expect(payButton()).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(box.getByRole('button', { name: 'Close' })).toHaveFocus()
    // The page behind stays still while the modal is open.
    await expect(document.documentElement.style.overflow).toBe('hidden')
    await expect(args.charges).not.toHaveBeenCalled()
    await expect(args.onclose).not.toHaveBeenCalled()
  },
}

/** Paid with the test card: the page hears a successful payment, closes the checkout and is told it was complete. */
export const Paid: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    await userEvent.click(payButton())
    await waitFor(() => expect(args.callback).toHaveBeenCalledTimes(1))
    await expect(args.charges).toHaveBeenCalledTimes(1)
    await expect(args.charges).toHaveBeenCalledWith({ ...CHARGE, outcome: 'successful' })
    await expect(args.callback).toHaveBeenCalledWith({ status: 'successful', ...RESPONSE })
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(false)
    await expect(opener()).toHaveFocus()
    await expect(document.documentElement.style.overflow).toBe('')
  },
}

/** The shopper makes the payment fail: the page hears a failed payment, and the close is an incomplete one. */
export const Failed: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    await userEvent.click(failButton())
    await waitFor(() => expect(args.callback).toHaveBeenCalledTimes(1))
    await expect(args.charges).toHaveBeenCalledTimes(1)
    await expect(args.charges).toHaveBeenCalledWith({ ...CHARGE, outcome: 'failed' })
    await expect(args.callback).toHaveBeenCalledWith({ status: 'failed', ...RESPONSE })
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(true)
  },
}

/** A page that does not close the checkout itself: it stays open, paid, until the shopper closes it. */
export const PaidAndLeftOpen: Story = {
  args: { closeOnCallback: false },
  play: async ({ args }) => {
    await userEvent.click(opener())
    await userEvent.click(payButton())
    await waitFor(() => expect(checkoutDialog()).toHaveAttribute('data-state', 'paid'))
    await expect(within(checkoutDialog()).getByRole('status')).toHaveTextContent('Payment successful.')
    // Paid once: no second charge can be made from the same checkout.
    await expect(payButton()).toBeDisabled()
    await expect(failButton()).toBeDisabled()
    await expect(args.callback).toHaveBeenCalledTimes(1)
    await expect(args.callback).toHaveBeenCalledWith({ status: 'successful', ...RESPONSE })
    await expect(args.onclose).not.toHaveBeenCalled()
    await userEvent.click(within(checkoutDialog()).getByRole('button', { name: 'Close' }))
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(false)
  },
}

/** Closed with the close button before paying: nothing is charged and the close is an incomplete one. */
export const Closed: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    await userEvent.click(within(checkoutDialog()).getByRole('button', { name: 'Close' }))
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(true)
    await expect(args.callback).not.toHaveBeenCalled()
    await expect(args.charges).not.toHaveBeenCalled()
    await expect(opener()).toHaveFocus()
  },
}

/** Escape closes it as the close button does. */
export const ClosedWithEscape: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    await expect(payButton()).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(true)
    await expect(args.callback).not.toHaveBeenCalled()
    await expect(opener()).toHaveFocus()
  },
}

/** While the charge is on its way: both buttons wait, the pressed one says what is happening. */
export const Charging: Story = {
  args: { holdCharges: true },
  play: async ({ args }) => {
    await userEvent.click(opener())
    await userEvent.click(payButton())
    const dialog = checkoutDialog()
    await waitFor(() => expect(args.charges).toHaveBeenCalledTimes(1))
    await expect(dialog).toHaveAttribute('data-state', 'charging')
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    const paying = within(dialog).getByRole('button', { name: 'Paying…' })
    await expect(paying).toBeDisabled()
    await expect(failButton()).toBeDisabled()
    await expect(dialog).toHaveFocus()
    await userEvent.click(paying, { pointerEventsCheck: 0 })
    await expect(args.charges).toHaveBeenCalledTimes(1)
    releaseCharge()
    await waitFor(() => expect(args.callback).toHaveBeenCalledTimes(1))
    await expect(args.callback).toHaveBeenCalledWith({ status: 'successful', ...RESPONSE })
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(false)
  },
}

/** The sandbox refuses the charge: its first message is shown, and the shopper can try again. */
export const ChargeRefused: Story = {
  args: {
    answers: [
      { status: 404, message: 'Card payment is live: the sandbox takes no payments' },
      'offline',
      { status: 500 },
      'recorded',
    ],
  },
  play: async ({ args }) => {
    await userEvent.click(opener())
    const box = within(checkoutDialog())
    await userEvent.click(payButton())
    await waitFor(() => expect(checkoutDialog()).toHaveAttribute('data-state', 'error'))
    await expect(box.getByRole('status')).toHaveTextContent('Card payment is live: the sandbox takes no payments')
    await expect(payButton()).toHaveFocus()

    await userEvent.click(payButton())
    await waitFor(() =>
      expect(box.getByRole('status')).toHaveTextContent(
        'The sandbox could not be reached. Check your connection and try again, or close.',
      ),
    )
    await userEvent.click(payButton())
    await waitFor(() =>
      expect(box.getByRole('status')).toHaveTextContent(
        'The sandbox could not record the payment (HTTP 500). Try again.',
      ),
    )
    await expect(args.callback).not.toHaveBeenCalled()
    await expect(failButton()).toBeEnabled()

    await userEvent.click(payButton())
    await waitFor(() => expect(args.callback).toHaveBeenCalledTimes(1))
    await expect(args.charges).toHaveBeenCalledTimes(4)
    await expect(args.callback).toHaveBeenCalledWith({
      status: 'successful',
      ...RESPONSE,
      transaction_id: TRANSACTION_ID + 3,
      flw_ref: `FLW-SANDBOX-${TRANSACTION_ID + 3}`,
    })
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(false)
  },
}

/** spec §8: a config the checkout cannot use opens no payment, only the list of what is wrong with it. */
export const InvalidParameters: Story = {
  play: async () => {
    const onclose = fn()
    flutterwaveCheckout()({
      tx_ref: 'oja-3f9c2a71',
      amount: '154000',
      currency: 'NGN',
      customer: { name: 'Ada Obi' },
      onclose,
    })
    const dialog = screen.getByRole('dialog', { name: 'Invalid transaction parameters' })
    await expect(dialog).toHaveAttribute('data-state', 'invalid')
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    await expect(lines).toEqual([
      'Required parameter missing: public_key',
      'Invalid parameter type: amount',
      'Required parameter missing: customer.email',
      'Required parameter missing: callback',
    ])
    await expect(within(dialog).queryByRole('button', { name: /Pay/ })).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(onclose).toHaveBeenCalledTimes(1)
    await expect(onclose).toHaveBeenCalledWith(true)

    const wrongTypes = fn()
    flutterwaveCheckout()({
      public_key: 7,
      tx_ref: 'oja-3f9c2a71',
      amount: 154_000,
      currency: 'naira',
      customer: 'ada@example.com',
      callback: 'done',
      onclose: wrongTypes,
    })
    const second = within(screen.getByRole('dialog', { name: 'Invalid transaction parameters' }))
    await expect(second.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Invalid parameter type: public_key',
      'Invalid parameter type: currency',
      'Invalid parameter type: customer',
      'Invalid parameter type: callback',
    ])
    await userEvent.click(second.getByRole('button', { name: 'Close' }))
    await expect(wrongTypes).toHaveBeenCalledTimes(1)
    await expect(wrongTypes).toHaveBeenCalledWith(true)
  },
}

/** A second checkout replaces the first, which closes (incomplete) as it goes; the old handle then does nothing. */
export const OpenedTwice: Story = {
  play: async ({ args }) => {
    await userEvent.click(opener())
    const second = { callback: fn(), onclose: fn() }
    const handle = flutterwaveCheckout()({ ...CONFIG, amount: 2_500.5, ...second })
    await expect(args.onclose).toHaveBeenCalledTimes(1)
    await expect(args.onclose).toHaveBeenCalledWith(true)
    await expect(screen.getAllByRole('dialog')).toHaveLength(1)
    await expect(within(checkoutDialog()).getByRole('button', { name: 'Pay ₦2,500.50' })).toHaveFocus()
    handle.close()
    handle.close()
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(second.onclose).toHaveBeenCalledTimes(1)
    await expect(second.onclose).toHaveBeenCalledWith(true)
    await expect(args.onclose).toHaveBeenCalledTimes(1)
  },
}

const PHONE_WIDTH = 360

/** On a 360 px phone (a frame that wide, with the script in it): the modal fits the screen and nothing runs off it. */
export const OnANarrowPhone: Story = {
  render: () => <iframe title="A 360 px wide phone" width={PHONE_WIDTH} height={720} />,
  play: async () => {
    const frame = screen.getByTitle('A 360 px wide phone')
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentDocument || !frame.contentWindow)
      throw new Error('The phone frame did not open')
    const phone = frame.contentDocument
    const script = phone.createElement('script')
    script.textContent = checkoutScript
    phone.head.append(script)
    const checkout: unknown = Reflect.get(frame.contentWindow, 'FlutterwaveCheckout')
    if (typeof checkout !== 'function')
      throw new Error('The script did not define FlutterwaveCheckout in the phone frame')
    checkout({
      ...CONFIG,
      amount: 12_345_678.5,
      customer: { email: 'adaeze.okonkwo-bello.shopping@example.com.ng', name: 'Adaeze Okonkwo-Bello' },
      callback: fn(),
    })

    const dialog = within(phone.body).getByRole('dialog', { name: 'Oja card payment sandbox' })
    const box = dialog.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(16)
    await expect(box.right).toBeLessThanOrEqual(PHONE_WIDTH - 16)
    await expect(box.top).toBeGreaterThanOrEqual(16)
    // Nothing inside is wider than the dialog: no sideways scrolling, no text cut off at the edge.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    for (const part of dialog.querySelectorAll('*')) {
      const edge = part.getBoundingClientRect()
      await expect(edge.right, part.outerHTML.slice(0, 80)).toBeLessThanOrEqual(box.right)
    }
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '×',
      'Pay ₦12,345,678.50',
      'Make the payment fail',
    ])
    for (const button of buttons) {
      const size = button.getBoundingClientRect()
      await expect(size.height).toBeGreaterThanOrEqual(44)
      await expect(size.width).toBeGreaterThanOrEqual(44)
    }
  },
}
