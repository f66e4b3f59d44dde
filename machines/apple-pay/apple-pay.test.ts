import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup, waitFor } from 'xstate'
import { APPLE_PAY_FAILED, NO_WALLET_METHOD } from '@/domain/paystack-messages'
import { fakeCardCheckout } from '../lib/test-card-checkout'
import type { ApplePayEvent, MountApplePayInput } from '../lib/paystack-checkout'
import { applePayMachine, type ApplePayInput, type ApplePayReport } from './apple-pay.machine'

const settings: ApplePayInput = {
  scriptUrl: '/sandbox/paystack/inline.js',
  button: { publicKey: 'pk_test_sandbox', accessCode: 'ac_1', email: 'ada@oja.test', amountKobo: 31_500_000 },
}
const container = {} as HTMLElement

/** Apple Pay's machine under a parent that records what it reports, with a fake script and button. */
function start(
  input: ApplePayInput | null = settings,
  loadScript: () => Promise<void> = async () => {},
  applePayJs = true,
) {
  const loadPaystackScript = vi.fn(loadScript)
  const button = fakeCardCheckout<ApplePayEvent, MountApplePayInput>()
  const reported = vi.fn<(report: ApplePayReport) => void>()
  const parent = setup({
    types: { events: {} as ApplePayReport },
    actors: {
      applePay: applePayMachine.provide({
        actors: { loadPaystackScript: fromPromise(() => loadPaystackScript()), mountApplePay: button.openCheckout },
        guards: { lacksApplePayJs: () => !applePayJs },
      }),
    },
  }).createMachine({
    invoke: { id: 'applePay', src: 'applePay', input },
    on: { 'applePay.paid': { actions: ({ event }) => reported(event) } },
  })
  const actor = createActor(parent).start()
  const applePay = actor.getSnapshot().children.applePay!
  return { actor, applePay, loadPaystackScript, button, reported }
}

describe("Apple Pay's button", () => {
  it('is off when the payment cannot be made through Paystack, and loads nothing', () => {
    const { applePay, loadPaystackScript } = start(null)
    expect(applePay.getSnapshot().value).toBe('off')
    expect(loadPaystackScript).not.toHaveBeenCalled()
  })

  it("waits for the page's element, then loads the script and mounts the button in it with the payment's settings", async () => {
    const { applePay, loadPaystackScript, button } = start()
    expect(applePay.getSnapshot().value).toBe('waiting')
    expect(loadPaystackScript).not.toHaveBeenCalled()

    applePay.send({ type: 'applePay.container', element: container })
    await waitFor(applePay, (snapshot) => snapshot.matches('mounting'))
    expect(loadPaystackScript).toHaveBeenCalledOnce()
    expect(button.opened).toHaveBeenCalledWith({ ...settings.button, container })
  })

  it("says spec §8's warning at once in a browser without Apple Pay JS, and loads no script for it", () => {
    const { applePay, loadPaystackScript } = start(settings, async () => {}, false)
    expect(applePay.getSnapshot().value).toBe('unavailable')
    expect(applePay.getSnapshot().context.message).toBe('No wallet payment method is available on this device')
    applePay.send({ type: 'applePay.container', element: container })
    expect(applePay.getSnapshot().value).toBe('unavailable')
    expect(loadPaystackScript).not.toHaveBeenCalled()
  })

  it("says spec §8's warning on a device without Apple Pay", async () => {
    const { applePay, button } = start()
    applePay.send({ type: 'applePay.container', element: container })
    await waitFor(applePay, (snapshot) => snapshot.matches('mounting'))
    button.checkout.send!({ type: 'applePay.unavailable', message: NO_WALLET_METHOD })
    expect(applePay.getSnapshot().value).toBe('unavailable')
    expect(applePay.getSnapshot().context.message).toBe('No wallet payment method is available on this device')
  })

  it('keeps the button through a failure and a cancel, and reports a payment to the page once', async () => {
    const { applePay, button, reported } = start()
    applePay.send({ type: 'applePay.container', element: container })
    await waitFor(applePay, (snapshot) => snapshot.matches('mounting'))
    button.checkout.send!({ type: 'applePay.ready' })
    button.checkout.send!({ type: 'applePay.failed', message: APPLE_PAY_FAILED })
    expect(applePay.getSnapshot().value).toBe('ready')
    expect(applePay.getSnapshot().context.message).toBe(
      'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
    )
    button.checkout.send!({ type: 'applePay.cancelled' })
    expect(applePay.getSnapshot().context.message).toBeNull()
    expect(button.closed).not.toHaveBeenCalled()

    button.checkout.send!({ type: 'applePay.paid', reference: 'oja_3x9k2m' })
    expect(applePay.getSnapshot().status).toBe('done')
    expect(reported).toHaveBeenCalledExactlyOnceWith({ type: 'applePay.paid', reference: 'oja_3x9k2m' })
    expect(button.closed).toHaveBeenCalledOnce()
  })

  it('is off, with no button, when the script does not load', async () => {
    const { applePay, button } = start(settings, () => Promise.reject(new Error('offline')))
    applePay.send({ type: 'applePay.container', element: container })
    await waitFor(applePay, (snapshot) => snapshot.matches('off'))
    expect(button.opened).not.toHaveBeenCalled()
  })
})
