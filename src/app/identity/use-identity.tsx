// Google and Apple sign-in from anywhere: what asks for a token (./identity-host) comes down at the first press, so
// no page carries it in its first download.
import { useCallback, useState, type ReactNode } from 'react'
import { GENERIC_ERROR } from '@/domain/account'
import { loadOnce } from '../load-once'
import type * as identityHost from './identity-host'

type IdentityHostModule = typeof identityHost

export interface Identity {
  requestIdToken: identityHost.RequestIdToken
  /** The sandbox chooser; render it once, anywhere below the providers. */
  dialog: ReactNode
}

const identityHostModule = loadOnce(() => import('./identity-host'))

/** One download however many buttons ask; a failed one is tried again next time. */
async function loadIdentityHost(): Promise<IdentityHostModule> {
  try {
    return await identityHostModule.load()
  } catch (error) {
    // The browser's words for a dropped download mean nothing to a shopper: the generic text instead.
    throw new Error(GENERIC_ERROR, { cause: error })
  }
}

export function useIdentity(): Identity {
  const [host, setHost] = useState<IdentityHostModule | null>(null)
  // Settled by the host once it is on the page; a request waits for it.
  const [ready] = useState(() => {
    let resolve: (requestIdToken: identityHost.RequestIdToken) => void = () => {}
    const promise = new Promise<identityHost.RequestIdToken>((settle) => (resolve = settle))
    return { promise, resolve }
  })

  const requestIdToken = useCallback<identityHost.RequestIdToken>(
    async (provider) => {
      setHost(await loadIdentityHost())
      return (await ready.promise)(provider)
    },
    [ready],
  )

  const dialog = host ? <host.IdentityHost onReady={ready.resolve} /> : null
  return { requestIdToken, dialog }
}
