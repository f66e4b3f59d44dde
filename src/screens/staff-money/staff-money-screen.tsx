// /staff/money, money that needs a person (docs/adr/0032), for the owner: the wallet float beside the payment
// provider's balance, then the held card refunds, refused orders' refunds and withdrawals, each with its amount in
// naira, why it is held, its history and the actions it allows, asked for in a confirm dialog ('Mark settled' with the
// bank's or the shopper's reference). Props only: the route binds the staff money machine, and data-state is the
// machine's state name.
import { useId, type ComponentProps, type FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Price } from '@/commerce/price'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { Input } from '@/ui/input'
import { formatNaira } from '@/domain/money'
import { SETTLE_REFERENCE_MAX, heldMoneyTexts as texts } from '@/domain/held-money'
import type {
  HeldMoney,
  HeldMoneyAction,
  HeldMoneyKind,
  PendingAction,
  StaffMoneyEvent,
  WalletFloat,
  staffMoneyMachine,
} from '@machines/staff-money/staff-money.machine'
import { StaffEmpty, StaffLoadError, StaffPageFrame, StaffSkeleton } from '@/screens/staff/staff-page-frame'
import { StaffOrderLink } from '@/screens/staff/staff-table'
import { staffTime } from '@/screens/staff/staff-time'

/** The staff money machine's states (machines/staff-money): the screen's data-state. */
export type StaffMoneyScreenState = StateValueFrom<typeof staffMoneyMachine>

export type StaffMoneyScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffMoneyScreenState
  items: readonly HeldMoney[]
  float: WalletFloat | null
  pending: PendingAction | null
  referenceError: string | null
  submitError: string | null
  /** Why the page did not load, or the server's refusal (denied). */
  message: string | null
  send: (event: StaffMoneyEvent) => void
  /** Where the dialog is drawn (stories keep it in their frame). */
  container?: HTMLElement | null
}

const KINDS: readonly HeldMoneyKind[] = ['orderRefund', 'refusedOrder', 'withdrawal']

/** What a button says: a withdrawal goes back to the wallet it came from. */
function actionLabel(kind: HeldMoneyKind, action: HeldMoneyAction): string {
  return kind === 'withdrawal' && action === 'toWallet' ? texts.withdrawalToWallet : texts.actions[action]
}

const naira = (amount: number) => formatNaira(amount, { decimals: true })

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="tabular-nums">
      {staffTime(at)}
    </time>
  )
}

function FloatPanel({ float }: { float: WalletFloat }) {
  const headingId = useId()
  const figure = 'flex flex-col gap-0.5 rounded-md border border-border p-3'
  return (
    <section data-slot="staff-money-float" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="m-0 text-base font-semibold">
        {texts.float.heading}
      </h2>
      <dl className="m-0 grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-2">
        <div className={figure}>
          <dt className="text-sm text-foreground-subtle">{texts.float.wallets}</dt>
          <dd className="m-0 text-lg font-bold tabular-nums">{naira(float.wallets)}</dd>
        </div>
        <div className={figure}>
          <dt className="text-sm text-foreground-subtle">
            {texts.float.provider}
            {float.providerMode === 'sandbox' ? ` (${texts.float.sandbox})` : ''}
          </dt>
          <dd className="m-0 text-lg font-bold tabular-nums">
            {float.provider === null ? texts.float.providerMissing : naira(float.provider)}
          </dd>
          {float.providerMessage ? (
            <dd data-slot="staff-money-float-message" className="m-0 text-sm text-warning">
              {float.providerMessage}
            </dd>
          ) : null}
        </div>
        <div className={figure}>
          <dt className="text-sm text-foreground-subtle">{texts.float.difference}</dt>
          <dd
            data-slot="staff-money-float-difference"
            data-state={float.difference === null ? 'unknown' : float.difference < 0 ? 'short' : 'covered'}
            className={cn(
              'm-0 text-lg font-bold tabular-nums',
              float.difference === null ? 'text-foreground' : float.difference < 0 ? 'text-danger' : 'text-success',
            )}
          >
            {float.difference === null
              ? texts.float.providerMissing
              : float.difference < 0
                ? `−${naira(-float.difference)}`
                : naira(float.difference)}
          </dd>
        </div>
      </dl>
    </section>
  )
}

