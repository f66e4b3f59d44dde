// /staff/swaps/:swapId (docs/adr/0033): one swap request as staff see it (the device offered with its photos, the
// device wanted, the shopper) with the moves the server's answer offers, its timeline, and a reply by email; no such
// request and a user who is not staff are said as such. Props only: the route binds the staff swap machine (data-state
// is its state name) and hands its `send`.
import { useId, type ReactNode } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { Image } from '@/ui/image'
import { Textarea } from '@/ui/textarea'
import { SwapStatusBadge } from '@/commerce/swap-status-badge'
import { StaffFacts, StaffRecordPage, StaffSection, staffWhen } from '@/screens/staff/staff-record'
import { pathTo } from '@/domain/routes'
import { staffPathTo } from '@/domain/staff-routes'
import { staffSwapTexts as texts } from '@/domain/staff-swaps'
import { SWAP_REPLY_MAX_LENGTH, swapStatusLabel, swapStatusMessages } from '@/domain/swap-status'
import type { StaffSwap, StaffSwapPageEvent, staffSwapMachine } from '@machines/staff-swap/staff-swap.machine'

/** The staff swap machine's states (machines/staff-swap): the screen's data-state. */
export type StaffSwapScreenState = StateValueFrom<typeof staffSwapMachine>

type Send = (event: StaffSwapPageEvent) => void

/** Someone else moved it first: what the page says over the request loaded again. */
export const CHANGED_FIRST =
  'Someone else changed this swap request before your move reached it, so nothing was done. Here it is now.'

export interface StaffSwapScreenProps {
  state: StaffSwapScreenState
  /** A move, a reply or a load is under way (the machine's 'busy' tag): the buttons wait. */
  busy: boolean
  swap: StaffSwap | null
  /** The server's word when the request had moved before a move reached it. */
  conflict: string | null
  /** The reply as typed, and what is wrong with it. */
  reply: string
  replyError: string | null
  /** Why the request did not load (failed), or the server's refusal (denied). */
  errorMessage?: string
  send: Send
}

function Moves({ swap, busy, send }: { swap: StaffSwap; busy: boolean; send: Send }) {
  if (swap.nextStatuses.length === 0)
    return (
      <p data-slot="staff-swap-settled" className="m-0 text-sm text-foreground-subtle">
        {texts.noMoves}
      </p>
    )
  return (
    <div data-slot="staff-swap-moves" role="group" aria-label={texts.moveTo} className="flex flex-wrap gap-2">
      {swap.nextStatuses.map((status, index) => (
        <Button
          key={status}
          variant={index === 0 ? 'primary' : 'outline'}
          disabled={busy}
          onClick={() => send({ type: 'swap.move', status })}
        >
          {texts.moveTo} {swapStatusLabel(status)}
        </Button>
      ))}
    </div>
  )
}

function offeredOf(swap: StaffSwap): string {
  const { brand, model, storage } = swap.request
  return [brand, model, storage].filter(Boolean).join(' ')
}

