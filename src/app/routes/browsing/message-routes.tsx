// The one-message pages: /schedule-call (under construction), /request-success (thank you) and any unknown
// path (404).
import { useLocation } from 'react-router-dom'
import { NOT_FOUND_HEAD, REQUEST_SUCCESS_HEAD, SCHEDULE_CALL_HEAD } from '@/domain/page-head'
import { UnderConstruction } from '@/screens/static-pages/under-construction'
import { RequestSuccess } from '@/screens/static-pages/request-success'
import { NotFound } from '@/screens/static-pages/not-found'

export function ScheduleCallRoute() {
  return (
    <>
      <title>{SCHEDULE_CALL_HEAD.title}</title>
      <UnderConstruction />
    </>
  )
}

/** A page that sends the shopper here may pass `{ email }` as navigation state to name the inbox. */
export function RequestSuccessRoute() {
  const state: unknown = useLocation().state
  const email =
    typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
      ? state.email
      : undefined
  return (
    <>
      <title>{REQUEST_SUCCESS_HEAD.title}</title>
      <RequestSuccess email={email} />
    </>
  )
}

export function NotFoundRoute() {
  return (
    <>
      <title>{NOT_FOUND_HEAD.title}</title>
      <NotFound />
    </>
  )
}
