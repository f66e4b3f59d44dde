import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

interface GoogleGlobal {
  google?: { accounts: { id: { disableAutoSelect: () => void } } }
}

// The loader remembers what it fetched, so each test starts from a fresh copy of it.
async function freshLoader() {
  vi.resetModules()
  return import('./load-live-identity')
}

describe('loading the live identity providers on demand', () => {
  const page = globalThis as GoogleGlobal
  let disableAutoSelect: ReturnType<typeof vi.fn<() => void>>

  beforeEach(() => {
    disableAutoSelect = vi.fn<() => void>()
    page.google = { accounts: { id: { disableAutoSelect } } }
  })
  afterEach(() => {
    delete page.google
  })

  it('downloads the Google and Apple loaders once however often they are asked for', async () => {
    const { loadLiveIdentity } = await freshLoader()

    const first = loadLiveIdentity()
    const second = loadLiveIdentity()

    expect(second).toBe(first)
    await expect(first).resolves.toMatchObject({
      googleIdToken: expect.any(Function),
      appleIdToken: expect.any(Function),
    })
  })

  it('leaves Google alone on logout when no live provider was ever asked for, as its script cannot be on the page', async () => {
    const { disableGoogleAutoSelect } = await freshLoader()

    disableGoogleAutoSelect()

    expect(disableAutoSelect).not.toHaveBeenCalled()
  })

  it("turns Google's auto-select off on logout once the loaders are in (spec §2 Logout)", async () => {
    const { disableGoogleAutoSelect, loadLiveIdentity } = await freshLoader()
    await loadLiveIdentity()

    disableGoogleAutoSelect()

    expect(disableAutoSelect).toHaveBeenCalledTimes(1)
  })
})
