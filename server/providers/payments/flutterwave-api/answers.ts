// What the Flutterwave-shaped API that the local fake (fake-flutterwave-api.ts) and the store's sandboxes
// (sandbox-payments.ts, sandbox-wallet.ts) answer has in common: the request as the answering functions take it, and
// the documented envelope, `{ status: 'success', message, data }`, or `{ status: 'error', message, data: null }` with
// an error status.

export interface FlutterwaveRequest {
  method: string
  /** The path under the API's base (`/transactions/1/verify`), without a query. */
  path: string
  /** The query, without its `?` (`data_bundle=1&country=NG`). */
  query?: string
  authorization: string | undefined
  body: unknown
}

export interface FlutterwaveAnswer {
  status: number
  body: unknown
}

export const FLUTTERWAVE_MESSAGES = {
  notFound: 'No transaction was found for this id',
  unauthorized: 'Invalid authorization key',
  refundTooMuch: 'Refund amount cannot be greater than transaction amount',
  badAmount: 'amount must be a number of naira',
  noRoute: 'Route not found',
} as const

export const errorAnswer = (status: number, message: string): FlutterwaveAnswer => ({
  status,
  body: { status: 'error', message, data: null },
})

export const okAnswer = (message: string, data: unknown): FlutterwaveAnswer => ({
  status: 200,
  body: { status: 'success', message, data },
})
