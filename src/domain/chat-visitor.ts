// A visitor's live chat (docs/adr/0036; openapi.yaml startVisitorChat): what a visitor who is not signed in gives to
// start one, judged by the store's email rule. Apart from ./chat, so the staff console does not carry the account forms'
// rules.
import { emailError } from './account-forms'
import { chatTextProblem } from './chat'

/** A visitor's name, in characters (openapi.yaml's VisitorChatInput; a database check behind it). */
export const CHAT_NAME_MAX = 100

export const NAME_TOO_LONG = `A name is at most ${CHAT_NAME_MAX} characters`

export interface VisitorChatForm {
  email: string
  name: string
  text: string
}

/**
 * What stops a visitor's chat from starting, the first problem only (the email by the store's rule, the name's
 * length, the message's), or null.
 */
export function visitorChatProblem(form: VisitorChatForm): { field: keyof VisitorChatForm; message: string } | null {
  const email = emailError(form.email)
  if (email) return { field: 'email', message: email }
  if ([...form.name].length > CHAT_NAME_MAX) return { field: 'name', message: NAME_TOO_LONG }
  const text = chatTextProblem(form.text)
  if (text) return { field: 'text', message: text }
  return null
}
