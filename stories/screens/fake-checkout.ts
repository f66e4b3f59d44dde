// A stand-in for Flutterwave Inline's `window.FlutterwaveCheckout(config)` in stories: it opens a small dialog with
// 'Pay', 'Fail' and 'Close' buttons and answers as the real checkout does: the callback with the payment's result,
// and onclose whenever the modal goes away (after a payment too, once the page closes it).
import type { FlutterwaveCheckout, FlutterwaveCheckoutConfig } from '@/app/payment/flutterwave-checkout'

export const FAKE_CHECKOUT_LABEL = 'Fake card checkout'

export interface FakeCheckout {
  open: FlutterwaveCheckout
  /** Every config the page opened the checkout with. */
  opened: FlutterwaveCheckoutConfig[]
  /** How many times the page closed the modal itself. */
  closedByPage: () => number
}

export function fakeCheckout(transactionId = 4410021): FakeCheckout {
  const opened: FlutterwaveCheckoutConfig[] = []
  let closes = 0
  const open: FlutterwaveCheckout = (config) => {
    opened.push(config)
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-label', FAKE_CHECKOUT_LABEL)
    dialog.style.cssText =
      'position:fixed;inset:auto 1rem 1rem auto;padding:1rem;background:white;border:1px solid #ccc;display:flex;gap:.5rem;z-index:100'
    let open = true
    const close = (incomplete: boolean) => {
      if (!open) return
      open = false
      dialog.remove()
      config.onclose(incomplete)
    }
    let paid = false
    const button = (label: string, onClick: () => void) => {
      const element = document.createElement('button')
      element.type = 'button'
      element.textContent = label
      element.addEventListener('click', onClick)
      dialog.append(element)
    }
    const result = (status: 'successful' | 'failed') => ({
      status,
      transaction_id: transactionId,
      tx_ref: config.tx_ref,
      amount: config.amount,
      currency: config.currency,
    })
    button(`Pay ₦${config.amount}`, () => {
      paid = true
      config.callback(result('successful'))
    })
    button('Fail', () => config.callback(result('failed')))
    button('Close', () => close(true))
    document.body.append(dialog)
    return {
      close: () => {
        closes += 1
        close(!paid)
      },
    }
  }
  return { open, opened, closedByPage: () => closes }
}