function HeldItem({
  item,
  enabled,
  send,
}: {
  item: HeldMoney
  enabled: boolean
  send: (event: StaffMoneyEvent) => void
}) {
  const titleId = useId()
  return (
    <li>
      <article
        data-slot="staff-money-item"
        data-kind={item.kind}
        aria-labelledby={titleId}
        className="flex flex-col gap-2 rounded-md border border-border p-3"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={titleId} className="m-0 text-base font-semibold">
            {item.what}
          </h3>
          <span className="flex items-baseline gap-2">
            <Price original={item.amount} decimals />
            {item.fee > 0 ? (
              <span className="text-sm text-foreground-subtle tabular-nums">+ {naira(item.fee)} fee</span>
            ) : null}
          </span>
        </header>
        <p className="m-0 text-sm">{item.shopper}</p>
        {item.orderId ? (
          <p className="m-0 text-sm">
            <StaffOrderLink orderId={item.orderId}>{texts.openOrder}</StaffOrderLink>
          </p>
        ) : null}
        <p className="m-0 text-sm text-warning">
          {item.reason}
          {item.attempts > 0 ? ` · ${texts.attempts(item.attempts)}` : ''}
          {item.heldAt ? (
            <>
              {' · '}
              <When at={item.heldAt} />
            </>
          ) : null}
        </p>
        <details data-slot="staff-money-history" className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">{texts.history}</summary>
          <ol className="m-0 mt-2 flex list-none flex-col gap-1 p-0">
            {item.events.map((event, index) => (
              <li key={index} className="flex flex-wrap gap-x-2">
                <When at={event.at} />
                <span className="font-medium">{texts.events[event.kind]}</span>
                {event.note ? <span className="text-foreground-subtle">{event.note}</span> : null}
                {event.actor ? <span className="text-foreground-subtle">({event.actor})</span> : null}
              </li>
            ))}
          </ol>
        </details>
        {item.actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {item.actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'retry' ? 'primary' : 'outline'}
                disabled={!enabled}
                onClick={() => send({ type: 'action.open', kind: item.kind, id: item.id, action })}
              >
                {actionLabel(item.kind, action)}
              </Button>
            ))}
          </div>
        ) : null}
      </article>
    </li>
  )
}

function ConfirmDialog({
  state,
  pending,
  item,
  referenceError,
  submitError,
  send,
  container,
}: {
  state: StaffMoneyScreenState
  pending: PendingAction | null
  item: HeldMoney | undefined
  referenceError: string | null
  submitError: string | null
  send: (event: StaffMoneyEvent) => void
  container?: HTMLElement | null
}) {
  const sending = state === 'acting'
  const open = pending !== null && (state === 'confirming' || state === 'acting')
  const action = pending?.action ?? 'retry'
  const what = item ? `${naira(item.amount)} (${item.what})` : ''
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const reference = new FormData(event.currentTarget).get('reference')
    send({ type: 'action.confirm', reference: typeof reference === 'string' ? reference : '' })
  }
  return (
    <FormDialog
      data-slot="staff-money-dialog"
      data-state={state}
      open={open}
      title={texts.confirm.title[action]}
      description={texts.confirm[action](what)}
      sending={sending}
      onClose={() => send({ type: 'dialog.close' })}
      container={container}
    >
      <form data-slot="staff-money-form" noValidate onSubmit={submit} className="grid gap-4">
        {action === 'settle' ? (
          <Field label={texts.confirm.reference} hint={texts.confirm.referenceHint} error={referenceError ?? undefined}>
            <Input name="reference" required maxLength={SETTLE_REFERENCE_MAX} autoComplete="off" disabled={sending} />
          </Field>
        ) : null}
        {submitError ? <FormDialogMessage data-slot="staff-money-message">{submitError}</FormDialogMessage> : null}
        <FormDialogFooter
          cancelLabel={texts.confirm.cancel}
          submitLabel={item ? actionLabel(item.kind, action) : texts.actions[action]}
          sending={sending}
          onCancel={() => send({ type: 'dialog.close' })}
        />
      </form>
    </FormDialog>
  )
}

export function StaffMoneyScreen({
  state,
  items,
  float,
  pending,
  referenceError,
  submitError,
  message,
  send,
  container,
  className,
  ...props
}: StaffMoneyScreenProps) {
  const showsList = state === 'listed' || state === 'confirming' || state === 'acting' || state === 'refreshing'
  const pendingItem = pending ? items.find((item) => item.kind === pending.kind && item.id === pending.id) : undefined
  return (
    <StaffPageFrame
      data-slot="staff-money-screen"
      slot="staff-money"
      state={state}
      busy={state === 'loading' || state === 'refreshing'}
      heading={texts.heading}
      denied={state === 'denied'}
      message={message}
      className={cn('gap-4', className)}
      {...props}
    >
      <p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>
      <p role="status" className="sr-only">
        {state === 'loading' ? texts.loading : ''}
      </p>

      {state === 'loading' ? <StaffSkeleton slot="staff-money" rows={['h-20', 'h-24', 'h-24']} /> : null}

      {state === 'failed' ? (
        <StaffLoadError
          slot="staff-money"
          message={message}
          retry={texts.retryLoad}
          onRetry={() => send({ type: 'money.retry' })}
        />
      ) : null}

      {float && state !== 'loading' && state !== 'failed' ? <FloatPanel float={float} /> : null}

      {state === 'empty' ? <StaffEmpty slot="staff-money">{texts.empty}</StaffEmpty> : null}

      {showsList
        ? KINDS.map((kind) => {
            const ofKind = items.filter((item) => item.kind === kind)
            if (ofKind.length === 0) return null
            return (
              <section key={kind} data-slot="staff-money-kind" data-kind={kind} className="flex flex-col gap-2">
                <h2 className="m-0 text-base font-semibold">
                  {texts.kinds[kind]} ({ofKind.length})
                </h2>
                <ul className="m-0 flex list-none flex-col gap-3 p-0">
                  {ofKind.map((item) => (
                    <HeldItem key={item.id} item={item} enabled={state === 'listed'} send={send} />
                  ))}
                </ul>
              </section>
            )
          })
        : null}

      <ConfirmDialog
        state={state}
        pending={pending}
        item={pendingItem}
        referenceError={referenceError}
        submitError={submitError}
        send={send}
        container={container}
      />
    </StaffPageFrame>
  )
}
