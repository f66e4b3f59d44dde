// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string
      path: string
      headers?: Record<string, string>
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      workers?: number
      /** Seconds before a request counts as timed out (10 by default). */
      timeout?: number
      /** Requests a second across all connections (per worker). */
      overallRate?: number
      /** With workers: the absolute path of a CommonJS module exporting `(client) => void`, run for each connection. */
      setupClient?: string
      /** Sent in turn on each connection. */
      requests?: Request[]
    }
    interface Histogram {
      average: number
      total: number
      p50: number
      p99: number
      max: number
    }
    interface Result {
      requests: Histogram
      latency: Histogram
      non2xx: number
      /** Every failed request, timeouts included. */
      errors: number
      timeouts: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}
