// Code the app fetches when it is first needed rather than with the page (ADR 0005, ADR 0006): one download however
// often it is asked for, the module at hand once it has come, and a failed download tried again next time.
import { GENERIC_ERROR } from '@/domain/messages'

export interface LoadOnce<T> {
  load(): Promise<T>
  /** The module once it has arrived; null before. */
  loaded(): T | null
}

export function loadOnce<T>(download: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null
  let module: T | null = null
  return {
    load() {
      loading ??= download().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
    loaded: () => module,
  }
}

/** A press whose code did not download: the browser's words for it mean nothing to a shopper, so they see the generic
 *  text (spec §8) and the console keeps the cause. */
export function reportDroppedDownload(what: string, showError: (message: string) => void): (error: unknown) => void {
  return (error) => {
    console.error(`Loading ${what} failed`, error)
    showError(GENERIC_ERROR)
  }
}
