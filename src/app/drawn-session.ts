// Who a signed-in page drawn by the server is taken over for (docs/adr/0050). The stored session (spec §3: local
// storage) decides what the app does; the server's drawing, for the shopper its page session cookie named, is only a
// head start: the app takes it over as drawn when the stored session is that shopper's, and draws afresh otherwise.
// The browser fetches this module only for a page drawn for a shopper (the server preloads it with one), so no other
// page carries it.
import { createElement } from 'react'
import type { Session } from '@/domain/account'
import type { FirstPage } from '@/domain/first-page'
import { toAccountUser } from '@/api/account-actors'
import { browserStorage, readSession } from './session-storage'
import { KeptFooter } from './kept-footer'
import { keptParts } from './store-layout'

/** Whether a page was drawn for this user (the same email, which is unique to an account). */
export function isDrawnFor(page: FirstPage, user: { email: string } | undefined): boolean {
  const drawnFor = page.session?.user.email
  return typeof drawnFor === 'string' && user !== undefined && drawnFor.toLowerCase() === user.email.toLowerCase()
}

/** The server's drawing stands for a token it never sends: the session's actors do not run there. */
const DRAWN_ON_THE_SERVER = 'drawn-on-the-server'

/** What the session starts from on the server: the shopper the page is drawn for, or nobody (the page's frame). */
export function serverSession(page: FirstPage): Session | null {
  return page.session ? { token: DRAWN_ON_THE_SERVER, user: toAccountUser(page.session.user) } : null
}

export type Takeover =
  /** A page drawn for nobody in particular (a browsing page, a signed-in page's frame): hydrated, the session read from
   *  storage as the app starts. */
  | { kind: 'asDrawn'; readAhead: null }
  /** A page drawn for the stored session's shopper: hydrated, the session signed in from its first render, with the
   *  user as the server just read it and the stored token. */
  | { kind: 'asDrawnFor'; readAhead: Session }
  /** A page drawn for someone the stored session is not (signed out since, or another account): drawn afresh. */
  | { kind: 'afresh'; readAhead: null }

export function takeover(page: FirstPage, stored: Session | null = readSession(browserStorage())): Takeover {
  if (!page.session) return { kind: 'asDrawn', readAhead: null }
  if (stored && isDrawnFor(page, stored.user))
    return { kind: 'asDrawnFor', readAhead: { token: stored.token, user: toAccountUser(page.session.user) } }
  return { kind: 'afresh', readAhead: null }
}

/** How the page is taken over (`takeover`); a page drawn for its shopper keeps its footer as drawn (./kept-footer,
 *  docs/adr/0051). */
export function takeOver(page: FirstPage): Takeover {
  const how = takeover(page)
  if (how.kind === 'asDrawnFor' && document.querySelector('footer[data-slot="footer"]'))
    keptParts.footer = createElement(KeptFooter)
  return how
}
