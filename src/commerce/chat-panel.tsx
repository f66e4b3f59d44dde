// The shopper's live chat panel (docs/adr/0036), opened from the chat button the server draws on every store page:
// the business hours, 'we reply by email' outside them, the conversation and the box to write in, or what stands in
// their way (a visitor's email to give, or signing in; connecting, reconnecting, failed). Each state of machines/chat is
// drawn; props only.
import { useEffect, useId, useRef } from 'react'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { Textarea } from '@/ui/textarea'
import { ChatThread } from './chat-thread'
import { CHAT_TEXT_MAX, chatTexts, type ChatMessage } from '@/domain/chat'
import { CHAT_NAME_MAX, type VisitorChatForm } from '@/domain/chat-visitor'

/** machines/chat's states, as the panel draws them ('closed' draws nothing). */
export type ChatPanelState = 'askingEmail' | 'starting' | 'connecting' | 'open' | 'sending' | 'reconnecting' | 'failed'

/** What a visitor who is not signed in gives to start a chat (the first message is the draft). */
export interface ChatPanelVisitor {
  email: string
  name: string
  /** What stops the chat from starting, at its field. */
  problem: { field: keyof VisitorChatForm; message: string } | null
  onEmail: (text: string) => void
  onName: (text: string) => void
  onStart: () => void
}

export interface ChatPanelProps {
  state: ChatPanelState
  messages: readonly ChatMessage[]
  /** Whether it is business hours now, as the server said with the conversation; null before it is loaded. */
  businessHours: boolean | null
  draft: string
  message: string | null
  /** Where 'Sign in' leads. */
  signInHref: string
  visitor: ChatPanelVisitor
  className?: string
  onClose: () => void
  onSignIn: () => void
  onRetry: () => void
  onDraft: (text: string) => void
  onSend: () => void
}

const authors = { shopper: chatTexts.you, staff: chatTexts.store } as const
const threadTexts = {
  placeholder: chatTexts.placeholder,
  send: chatTexts.send,
  sending: chatTexts.sending,
  label: chatTexts.placeholder,
  messages: chatTexts.messages,
}

export function ChatPanel({
  state,
  messages,
  businessHours,
  draft,
  message,
  signInHref,
  visitor,
  className,
  onClose,
  onSignIn,
  onRetry,
  onDraft,
  onSend,
}: ChatPanelProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)
  // Focus moves into the panel when it opens, for the keyboard and screen readers.
  useEffect(() => panelRef.current?.focus(), [])
  const live = state === 'open' || state === 'sending' || state === 'reconnecting'
  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-slot="chat-panel"
      data-state={state}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
      className={cn(
        'fixed right-4 bottom-4 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-sm flex-col gap-3',
        'rounded-xl border border-border bg-surface p-4 shadow-lg outline-none',
        // A conversation takes the panel's full height; what stands in its way, only its own.
        live && 'h-[min(32rem,calc(100dvh-2rem))]',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id={titleId} className="m-0 text-base font-semibold">
            {chatTexts.title}
          </h2>
          <p data-slot="chat-panel-hours" className="m-0 text-xs text-foreground-subtle">
            {chatTexts.hours}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {chatTexts.close}
        </Button>
      </header>
      {businessHours !== null && live && (
        <p data-slot="chat-panel-availability" className="m-0 rounded-md bg-muted px-3 py-2 text-sm">
          {businessHours ? chatTexts.online : chatTexts.offline}
        </p>
      )}
      {state === 'reconnecting' && (
        <p data-slot="chat-panel-reconnecting" role="status" className="m-0 text-sm text-foreground-subtle">
          {chatTexts.reconnecting}
        </p>
      )}
      {(state === 'askingEmail' || state === 'starting') && (
        <VisitorForm
          visitor={visitor}
          draft={draft}
          message={message}
          starting={state === 'starting'}
          signInHref={signInHref}
          onDraft={onDraft}
          onSignIn={onSignIn}
        />
      )}
      {state === 'connecting' && (
        <p role="status" className="m-0 text-sm text-foreground-subtle">
          {chatTexts.connecting}
        </p>
      )}
      {state === 'failed' && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="m-0 text-sm text-danger">
            {chatTexts.failed}
          </p>
          <Button type="button" size="sm" onClick={onRetry}>
            {chatTexts.retry}
          </Button>
        </div>
      )}
      {live && (
        <ChatThread
          messages={messages}
          own="shopper"
          authors={authors}
          empty={chatTexts.noMessages}
          draft={draft}
          message={message}
          sending={state === 'sending'}
          texts={threadTexts}
          onDraft={onDraft}
          onSend={onSend}
        />
      )}
    </section>
  )
}

/** A visitor's email, name and first message, and the way to sign in instead. */
function VisitorForm({
  visitor,
  draft,
  message,
  starting,
  signInHref,
  onDraft,
  onSignIn,
}: {
  visitor: ChatPanelVisitor
  draft: string
  message: string | null
  starting: boolean
  signInHref: string
  onDraft: (text: string) => void
  onSignIn: () => void
}) {
  const errorOf = (field: keyof VisitorChatForm) =>
    visitor.problem?.field === field ? visitor.problem.message : undefined
  return (
    <form
      data-slot="chat-panel-visitor"
      noValidate
      className="flex min-h-0 flex-col gap-3 overflow-y-auto"
      onSubmit={(event) => {
        event.preventDefault()
        visitor.onStart()
      }}
    >
      <p className="m-0 text-sm">{chatTexts.visitorIntro}</p>
      <Field label={chatTexts.email} error={errorOf('email')}>
        <Input
          type="email"
          autoComplete="email"
          required
          value={visitor.email}
          disabled={starting}
          onChange={(event) => visitor.onEmail(event.target.value)}
        />
      </Field>
      <Field label={chatTexts.name} error={errorOf('name')}>
        <Input
          autoComplete="name"
          maxLength={CHAT_NAME_MAX}
          value={visitor.name}
          disabled={starting}
          onChange={(event) => visitor.onName(event.target.value)}
        />
      </Field>
      <Field label={chatTexts.firstMessage} error={errorOf('text')}>
        <Textarea
          rows={3}
          required
          maxLength={CHAT_TEXT_MAX}
          value={draft}
          disabled={starting}
          onChange={(event) => onDraft(event.target.value)}
        />
      </Field>
      {message && (
        <p data-slot="chat-panel-refused" role="alert" className="m-0 text-sm text-danger">
          {message}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={signInHref}
          className="text-sm text-primary underline underline-offset-2"
          onClick={(event) => {
            event.preventDefault()
            onSignIn()
          }}
        >
          {chatTexts.signIn}
        </a>
        <Button type="submit" size="sm" disabled={starting}>
          {starting ? chatTexts.starting : chatTexts.start}
        </Button>
      </div>
    </form>
  )
}
