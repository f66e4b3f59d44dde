// The action slots most machines share, declared once: a machine spreads them into its setup()'s `actions` and uses the
// ones it needs; the app fills those with `.provide()` the same way for every machine (src/app/notify.ts for notices).
import { notProvided } from './not-provided'
import type { Navigation, Notice } from './notice'

export const baseActions = {
  /** Shows the shopper a message (a toast). */
  notify: (_: unknown, _notice: Notice) => notProvided('notify')(),
  /** Takes the shopper to another page. */
  navigate: (_: unknown, _navigation: Navigation) => notProvided('navigate')(),
  /** Reports a failure, with the error, for whoever looks into it; the shopper is told in the machine's own words. */
  logFailure: (_: unknown, _failure: { error: unknown }) => notProvided('logFailure')(),
}
