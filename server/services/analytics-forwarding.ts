// The forwarding round (docs/adr/0038): sends the consenting visitors' events to each configured analytics provider
// after their transactions committed, never in a shopper's request. It claims what is due (analytics-forwards.repo.ts),
// sends each row once, marks it sent; a refusal that may pass (a 5xx, a 429, no answer) is tried again later, each wait
// twice the one before (from a minute, at most six hours), and given up after MAX_TRIES or once the provider would no
// longer take an event that old. A provider that is down costs shoppers nothing: they never wait for it. It also forgets
// the consent kept with orders never paid once no provider would take their purchase (the longest age one takes).
import type { AnalyticsForwardsRepo } from '../db/repos/analytics-forwards.repo'
import { AnalyticsSendError, type AnalyticsProvider } from '../providers/analytics/analytics-provider'

/** How often the round runs unless the operator says otherwise (ANALYTICS_ROUND_MS). */
export const ANALYTICS_ROUND_MS = 15_000

export const MAX_TRIES = 8
const FIRST_WAIT_MS = 60_000
const LONGEST_WAIT_MS = 6 * 3600_000
/** How long a claimed row is this round's: far longer than a few requests with their timeouts. */
const LEASE_MS = 5 * 60_000
const BATCH = 50

/** The wait before try number `tries + 1`, after `tries` refusals. */
export function retryDelayMs(tries: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1), LONGEST_WAIT_MS)
}

export interface ForwardingOutcome {
  sent: number
  retried: number
  givenUp: number
}

export function analyticsForwarding({
  forwards,
  providers,
  now = () => new Date(),
}: {
  forwards: AnalyticsForwardsRepo
  providers: readonly AnalyticsProvider[]
  now?: () => Date
}) {
  const byName = new Map(providers.map((provider) => [provider.name, provider]))
  const keptForMs = Math.max(0, ...providers.map((provider) => provider.maxAgeMs))
  return {
    /** One round: what is due now, claimed and sent; what it did. */
    async round(): Promise<ForwardingOutcome> {
      const outcome: ForwardingOutcome = { sent: 0, retried: 0, givenUp: 0 }
      const at = now()
      await forwards.forgetUnpaidOrderConsents(new Date(at.getTime() - keptForMs))
      const claimed = await forwards.claimDue([...byName.keys()], at, new Date(at.getTime() + LEASE_MS), BATCH)
      for (const row of claimed) {
        const provider = byName.get(row.provider)!
        if (now().getTime() - row.at.getTime() > provider.maxAgeMs) {
          await forwards.giveUp(row.eventId, row.provider, now(), 'older than the provider takes')
          outcome.givenUp += 1
          continue
        }
        try {
          await provider.send(row)
          await forwards.markSent(row.eventId, row.provider, now())
          outcome.sent += 1
        } catch (error) {
          const failure = error instanceof Error ? error.message.slice(0, 500) : String(error)
          const tries = row.tries + 1
          if (error instanceof AnalyticsSendError && error.retryable && tries < MAX_TRIES) {
            await forwards.retryLater(
              row.eventId,
              row.provider,
              new Date(now().getTime() + retryDelayMs(tries)),
              failure,
            )
            outcome.retried += 1
          } else {
            await forwards.giveUp(row.eventId, row.provider, now(), failure)
            outcome.givenUp += 1
          }
        }
      }
      return outcome
    },
  }
}