function Photos({ swap }: { swap: StaffSwap }) {
  const { photos } = swap.request
  if (photos.length === 0) return <p className="m-0 text-sm text-foreground-subtle">{texts.noPhotos}</p>
  return (
    <ul data-slot="staff-swap-photos" className="m-0 grid list-none grid-cols-2 gap-2 p-0 @xl:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <Image
              src={photo}
              alt={texts.photo(index + 1, offeredOf(swap))}
              width={400}
              height={300}
              fit="contain"
              className="w-full"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

function Details({ swap }: { swap: StaffSwap }) {
  const { request, customer, wantedProduct, conditionLabel } = swap
  return (
    <div className="grid gap-4 @3xl:grid-cols-2">
      <StaffSection title={texts.offered} data-slot="staff-swap-offered" className="@3xl:col-span-2">
        <StaffFacts
          lines
          rows={[
            [texts.brand, request.brand],
            [texts.model, request.model],
            [texts.storage, request.storage ?? texts.notGiven],
            [texts.condition, conditionLabel],
            [texts.faults, request.faults ?? texts.notGiven],
          ]}
        />
        <h3 className="m-0 text-sm font-semibold">{texts.photos}</h3>
        <Photos swap={swap} />
      </StaffSection>
      <StaffSection title={texts.wanted} data-slot="staff-swap-wanted">
        <p className="m-0 text-sm">{request.wanted}</p>
        {wantedProduct ? (
          <p className="m-0 text-sm">
            {texts.fromCatalogue}:{' '}
            <Link
              to={pathTo('productDetails', { productId: wantedProduct.slug })}
              className="text-primary underline-offset-4 hover:underline"
            >
              {wantedProduct.title}
            </Link>
          </p>
        ) : null}
      </StaffSection>
      <StaffSection title={texts.shopper} data-slot="staff-swap-shopper">
        <StaffFacts
          lines
          rows={[
            ...(customer.name ? [[texts.name, customer.name] as [string, ReactNode]] : []),
            [
              texts.email,
              <a key="email" href={`mailto:${customer.email}`} className="text-primary break-all hover:underline">
                {customer.email}
              </a>,
            ],
            [
              texts.phone,
              <a key="phone" href={`tel:${request.phone}`} className="text-primary tabular-nums hover:underline">
                {request.phone}
              </a>,
            ],
            [texts.city, request.city],
            [texts.received, staffWhen(request.createdAt)],
          ]}
        />
      </StaffSection>
    </div>
  )
}

function Timeline({ swap }: { swap: StaffSwap }) {
  return (
    <ol data-slot="staff-swap-timeline" className="m-0 flex list-none flex-col gap-3 p-0 text-sm">
      {swap.events.map((event, index) => (
        <li key={index} data-slot="staff-swap-event" data-state={event.kind} className="grid gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <strong>
              {event.kind === 'sent'
                ? texts.sent
                : event.kind === 'reply'
                  ? texts.replied
                  : texts.movedTo(swapStatusLabel(event.status ?? 'new'))}
            </strong>
            <span className="text-foreground-subtle">
              {staffWhen(event.at)}
              {event.actor ? ` · ${event.actor}` : ''}
            </span>
          </span>
          {event.text ? (
            <p className="m-0 rounded-md bg-muted p-2 break-words whitespace-pre-line">{event.text}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

function ReplyForm({
  swap,
  reply,
  replyError,
  sending,
  busy,
  send,
}: {
  swap: StaffSwap
  reply: string
  replyError: string | null
  sending: boolean
  busy: boolean
  send: Send
}) {
  const countId = useId()
  return (
    <form
      data-slot="staff-swap-reply"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'reply.submit' })
      }}
    >
      <p className="m-0 text-sm text-foreground-subtle">{texts.replyHint(swap.customer.email)}</p>
      <Field label={texts.replyLabel} error={replyError ?? undefined}>
        <Textarea
          name="reply"
          rows={6}
          maxLength={SWAP_REPLY_MAX_LENGTH}
          value={reply}
          aria-describedby={countId}
          onChange={(event) => send({ type: 'reply.type', text: event.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={countId} className="text-xs text-foreground-subtle tabular-nums">
          {texts.remaining(Math.max(0, SWAP_REPLY_MAX_LENGTH - reply.length))}
        </span>
        <Button type="submit" disabled={busy}>
          {sending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  )
}

export function StaffSwapScreen({
  state,
  busy,
  swap,
  conflict,
  reply,
  replyError,
  errorMessage,
  send,
}: StaffSwapScreenProps) {
  return (
    <StaffRecordPage
      slot="staff-swap"
      state={state}
      stateName={String(state)}
      back={{ to: staffPathTo('staffSwaps'), label: texts.backToInbox }}
      status={state === 'loading' || state === 'refreshing' ? texts.loading : state === 'replying' ? texts.sending : ''}
      heading={texts.pageName}
      record={swap}
      header={(swap) => ({
        title: offeredOf(swap),
        badge: <SwapStatusBadge status={swap.request.status} size="md" />,
        meta: (
          <p className="m-0 text-sm text-foreground-subtle">
            {texts.received} {staffWhen(swap.request.createdAt)} · {swap.request._id}
          </p>
        ),
        actions: <Moves swap={swap} busy={busy} send={send} />,
      })}
      conflict={conflict}
      changedFirst={CHANGED_FIRST}
      errorMessage={errorMessage}
      retryLabel={texts.retry}
      onRetry={() => send({ type: 'swap.retry' })}
      notFound={{ title: swapStatusMessages.swapNotFound, description: texts.notFound }}
    >
      {(swap) => (
        <>
          <Details swap={swap} />
          <div className="grid gap-4 @3xl:grid-cols-2">
            <StaffSection title={texts.reply} data-slot="staff-swap-reply-section">
              <ReplyForm
                swap={swap}
                reply={reply}
                replyError={replyError}
                sending={state === 'replying'}
                busy={busy}
                send={send}
              />
            </StaffSection>
            <StaffSection title={texts.timeline} data-slot="staff-swap-timeline-section">
              <Timeline swap={swap} />
            </StaffSection>
          </div>
        </>
      )}
    </StaffRecordPage>
  )
}
