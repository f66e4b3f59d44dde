// A stand-in for Paystack's InlineJS v2 (`window.PaystackPop`) in stories: `resumeTransaction` opens a small dialog
// with 'Pay', 'Fail' and 'Close' buttons answering as the real popup does (onSuccess with the reference, onError,
// onCancel); `paymentRequest` mounts an 'Apple Pay' button in the page's container on a device with Apple Pay, or
// reports that there is none.
import type {
  PaystackCallbacks,
  PaystackPaymentRequest,
  PaystackPopConstructor,
  PaystackPopup,
  PopupTransaction,
} from '@/app/payment/paystack-checkout'

export const FAKE_PAYSTACK_LABEL = 'Fake Paystack checkout'
export const FAKE_APPLE_PAY_LABEL = 'Pay with Apple Pay'

export interface FakePaystack {
  Pop: PaystackPopConstructor
  /** The access codes the page opened the popup with. */
  opened: string[]
}

function button(parent: HTMLElement, label: string, onClick: () => void) {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.addEventListener('click', onClick)
  parent.append(element)
}

export function fakePaystack({
  reference = 'oja_3x9k2m',
  applePay = false,
}: { reference?: string; applePay?: boolean } = {}): FakePaystack {
  const opened: string[] = []
  const dialogs = new Map<PopupTransaction, HTMLElement>()
  class Pop implements PaystackPopup {
    resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): PopupTransaction {
      opened.push(accessCode)
      const transaction: PopupTransaction = { id: accessCode }
      const dialog = document.createElement('div')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-label', FAKE_PAYSTACK_LABEL)
      dialog.style.cssText =
        'position:fixed;inset:auto 1rem 1rem auto;padding:1rem;background:white;border:1px solid #ccc;display:flex;gap:.5rem;z-index:100'
      const end = () => {
        dialog.remove()
        dialogs.delete(transaction)
      }
      button(dialog, 'Pay', () => {
        end()
        callbacks.onSuccess?.({ reference, status: 'success', message: 'Approved' })
      })
      button(dialog, 'Fail', () => {
        end()
        callbacks.onError?.({ message: 'Declined' })
      })
      button(dialog, 'Close', () => {
        end()
        callbacks.onCancel?.()
      })
      dialogs.set(transaction, dialog)
      document.body.append(dialog)
      return transaction
    }

    cancelTransaction(transaction: PopupTransaction | string) {
      if (typeof transaction === 'string') return
      dialogs.get(transaction)?.remove()
      dialogs.delete(transaction)
    }

    async paymentRequest(options: PaystackPaymentRequest): Promise<PopupTransaction | undefined> {
      const container =
        typeof options.container === 'string' ? document.getElementById(options.container) : options.container
      if (!applePay || !container) {
        options.onElementsMount?.(null)
        return undefined
      }
      button(container, FAKE_APPLE_PAY_LABEL, () => options.onSuccess?.({ reference, status: 'success' }))
      options.onElementsMount?.({ applePay: true })
      const transaction: PopupTransaction = { id: options.accessCode }
      dialogs.set(transaction, container.lastElementChild as HTMLElement)
      return transaction
    }
  }
  return { Pop, opened }
}
