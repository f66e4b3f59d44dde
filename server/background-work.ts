// Work a request starts and does not wait for (a password-reset code's lookup and email, which must not change the
// answer's time: docs/adr/0025). Each piece's failure is logged; closing the app and tests wait for what is running.
export interface BackgroundWork {
  /** Starts `work` once the current request's reply is on its way; a failure is logged with `what`. */
  run(what: string, work: () => Promise<void>): void
  /** Resolves once everything started so far (and anything it started) has finished. */
  idle(): Promise<void>
}

export function backgroundWork(log: { error(details: object, message: string): void }): BackgroundWork {
  const running = new Set<Promise<void>>()
  return {
    run(what, work) {
      // After the handler's promise settles and the reply is written: nothing of the work can delay it.
      const piece: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, what))
        .finally(() => running.delete(piece))
      running.add(piece)
    },

    async idle() {
      while (running.size > 0) await Promise.all([...running])
    },
  }
}
