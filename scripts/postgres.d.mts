// Types of scripts/postgres.mjs for the TypeScript that uses it (the server's database fault tests).

export interface PostgresCluster {
  /** postgres://oja@127.0.0.1:<port>/oja */
  url: string
  port: number
  /** Starts the stopped cluster; resolves once it takes connections. */
  start(): Promise<void>
  /** Stops it at once ('immediate'): every open connection is cut. */
  stop(): Promise<void>
  restart(): Promise<void>
  /** Stops it and removes its files. */
  destroy(): void
}

/** The server test files marked `// @postgres: <why>`, which the suite runs again on PostgreSQL. */
export function postgresSuite(root?: string): string[]
export function postgresAvailable(): Promise<boolean>
export function startPostgres(): Promise<PostgresCluster>
export function withPostgres<T>(body: (url: string) => Promise<T>): Promise<T>
