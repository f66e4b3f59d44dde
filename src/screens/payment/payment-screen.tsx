// /payment (spec §2 Payment; docs/adr/0044): what is being paid (the amount the server priced, the shopper's email, how
// the order travels); a status line for each step while the page and the chosen checkout load and run over it; below
// it, the ways to pay the order offers (card, bank transfer, USSD) and, where the order can be paid through Paystack,
// the place Apple Pay's button is mounted with spec §8's texts beside it; and the spec's message with a retry, another
// way to pay and a way back to checkout when a checkout cannot be loaded. Props only: the route binds the payment
// machine, and data-state is the machine's state name (the Apple Pay area's, its own machine's).
import { useId, type ComponentProps, type Ref } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { AlertIcon } from '@/ui/more-icons'
import { spinnerVariants } from '@/ui/spinner'
import { findDeliveryMethod } from '@/domain/delivery'
import { formatNaira, koboToNaira } from '@/domain/money'
import { PAYMENT_SCRIPT_FAILED } from '@/domain/order-messages'
import type { PaymentTokenPayload } from '@/domain/payment-token'
import { pathTo } from '@/domain/routes'
import type { PaymentMethod, paymentMachine } from '@machines/payment/payment.machine'
import { PaymentMethodList, type ApplePayArea } from './payment-methods'

/** The payment machine's states (machines/payment): the screen's data-state. */
export type PaymentScreenState = StateValueFrom<typeof paymentMachine>

export const PAYMENT_HEADING = 'Payment'
export const RETRY_LABEL = 'Retry'
export const ANOTHER_WAY_LABEL = 'Pay another way'
export const BACK_TO_CHECKOUT_LABEL = 'Back to checkout'

/** The store's own words for each step: the spec names the steps, not what the page says meanwhile. */
export const PAYMENT_STATUS: Record<PaymentScreenState, string> = {
  reading: 'Opening your payment…',
  loadingConfig: 'Loading the secure payment…',
  choosing: '',
  cardLoading: 'Loading the secure payment…',
  paystackLoading: 'Loading the secure payment…',
  retrying: 'Loading the secure payment…',
  loadFailed: '',
  cardPaying: 'Complete your payment in the payment window.',
  paystackPaying: 'Complete your payment in the payment window.',
  confirming: 'Confirming your payment…',
  confirmed: 'Payment confirmed. Taking you to your orders…',
  confirmationDelayed: 'Taking you to your orders…',
  paymentFailed: 'The payment failed. Returning to checkout…',
  paymentClosed: 'The payment was closed. Returning to checkout…',
  returning: 'Returning to checkout…',
}

export type PaymentScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: PaymentScreenState
  /** What the token says is being paid; null when there is no readable token (the page is leaving). */
  payment: Pick<PaymentTokenPayload, 'amount' | 'email' | 'deliveryMethod'> | null
  /** The ways to pay the order offers, in order. */
  methods: readonly PaymentMethod[]
  /** Apple Pay's area while choosing: its machine's state and spec §8's text beside it; null when not offered. */
  applePay: ApplePayArea | null
  /** Where Apple Pay's button is mounted (Paystack's `paymentRequest` container). */
  applePayContainerRef?: Ref<HTMLDivElement>
  /** Whether another way to pay can be chosen after a checkout failed to load. */
  canChooseAnother: boolean
  onChoose: (method: PaymentMethod) => void
  onRetry: () => void
  onAnother: () => void
}

const BUSY: ReadonlySet<PaymentScreenState> = new Set([
  'reading',
  'loadingConfig',
  'cardLoading',
  'paystackLoading',
  'retrying',
  'confirming',
  'confirmed',
  'confirmationDelayed',
  'paymentFailed',
  'paymentClosed',
  'returning',
])

export function PaymentScreen({
  state,
  payment,
  methods,
  applePay,
  applePayContainerRef,
  canChooseAnother,
  onChoose,
  onRetry,
  onAnother,
  className,
  ...props
}: PaymentScreenProps) {
  const delivery = payment ? findDeliveryMethod(payment.deliveryMethod) : undefined
  const busy = BUSY.has(state)
  const headingId = useId()
  return (
    <section
      data-slot="payment-screen"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('@container/payment mx-auto w-full max-w-xl px-4 py-8 text-foreground', className)}
      {...props}
    >
      <h1 id={headingId} className="m-0 mb-6 text-2xl font-bold">
        {PAYMENT_HEADING}
      </h1>

      {payment ? (
        <dl
          data-slot="payment-screen-summary"
          className="m-0 grid gap-3 rounded-lg border border-border bg-surface p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-sm text-foreground-subtle">Amount</dt>
            <dd data-slot="payment-screen-amount" className="m-0 text-xl font-bold tabular-nums">
              {formatNaira(koboToNaira(payment.amount), { decimals: true })}
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-sm text-foreground-subtle">Email</dt>
            <dd data-slot="payment-screen-email" className="m-0 break-all">
              {payment.email}
            </dd>
          </div>
          {delivery ? (
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <dt className="text-sm text-foreground-subtle">Delivery</dt>
              <dd data-slot="payment-screen-delivery" className="m-0">
                {delivery.deliveryType}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {/* The status line comes before the ways to pay, which appear below it once the secure payment has loaded, so
          nothing the shopper sees moves when they do (CLS 0, docs/adr/0050); it keeps its line while empty. */}
      <p
        data-slot="payment-screen-status"
        role="status"
        aria-live="polite"
        className="m-0 mt-5 flex min-h-6 items-center gap-2 text-sm text-foreground-subtle"
      >
        {busy ? (
          <span aria-hidden data-slot="payment-screen-spinner" className={spinnerVariants({ size: 'sm' })} />
        ) : null}
        <span>{PAYMENT_STATUS[state]}</span>
      </p>

      {state === 'choosing' ? (
        <PaymentMethodList
          methods={methods}
          applePay={applePay}
          applePayContainerRef={applePayContainerRef}
          onChoose={onChoose}
        />
      ) : null}

      {state === 'loadFailed' ? (
        <div
          data-slot="payment-screen-error"
          className="mt-4 flex flex-col gap-4 rounded-lg border border-danger/40 bg-surface p-5"
        >
          <p role="alert" className="m-0 flex items-start gap-2 text-danger">
            <AlertIcon aria-hidden className="mt-0.5 shrink-0" size={18} />
            <span>{PAYMENT_SCRIPT_FAILED}</span>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button data-slot="payment-screen-retry" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
            {canChooseAnother ? (
              <Button data-slot="payment-screen-another" variant="outline" onClick={onAnother}>
                {ANOTHER_WAY_LABEL}
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={pathTo('checkout')} data-slot="payment-screen-back">
                {BACK_TO_CHECKOUT_LABEL}
              </Link>
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
