// The shopper's own swap requests on /profile (docs/adr/0033): each device offered and wanted, when it was sent, and
// where it stands with a line saying what that means for them. Placeholders while loading, the way to the swap page
// when there are none, a retry when they could not be loaded. Props only: the app binds the my swap requests machine,
// and data-state is its state name.
import { useId, type ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Skeleton } from '@/ui/skeleton'
import { SwapStatusBadge } from '@/commerce/swap-status-badge'
import type { SwapRequest } from '@/domain/contract'
import { pathTo } from '@/domain/routes'
import { mySwapRequestsTexts as texts, SWAP_STATUS_HINTS } from '@/domain/swap-status'
import type { mySwapRequestsMachine } from '@machines/my-swap-requests/my-swap-requests.machine'

export type MySwapRequestsState = StateValueFrom<typeof mySwapRequestsMachine>

export type MySwapRequestsProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: MySwapRequestsState
  requests: readonly SwapRequest[]
  onRetry: () => void
}

// Built at the first request shown, not as the panel's script loads: a page's first Intl formatter loads the locale
// data, one long task on a phone (docs/adr/0050), and most shoppers have no swap request to date.
let sentOnFormat: Intl.DateTimeFormat | undefined
function sentOn(instant: string): string {
  sentOnFormat ??= new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  })
  return sentOnFormat.format(new Date(instant))
}

export function MySwapRequests({ state, requests, onRetry, className, ...props }: MySwapRequestsProps) {
  const headingId = useId()
  return (
    <section
      data-slot="my-swap-requests"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-lg font-semibold text-foreground">
        {texts.heading}
      </h2>
      <p role="status" className="sr-only">
        {state === 'loading' ? texts.loading : ''}
      </p>
      {state === 'loading' ? (
        <div data-slot="my-swap-requests-skeleton" className="flex flex-col gap-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
          <p role="alert" className="m-0 text-foreground-subtle">
            {texts.failed}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {state === 'empty' ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
          <p className="m-0 text-foreground-subtle">{texts.empty}</p>
          <Button asChild variant="outline" size="sm">
            <Link to={pathTo('swap')}>{texts.request}</Link>
          </Button>
        </div>
      ) : null}
      {state === 'listed' ? (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {requests.map((request) => (
            <li
              key={request._id}
              data-slot="my-swap-request"
              data-state={request.status}
              className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-foreground">
                  {[request.brand, request.model, request.storage].filter(Boolean).join(' ')}{' '}
                  <span className="font-normal text-foreground-subtle">{texts.forDevice}</span> {request.wanted}
                </span>
                <SwapStatusBadge status={request.status} />
              </span>
              <span className="text-sm text-foreground">{SWAP_STATUS_HINTS[request.status]}</span>
              <span className="text-xs text-foreground-subtle">
                {texts.sent} <time dateTime={request.createdAt}>{sentOn(request.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
