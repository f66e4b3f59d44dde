// Who is asking, as far as the configured analytics providers may know it (docs/adr/0038): set for a request by
// server/plugins/analytics.ts only when a provider is configured and the visitor's consent cookie says they accepted,
// and read where the store records its own events (server/db/repos/store-events.repo.ts), so that the event's row and
// its rows to forward are written in the same transaction without every service passing the request along.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { AnalyticsProviderName } from './providers/analytics/analytics-provider'

export interface ConsentedVisitor {
  /** The consent cookie's anonymous id. */
  visitor: string
  /** The client's address as the store believes it (TRUST_PROXY). */
  ip: string
  userAgent: string | null
  /** The store's page the visitor was on: the page itself, or the Referer of an API call from it. */
  pageUrl: string | null
  /** The providers to forward to: every one configured. */
  providers: readonly AnalyticsProviderName[]
}

const current = new AsyncLocalStorage<ConsentedVisitor>()

/** Runs `work` (the rest of a request) as `visitor`'s. */
export function asVisitor<T>(visitor: ConsentedVisitor, work: () => T): T {
  return current.run(visitor, work)
}

/** The consenting visitor whose request is running, if any. */
export function consentedVisitor(): ConsentedVisitor | undefined {
  return current.getStore()
}

/** Runs `work` as nobody's: a request inside another (the page's own reads) does not inherit its visitor. */
export function asNobody<T>(work: () => T): T {
  return current.exit(work)
}
