// The staff chat console's first page (docs/adr/0036, and docs/adr/0050 'Staff pages'): the conversations it lists, and
// the request a page the server drew for a staff member opens on. A module of its own, so that no shopper's chat panel
// carries it.
import { requestKey } from './first-page'

/** The console lists this many conversations (unread first). */
export const STAFF_CHAT_PAGE = { page: 1, limit: 50 } as const

/** The chat console's first request: a page the server drew for the staff member opens on its answer. */
export function staffChatFirstRequest() {
  return requestKey<'listChatConversations'>('/api/staff/chat', STAFF_CHAT_PAGE)
}
