// /staff/chat, the live chat console (docs/adr/0036), for owners and staff: the shoppers' conversations, unread first,
// each with its last message; the one opened, its messages as they come, and a reply box. Props only: the route binds
// the staff chat machine, and data-state is the machine's state name.
import { useId, type ComponentProps } from 'react'
import type { StateValueFrom } from 'xstate'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Skeleton } from '@/ui/skeleton'
import { chatTexts as texts, type ChatConversationSummary, type ChatMessage } from '@/domain/chat'
import type { staffChatMachine, StaffChatEvent } from '@machines/staff-chat/staff-chat.machine'
import { ChatThread } from '@/commerce/chat-thread'

/** The staff chat machine's states (machines/staff-chat): the screen's data-state. */
export type StaffChatScreenState = StateValueFrom<typeof staffChatMachine>

export type StaffChatScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffChatScreenState
  conversations: readonly ChatConversationSummary[]
  openId: string | null
  /** The open conversation's shopper (a visitor who gave an email, when `visitor`). */
  shopper: { name: string; email: string; visitor?: boolean } | null
  messages: readonly ChatMessage[]
  draft: string
  message: string | null
  send: (event: StaffChatEvent) => void
}

const authors = { shopper: texts.shopper, staff: texts.staff } as const

/** A visitor who gave an email, not a signed-in shopper (docs/adr/0036). */
function VisitorMark() {
  return (
    <span
      data-slot="staff-chat-visitor"
      className="shrink-0 rounded-full border border-border px-2 text-xs font-normal text-foreground-subtle"
    >
      {texts.visitor}
    </span>
  )
}

function ConversationList({
  conversations,
  openId,
  send,
}: Pick<StaffChatScreenProps, 'conversations' | 'openId' | 'send'>) {
  if (conversations.length === 0)
    return (
      <p data-slot="staff-chat-empty" className="m-0 text-sm text-foreground-subtle">
        {texts.none}
      </p>
    )
  return (
    <ul data-slot="staff-chat-list" className="m-0 flex min-w-0 list-none flex-col gap-1 p-0">
      {conversations.map((summary) => (
        <li key={summary._id} className="min-w-0">
          <button
            type="button"
            data-slot="staff-chat-conversation"
            data-state={summary._id === openId ? 'open' : summary.unread > 0 ? 'unread' : 'read'}
            aria-current={summary._id === openId || undefined}
            onClick={() => send({ type: 'conversation.open', id: summary._id })}
            className={cn(
              'flex w-full min-w-0 flex-col gap-0.5 overflow-hidden rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
              summary._id === openId && 'border-primary bg-muted',
            )}
          >
            <span className="flex min-w-0 items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2">
                <span className={cn('truncate', summary.unread > 0 && 'font-bold')}>
                  {summary.shopper.name || summary.shopper.email}
                </span>
                {summary.shopper.visitor && <VisitorMark />}
              </span>
              {summary.unread > 0 && (
                <span
                  data-slot="staff-chat-unread"
                  className="rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground"
                >
                  {summary.unread}
                  <span className="sr-only"> {texts.unread}</span>
                </span>
              )}
            </span>
            <span className="truncate text-foreground-subtle">{summary.lastMessage.text}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function StaffChatScreen({
  state,
  conversations,
  openId,
  shopper,
  messages,
  draft,
  message,
  send,
  className,
  ...props
}: StaffChatScreenProps) {
  const headingId = useId()
  const live = state === 'listed' || state === 'reading' || state === 'viewing' || state === 'replying'
  return (
    <section
      data-slot="staff-chat-screen"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || state === 'reading' || undefined}
      className={cn('@container/chat flex w-full flex-col gap-3 text-foreground', className)}
      {...props}
    >
      <h1 id={headingId} className="m-0 text-xl font-bold">
        {texts.heading}
      </h1>
      {state === 'denied' ? (
        <p data-slot="staff-chat-denied" role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : state === 'failed' ? (
        <div data-slot="staff-chat-error" role="alert" className="flex flex-col items-start gap-2">
          <p className="m-0 text-danger">{message ?? texts.failed}</p>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'list.retry' })}>
            {texts.retry}
          </Button>
        </div>
      ) : state === 'loading' ? (
        <div data-slot="staff-chat-skeleton" className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <>
          <p className="m-0 text-sm text-foreground-subtle">
            {texts.intro}{' '}
            {state === 'reconnecting' ? (
              <span role="status">{texts.reconnecting}</span>
            ) : (
              live && <span data-slot="staff-chat-live">· {texts.live}</span>
            )}
          </p>
          <div className="grid min-w-0 grid-cols-1 gap-4 @2xl/chat:grid-cols-[18rem_1fr]">
            <ConversationList conversations={conversations} openId={openId} send={send} />
            <div
              data-slot="staff-chat-conversation-pane"
              className="flex min-h-[20rem] min-w-0 flex-col gap-2 rounded-md border border-border p-3"
            >
              {openId === null ? (
                <p className="m-0 text-sm text-foreground-subtle">{texts.pick}</p>
              ) : state === 'reading' ? (
                <Skeleton className="h-40 w-full" />
              ) : (
                <>
                  {shopper && (
                    <p data-slot="staff-chat-shopper" className="m-0 flex flex-wrap gap-x-2 text-sm font-semibold">
                      <span>{shopper.name}</span>
                      <span className="min-w-0 break-all font-normal text-foreground-subtle">{shopper.email}</span>
                      {shopper.visitor && <VisitorMark />}
                    </p>
                  )}
                  <ChatThread
                    className="max-h-[60vh]"
                    messages={messages}
                    own="staff"
                    authors={authors}
                    empty={texts.noMessages}
                    draft={draft}
                    message={message}
                    sending={state === 'replying'}
                    texts={{
                      placeholder: texts.reply,
                      send: texts.reply,
                      sending: texts.replying,
                      label: texts.reply,
                      messages: texts.messages,
                    }}
                    onDraft={(text) => send({ type: 'draft.change', text })}
                    onSend={() => send({ type: 'reply.send' })}
                  />
                </>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  )
}
