// The ways to pay a payment offers (docs/adr/0044), for /payment and Add Funds: a button for each (card, bank transfer,
// USSD) and, where the payment can be made through Paystack, the element Apple Pay's button is mounted in by
// Paystack's script, with spec §8's texts beside it. Props only; the Apple Pay area's data-state is its machine's.
import { useId, type ComponentProps, type Ref } from 'react'
import type { StateValueFrom } from 'xstate'
import { cn } from '@/ui/cn'
import { AppleIcon } from '@/ui/icons'
import { BankIcon, CardIcon, DialpadIcon } from '@/ui/more-icons'
import type { applePayMachine } from '@machines/apple-pay/apple-pay.machine'
import type { PaymentMethod } from '@machines/lib/payment-methods'

export const CHOOSE_HEADING = 'How would you like to pay?'

/** Each way to pay as it is offered: what the button says and a line on what happens next. */
export const PAYMENT_METHODS: Record<PaymentMethod, { label: string; hint: string }> = {
  card: { label: 'Pay with card', hint: 'Visa, Mastercard or Verve' },
  bank_transfer: { label: 'Pay by bank transfer', hint: 'Send the exact amount from your bank app' },
  ussd: { label: 'Pay with USSD', hint: "Dial your bank's code from your phone" },
}
const METHOD_ICONS = { card: CardIcon, bank_transfer: BankIcon, ussd: DialpadIcon } as const

/** The Apple Pay button's machine's states (machines/apple-pay). */
export type ApplePayState = StateValueFrom<typeof applePayMachine>

/** Apple Pay's area: its machine's state and spec §8's text beside the button. */
export interface ApplePayArea {
  state: ApplePayState
  message: string | null
}

export type PaymentMethodListProps = Omit<ComponentProps<'section'>, 'children'> & {
  methods: readonly PaymentMethod[]
  /** Null when the payment cannot be made through Paystack: no Apple Pay area. */
  applePay: ApplePayArea | null
  /** Where Apple Pay's button is mounted (Paystack's `paymentRequest` container). */
  applePayContainerRef?: Ref<HTMLDivElement> | undefined
  onChoose: (method: PaymentMethod) => void
}

export function PaymentMethodList({
  methods,
  applePay,
  applePayContainerRef,
  onChoose,
  className,
  ...props
}: PaymentMethodListProps) {
  const headingId = useId()
  return (
    <section data-slot="payment-methods" aria-labelledby={headingId} className={className} {...props}>
      <h2 id={headingId} className="m-0 mb-3 text-lg font-semibold">
        {CHOOSE_HEADING}
      </h2>
      <ul className="m-0 grid list-none gap-3 p-0">
        {methods.map((method) => {
          const Icon = METHOD_ICONS[method]
          return (
            <li key={method}>
              <button
                type="button"
                data-slot="payment-method"
                data-method={method}
                onClick={() => onChoose(method)}
                className="flex min-h-16 w-full items-center gap-4 rounded-lg border border-border bg-surface px-4 py-3 text-left shadow-sm transition-colors hover:border-primary hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <Icon aria-hidden size={24} className="shrink-0 text-primary" />
                <span className="flex flex-col">
                  <span className="font-semibold">{PAYMENT_METHODS[method].label}</span>
                  <span className="text-sm text-foreground-subtle">{PAYMENT_METHODS[method].hint}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {applePay && applePay.state !== 'off' ? (
        <div data-slot="payment-methods-apple-pay" data-state={applePay.state} className="mt-4 grid gap-2">
          <div
            ref={applePayContainerRef}
            id={`${headingId}-apple-pay`}
            data-slot="payment-methods-apple-pay-button"
            className="empty:hidden"
          />
          {applePay.message ? (
            <p
              role={applePay.state === 'ready' ? 'alert' : 'status'}
              className={cn(
                'm-0 flex items-start gap-2 text-sm',
                applePay.state === 'ready' ? 'text-danger' : 'text-foreground-subtle',
              )}
            >
              <AppleIcon aria-hidden size={16} className="mt-0.5 shrink-0" />
              <span>{applePay.message}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
