// The HTTP status an API failure carries (src/api's ApiError), read without importing the client: machines decide by it
// (a 403 is 'not for you', not a failure to log).
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status
}
