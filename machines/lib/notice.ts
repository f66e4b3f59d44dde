// What a machine asks the app to show or do through its `notify` and `navigate` slots: a message the app shows as a
// toast (src/app/notify.ts), a place it goes to. One shape for every machine, so the app fills the slots alike.
export interface Notice {
  kind: 'success' | 'error'
  message: string
  /** Milliseconds on screen when the spec gives the message its own time (spec §8: 3 s); else the kind's default. */
  duration?: number
}

export interface Navigation {
  to: string
}

/** A session the server has already ended (every device signed out, the account deleted): the app ends it here with
 *  this message and takes the shopper to `to` (the session's `session.ended`). */
export interface EndedSession {
  message: string
  to: string
}
