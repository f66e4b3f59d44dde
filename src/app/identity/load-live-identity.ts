// Google's and Apple's loaders (./live-identity) come down only when a live provider is first asked for a token,
// so no page carries them in its first download; the sandbox never needs them at all.
import { loadOnce } from '../load-once'
import type * as liveIdentityModule from './live-identity'

type LiveIdentity = typeof liveIdentityModule

const liveIdentity = loadOnce<LiveIdentity>(() => import('./live-identity'))

/** One download however many buttons ask; a failed one is tried again next time. */
export function loadLiveIdentity(): Promise<LiveIdentity> {
  return liveIdentity.load()
}

/** spec §2 Logout. Google's script only ever comes in through ./live-identity, and a token request awaits that
 *  module before asking for the script: while it has not arrived there is no Google to turn off. */
export function disableGoogleAutoSelect(): void {
  liveIdentity.loaded()?.disableGoogleAutoSelect()
}
