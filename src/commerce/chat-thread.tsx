// A chat's messages and the box to write the next one (docs/adr/0036), drawn alike in the shopper's panel and the staff
// console. Text is drawn as React text, never as HTML: a message shows exactly what was typed. Props only.
import { useEffect, useId, useRef, type ComponentProps, type FormEvent } from 'react'
import { cn } from '@/ui/cn'
import { Button } from '@/ui/button'
import { Textarea } from '@/ui/textarea'
import { CHAT_TEXT_MAX, type ChatMessage } from '@/domain/chat'

export type ChatThreadProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  messages: readonly ChatMessage[]
  /** Whose messages are drawn on the right: the reader's own. */
  own: ChatMessage['author']
  /** Each author's name, read out and shown above their messages. */
  authors: Record<ChatMessage['author'], string>
  /** What shows before the first message. */
  empty: string
  draft: string
  /** Why the last message could not be sent: the server's words or the rule's. */
  message: string | null
  sending: boolean
  /** Whether the box can be written in (a stream being reconnected still lets the shopper write). */
  disabled?: boolean
  texts: { placeholder: string; send: string; sending: string; label: string; messages: string }
  onDraft: (text: string) => void
  onSend: () => void
}

const time = new Intl.DateTimeFormat('en-NG', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Lagos' })

export function ChatThread({
  messages,
  own,
  authors,
  empty,
  draft,
  message,
  sending,
  disabled = false,
  texts,
  onDraft,
  onSend,
  className,
  ...props
}: ChatThreadProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const errorId = useId()
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [messages.length])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSend()
  }
  return (
    <div data-slot="chat-thread" className={cn('flex min-h-0 flex-1 flex-col gap-2', className)} {...props}>
      {messages.length === 0 ? (
        <p data-slot="chat-thread-empty" className="m-0 flex-1 text-sm text-foreground-subtle">
          {empty}
        </p>
      ) : (
        <ol
          ref={listRef}
          data-slot="chat-thread-messages"
          aria-live="polite"
          aria-label={texts.messages}
          // Scrolled by the keyboard too.
          tabIndex={0}
          className="m-0 flex min-h-0 flex-1 list-none flex-col gap-2 overflow-y-auto p-0"
        >
          {messages.map((item) => (
            <li
              key={item._id}
              data-slot="chat-thread-message"
              data-variant={item.author}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5 rounded-lg px-3 py-2 text-sm',
                item.author === own ? 'self-end bg-primary text-primary-foreground' : 'self-start bg-muted',
              )}
            >
              <span className="text-xs font-semibold">
                {authors[item.author]} · <time dateTime={item.createdAt}>{time.format(new Date(item.createdAt))}</time>
              </span>
              <span className="whitespace-pre-wrap break-words">{item.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form data-slot="chat-thread-form" onSubmit={submit} className="flex flex-col gap-1">
        <label className="sr-only" htmlFor={`${errorId}-box`}>
          {texts.label}
        </label>
        <Textarea
          id={`${errorId}-box`}
          rows={2}
          value={draft}
          maxLength={CHAT_TEXT_MAX}
          placeholder={texts.placeholder}
          disabled={disabled}
          invalid={message !== null}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault()
              onSend()
            }
          }}
        />
        {message && (
          <p id={errorId} data-slot="chat-thread-error" role="alert" className="m-0 text-sm text-danger">
            {message}
          </p>
        )}
        <Button type="submit" size="sm" className="self-end" disabled={disabled || sending}>
          {sending ? texts.sending : texts.send}
        </Button>
      </form>
    </div>
  )
}
