// A promise and the functions that settle it, for tests that answer a machine's request when they choose
// (Promise.withResolvers is not in Node 20).
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
