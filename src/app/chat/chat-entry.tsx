// The shopper's live chat, a script of its own (docs/adr/0036): the server draws the chat button on every store page,
// outside the app's root, and its inline script (CHAT_BUTTON_SCRIPT, server/web/chat-button.ts) imports this module at
// the first press, so no store page's first load carries any of the panel. It draws the panel in a root of its own
// beside the button, opens it at once (the press that loaded it) and, from then on, the button opens and closes it.
// The API client and its session are the app's own modules, shared with it. A visitor's chat key is kept in local
// storage (CHAT_KEY_STORAGE): that browser keeps the conversation across reloads.
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { useActor } from '@xstate/react'
import { readStoredToken } from '@/api/client'
import { chatActors } from '@/api/chat-actors'
import { CHAT_BUTTON_ID, CHAT_KEY_STORAGE, CHAT_PANEL_ROOT_ID, isChatKey } from '@/domain/chat'
import { ROUTES } from '@/domain/routes'
import { ChatPanel, type ChatPanelState } from '@/commerce/chat-panel'
import { chatMachine } from '@machines/chat/chat.machine'

/** The visitor's chat key kept in this browser, null when none; undefined when storage is refused. */
function readVisitorKey(): string | null | undefined {
  try {
    const key = window.localStorage.getItem(CHAT_KEY_STORAGE)
    return isChatKey(key) ? key : null
  } catch {
    return undefined
  }
}

function writeVisitorKey(key: string | null) {
  try {
    if (key === null) window.localStorage.removeItem(CHAT_KEY_STORAGE)
    else window.localStorage.setItem(CHAT_KEY_STORAGE, key)
  } catch {
    // Kept for this page only.
  }
}

const logic = chatMachine.provide({
  actors: chatActors(),
  actions: {
    openSignIn: () => window.location.assign(ROUTES.login.path),
    keepVisitorKey: (_, { key }) => writeVisitorKey(key),
    forgetVisitorKey: () => writeVisitorKey(null),
  },
})

function ChatRoot({ button }: { button: HTMLElement }) {
  const [snapshot, send, actor] = useActor(logic, {
    input: { signedIn: readStoredToken() !== null, visitorKey: readVisitorKey() ?? null },
  })
  const state = snapshot.value
  const { context } = snapshot
  useEffect(() => {
    /** Opens the panel for whoever is signed in now (they may have signed in or out since it was last open), or the
     *  visitor whose key this browser keeps now. */
    const open = () => {
      const signedIn = readStoredToken() !== null
      // A visitor's key may have been kept or dropped by another tab.
      const { context } = actor.getSnapshot()
      const stored = readVisitorKey()
      const visitorKey = stored === undefined ? context.visitorKey : stored
      if (signedIn !== context.signedIn || visitorKey !== context.visitorKey)
        actor.send({ type: 'session.changed', signedIn, visitorKey })
      actor.send({ type: 'chat.open' })
    }
    const toggle = () => (actor.getSnapshot().value === 'closed' ? open() : actor.send({ type: 'chat.close' }))
    // The press that fetched this module.
    open()
    button.addEventListener('click', toggle)
    return () => button.removeEventListener('click', toggle)
  }, [actor, button])
  useEffect(() => {
    button.setAttribute('aria-expanded', String(state !== 'closed'))
    button.removeAttribute('aria-busy')
  }, [button, state])
  if (state === 'closed') return null
  return (
    <ChatPanel
      state={state as ChatPanelState}
      messages={context.messages}
      businessHours={context.conversation?.businessHours ?? null}
      draft={context.draft}
      message={context.message}
      signInHref={ROUTES.login.path}
      visitor={{
        email: context.email,
        name: context.name,
        problem: context.problem,
        onEmail: (text) => send({ type: 'visitor.email', text }),
        onName: (text) => send({ type: 'visitor.name', text }),
        onStart: () => send({ type: 'visitor.start' }),
      }}
      onClose={() => {
        send({ type: 'chat.close' })
        button.focus()
      }}
      onSignIn={() => send({ type: 'chat.signIn' })}
      onRetry={() => send({ type: 'chat.retry' })}
      onDraft={(text) => send({ type: 'draft.change', text })}
      onSend={() => send({ type: 'chat.send' })}
    />
  )
}

const button = document.getElementById(CHAT_BUTTON_ID)
if (button) {
  // The button's own script leaves the presses to this module from now on.
  button.dataset.live = 'true'
  let container = document.getElementById(CHAT_PANEL_ROOT_ID)
  if (!container) {
    container = document.createElement('div')
    container.id = CHAT_PANEL_ROOT_ID
    button.after(container)
  }
  createRoot(container).render(
    <StrictMode>
      <ChatRoot button={button} />
    </StrictMode>,
  )
}
