// For a long-lived actor that depends on who is signed in: the session's announcements ('session.signedIn',
// 'session.signedOut') become its own events, heard straight from the session by its systemId, with nothing between.
import { fromCallback } from 'xstate'
import type { SessionAnnouncement } from '../session/session.machine'

export const followSession = fromCallback<SessionAnnouncement>(({ system, sendBack }) => {
  // Absent when the actor runs alone (its tests send the announcements themselves).
  const session = system.get('session')
  // A session signed in before this actor started (read ahead of the start, docs/adr/0050) announced it to nobody.
  if (session?.getSnapshot().matches('signedIn')) sendBack({ type: 'session.signedIn' })
  const subscription = session?.on('*', sendBack)
  return () => subscription?.unsubscribe()
})
