// /profile/buy-data and the profile's index (spec §2 Buy data): a two-step form. Step 1 of 2 takes the phone (the
// network shown once detected) and a plan of that network; Step 2 is the summary with BACK and PURCHASE. Beside it (under
// it on a phone) the airtime form, which the route hands in. Props only: the route binds the buy-data machine, and
// data-state is the machine's state name.
import { useId, type ComponentProps, type ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { EmptyState } from '@/ui/empty-state'
import { Field } from '@/ui/field'
import { Skeleton } from '@/ui/skeleton'
import { DataPlanSelect, type DataPlanOption } from '@/commerce/data-plan-select'
import { PhoneField } from '@/commerce/phone-field'
import { formatNaira } from '@/domain/money'
import { normalisePhone } from '@/domain/phone'
import { walletMessages } from '@/domain/wallet'
import type { BuyDataEvent, buyDataMachine } from '@machines/buy-data/buy-data.machine'

/** The buy-data machine's states (machines/buy-data): the screen's data-state. */
export type BuyDataScreenState = StateValueFrom<typeof buyDataMachine>

export const BUY_DATA_HEADING = 'Buy data'
// spec §2, exactly.
export const STEP_ONE = 'Step 1 of 2'
export const BACK_LABEL = 'BACK'
export const PURCHASE_LABEL = 'PURCHASE'
// The store's own words where the spec shows none.
export const STEP_TWO = 'Step 2 of 2'
export const CONTINUE_LABEL = 'Continue'
export const PLAN_LABEL = 'Data plan'
export const LOADING_PLANS = 'Loading data plans'
export const RETRY_LABEL = 'Try again'
export const RELOADING = 'Updating your wallet'

export type BuyDataScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  state: BuyDataScreenState
  /** The plans Step 1 offers: the detected network's, or all. */
  plans: readonly DataPlanOption[]
  phone: string
  network: string | null
  planId: string | null
  /** The chosen plan, for the summary. */
  plan: DataPlanOption | null
  formError?: string | null
  /** Why the plans could not be loaded. */
  errorMessage?: string
  /** The buy-data machine's `send`: every edit and press on the data form is one of its events. */
  send: (event: BuyDataEvent) => void
  /** The airtime form, drawn beside the data form. */
  airtime?: ReactNode
  /** 1 on its own page; 2 where another heading leads the page (the profile's index under the wallet card). */
  headingLevel?: 1 | 2
}

function Summary({ phone, network, plan }: { phone: string; network: string | null; plan: DataPlanOption | null }) {
  const rows: [string, string][] = [
    ['Phone', normalisePhone(phone)],
    ['Network', network ?? plan?.network ?? ''],
    ['Plan', plan ? `${plan.planName} · ${plan.duration} · ${plan.planType}` : ''],
    ['Amount', plan ? formatNaira(plan.amount, { decimals: true }) : ''],
  ]
  return (
    <dl
      data-slot="buy-data-summary"
      className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-border bg-surface-raised p-4 text-sm"
    >
      {rows.map(([term, detail]) => (
        <div key={term} data-slot={`buy-data-summary-${term.toLowerCase()}`} className="contents">
          <dt className="text-foreground-subtle">{term}</dt>
          <dd className="m-0 text-right font-medium text-foreground">{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

export function BuyDataScreen({
  state,
  plans,
  phone,
  network,
  planId,
  plan,
  formError,
  errorMessage,
  send,
  airtime,
  headingLevel = 1,
  className,
  ...props
}: BuyDataScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = useId()
  const stepId = useId()
  const reviewing = state === 'reviewing' || state === 'purchasing'
  const done = state === 'purchased' || state === 'reloading'
  return (
    <div
      data-slot="buy-data"
      data-state={state}
      className={cn('@container/buy grid w-full gap-8 text-foreground', className)}
      {...props}
    >
      <div className="grid items-start gap-8 @3xl/buy:grid-cols-2">
        <section
          data-slot="buy-data-form"
          aria-labelledby={headingId}
          aria-busy={state === 'loadingPlans' || state === 'purchasing' || undefined}
          className="grid gap-4"
        >
          <div className="grid gap-1">
            <Heading id={headingId} className="m-0 text-2xl font-bold">
              {BUY_DATA_HEADING}
            </Heading>
            {state === 'choosing' || reviewing ? (
              <p id={stepId} data-slot="buy-data-step" className="m-0 text-sm font-medium text-foreground-subtle">
                {reviewing ? STEP_TWO : STEP_ONE}
              </p>
            ) : state === 'loadingPlans' ? (
              <Skeleton className="h-5 w-20 rounded-md" />
            ) : null}
          </div>

          <p role="status" className="sr-only">
            {state === 'loadingPlans' ? LOADING_PLANS : done ? `${walletMessages.dataPurchased}. ${RELOADING}` : ''}
          </p>

          {state === 'loadingPlans' ? (
            // The first step's shape, line for line, so that nothing below the form moves when the plans arrive: a
            // field is its label, 6 px and its control, and the phone field keeps an empty line (6 px more) for the
            // network it detects.
            <div data-slot="buy-data-skeleton" aria-hidden className="grid gap-4">
              <div className="flex flex-col gap-1.5 pb-1.5">
                <Skeleton className="h-5 w-28 rounded-md" />
                <Skeleton className="h-10 w-full rounded-md" />
              </div>
              <div className="flex flex-col gap-1.5">
                <Skeleton className="h-5 w-20 rounded-md" />
                <Skeleton className="h-10 w-full rounded-md" />
              </div>
              <Skeleton className="h-10 w-24 rounded-md" />
            </div>
          ) : null}

          {state === 'plansFailed' ? (
            <EmptyState
              data-slot="buy-data-error"
              size="sm"
              role="alert"
              headingLevel={2}
              title={errorMessage || walletMessages.dataPlansFailed}
              action={<Button onClick={() => send({ type: 'plans.retry' })}>{RETRY_LABEL}</Button>}
            />
          ) : null}

          {state === 'choosing' ? (
            <form
              data-slot="buy-data-step-one"
              aria-describedby={stepId}
              noValidate
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault()
                send({ type: 'step.continue' })
              }}
            >
              <PhoneField
                value={phone}
                onValueChange={(value) => send({ type: 'phone.change', phone: value })}
                network={network}
              />
              <Field label={PLAN_LABEL}>
                <DataPlanSelect
                  plans={plans}
                  value={planId}
                  onValueChange={(value) => send({ type: 'plan.choose', planId: value })}
                />
              </Field>
              {formError ? (
                <p data-slot="buy-data-form-error" role="alert" className="m-0 text-sm font-medium text-danger">
                  {formError}
                </p>
              ) : null}
              <Button type="submit" className="justify-self-start">
                {CONTINUE_LABEL}
              </Button>
            </form>
          ) : null}

          {reviewing ? (
            <div data-slot="buy-data-step-two" className="grid gap-4">
              <Summary phone={phone} network={network} plan={plan} />
              <div className="flex gap-2">
                <Button variant="outline" disabled={state === 'purchasing'} onClick={() => send({ type: 'step.back' })}>
                  {BACK_LABEL}
                </Button>
                <Button loading={state === 'purchasing'} onClick={() => send({ type: 'data.purchase' })}>
                  {PURCHASE_LABEL}
                </Button>
              </div>
            </div>
          ) : null}

          {done ? (
            <p
              data-slot="buy-data-done"
              className="m-0 rounded-lg border border-border bg-surface-raised p-4 text-sm font-medium text-success"
            >
              {walletMessages.dataPurchased}
            </p>
          ) : null}
        </section>

        {airtime}
      </div>
    </div>
  )
}
