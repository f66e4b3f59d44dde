// Loads an outside script (Google Identity Services, Sign in with Apple JS, the card checkout) and waits for the
// global it defines: spec §7 polls the identity scripts up to 100 times at 1000 ms before giving up; each caller may
// give its own count (spec §9: the payment script 3 times at 1 s).

export const SCRIPT_POLL_ATTEMPTS = 100
export const SCRIPT_POLL_INTERVAL_MS = 1000

export interface ScriptTimers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface LoadScriptOptions<T> {
  src: string
  /** The provider's global once its script has run; null or undefined until then. */
  ready: () => T | null | undefined
  attempts?: number
  interval?: number
  timers?: ScriptTimers
  /** Adds the script to the page; the default appends one async <script> per src. */
  insertScript?: (src: string) => void
  signal?: AbortSignal
}

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError'
}

const browserTimers: ScriptTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** What appendScriptOnce does with a script tag. */
export interface ScriptTag {
  src: string
  async: boolean
  defer: boolean
  getAttribute(name: string): string | null
  addEventListener(type: 'error', listener: () => void, options: { once: true }): void
  remove(): void
}

/** The page's script tags as appendScriptOnce reads and adds them: the document's, or a stand-in in tests. */
export interface ScriptPage<Tag extends ScriptTag> {
  readonly scripts: ArrayLike<Pick<ScriptTag, 'getAttribute'>>
  createScript(): Tag
  appendToHead(tag: Tag): void
}

const documentPage: ScriptPage<HTMLScriptElement> = {
  get scripts() {
    return document.scripts
  },
  createScript: () => document.createElement('script'),
  appendToHead(tag) {
    document.head.appendChild(tag)
  },
}

/** One tag per src, however many buttons ask for it. A tag whose download failed is taken away again, so that a
 *  later attempt (a Retry button) downloads the script anew instead of polling for a global that never comes. */
export function appendScriptOnce(src: string, page: ScriptPage<ScriptTag> = documentPage): void {
  const existing = Array.from(page.scripts).some((script) => script.getAttribute('src') === src)
  if (existing) return
  const script = page.createScript()
  script.src = src
  script.async = true
  script.defer = true
  script.addEventListener('error', () => script.remove(), { once: true })
  page.appendToHead(script)
}

export function loadScript<T>({
  src,
  ready,
  attempts = SCRIPT_POLL_ATTEMPTS,
  interval = SCRIPT_POLL_INTERVAL_MS,
  timers = browserTimers,
  insertScript = appendScriptOnce,
  signal,
}: LoadScriptOptions<T>): Promise<T> {
  const loaded = ready()
  if (loaded) return Promise.resolve(loaded)
  if (signal?.aborted) return Promise.reject(new ScriptLoadError(`Loading ${src} was cancelled`))
  insertScript(src)
  return new Promise<T>((resolve, reject) => {
    let polls = 0
    let handle: unknown
    const stop = () => {
      timers.clearTimeout(handle)
      signal?.removeEventListener('abort', abort)
    }
    function abort() {
      stop()
      reject(new ScriptLoadError(`Loading ${src} was cancelled`))
    }
    function poll() {
      polls += 1
      const value = ready()
      if (value) {
        stop()
        resolve(value)
      } else if (polls >= attempts) {
        stop()
        reject(new ScriptLoadError(`${src} did not load after ${attempts} checks`))
      } else {
        handle = timers.setTimeout(poll, interval)
      }
    }
    signal?.addEventListener('abort', abort)
    handle = timers.setTimeout(poll, interval)
  })
}
