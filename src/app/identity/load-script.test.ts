import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  appendScriptOnce,
  loadScript,
  ScriptLoadError,
  SCRIPT_POLL_ATTEMPTS,
  SCRIPT_POLL_INTERVAL_MS,
  type ScriptPage,
} from './load-script'

const SRC = 'https://accounts.google.com/gsi/client'

describe('loading an identity script', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('polls up to 100 times at 1000 ms as the spec says', () => {
    expect(SCRIPT_POLL_ATTEMPTS).toBe(100)
    expect(SCRIPT_POLL_INTERVAL_MS).toBe(1000)
  })

  it('resolves at once without adding a script when the global is already there', async () => {
    const insertScript = vi.fn()
    const google = { accounts: {} }
    await expect(loadScript({ src: SRC, ready: () => google, insertScript })).resolves.toBe(google)
    expect(insertScript).not.toHaveBeenCalled()
  })

  it('adds the script once and resolves on the first poll that finds the global', async () => {
    const insertScript = vi.fn()
    const page: { google?: { accounts: object } } = {}
    const loading = loadScript({ src: SRC, ready: () => page.google, insertScript })
    expect(insertScript).toHaveBeenCalledWith(SRC)

    await vi.advanceTimersByTimeAsync(3 * SCRIPT_POLL_INTERVAL_MS)
    page.google = { accounts: {} }
    let settled = false
    void loading.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(SCRIPT_POLL_INTERVAL_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(loading).resolves.toBe(page.google)
    expect(insertScript).toHaveBeenCalledTimes(1)
  })

  it('gives up after the 100th check, 100 seconds in, and checks no more', async () => {
    const ready = vi.fn(() => undefined)
    const loading = loadScript({ src: SRC, ready, insertScript: vi.fn() })
    const failure = expect(loading).rejects.toBeInstanceOf(ScriptLoadError)

    await vi.advanceTimersByTimeAsync(99 * SCRIPT_POLL_INTERVAL_MS)
    // One check before loading started, then one per second.
    expect(ready).toHaveBeenCalledTimes(1 + 99)
    await vi.advanceTimersByTimeAsync(SCRIPT_POLL_INTERVAL_MS)
    await failure
    expect(ready).toHaveBeenCalledTimes(1 + 100)
    await vi.advanceTimersByTimeAsync(10 * SCRIPT_POLL_INTERVAL_MS)
    expect(ready).toHaveBeenCalledTimes(1 + 100)
  })

  it('uses the timers it is given', async () => {
    const pending: (() => void)[] = []
    const timers = { setTimeout: vi.fn((callback: () => void) => pending.push(callback)), clearTimeout: vi.fn() }
    const page: { AppleID?: object } = {}
    const loading = loadScript({
      src: 'apple.js',
      ready: () => page.AppleID,
      attempts: 3,
      interval: 250,
      timers,
      insertScript: vi.fn(),
    })
    expect(timers.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 250)
    pending.shift()!()
    page.AppleID = { auth: {} }
    pending.shift()!()
    await expect(loading).resolves.toBe(page.AppleID)
  })

  it('stops polling and rejects when cancelled', async () => {
    const ready = vi.fn(() => undefined)
    const controller = new AbortController()
    const loading = loadScript({ src: SRC, ready, insertScript: vi.fn(), signal: controller.signal })
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_POLL_INTERVAL_MS)
    controller.abort()
    await expect(loading).rejects.toThrow('cancelled')
    const checks = ready.mock.calls.length
    await vi.advanceTimersByTimeAsync(5 * SCRIPT_POLL_INTERVAL_MS)
    expect(ready).toHaveBeenCalledTimes(checks)
  })
})

/** A page's script tags, enough for appendScriptOnce: tags can fail to download and be removed. */
function fakePage() {
  const scripts: FakeScript[] = []
  class FakeScript {
    src = ''
    async = false
    defer = false
    private onError: (() => void) | null = null
    getAttribute(name: string) {
      return name === 'src' ? this.src : null
    }
    addEventListener(type: string, listener: () => void) {
      if (type === 'error') this.onError = listener
    }
    remove() {
      scripts.splice(scripts.indexOf(this), 1)
    }
    failToDownload() {
      this.onError?.()
    }
  }
  const page: ScriptPage<FakeScript> = {
    get scripts() {
      return [...scripts]
    },
    createScript: () => new FakeScript(),
    appendToHead: (script) => {
      scripts.push(script)
    },
  }
  return { page, scripts }
}

describe('adding a script tag', () => {
  it('adds one async tag per src, however many times it is asked', () => {
    const { page, scripts } = fakePage()
    appendScriptOnce(SRC, page)
    appendScriptOnce(SRC, page)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatchObject({ src: SRC, async: true, defer: true })
  })

  it('takes a tag that failed to download away, so that the next attempt downloads the script again', () => {
    const { page, scripts } = fakePage()
    appendScriptOnce(SRC, page)
    scripts[0]!.failToDownload()
    expect(scripts).toHaveLength(0)

    appendScriptOnce(SRC, page)
    expect(scripts).toHaveLength(1)
  })
})
