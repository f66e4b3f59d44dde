// A local stand-in for Flutterwave's v3 verify endpoint, for tests: it answers `GET /v3/transactions/{id}/verify` as
// the documentation shows (the envelope, the fields, the error bodies), checks the Bearer secret key, and can be told
// to fail the ways a real network does (a 5xx, an answer too slow, a body that is not the documented one). It
// listens on 127.0.0.1 on a port of the system's choosing and records every request it gets.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'

/** A transaction as Flutterwave keeps it; amounts in naira, as its API sends them. */
export interface FakeTransaction {
  id: number
  tx_ref: string
  amount: number
  charged_amount?: number
  currency?: string
  status?: 'successful' | 'failed' | 'pending'
  customer?: { email: string; name?: string }
}

/** An answer other than the documented one, given once to the next request for that id. */
export type FakeMishap =
  | { kind: 'serverError' }
  | { kind: 'slow'; ms: number }
  | { kind: 'body'; status: number; body: string }

export interface FakeFlutterwaveApi {
  /** The API's base, as FLUTTERWAVE_API_BASE_URL takes it (`http://127.0.0.1:{port}/v3`). */
  baseUrl: string
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[]
  add(transaction: FakeTransaction): void
  /** The next requests for `id` get these answers, one each, before the documented one again. */
  mishap(id: number | string, ...mishaps: FakeMishap[]): void
  close(): Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** The documented `data` of a verify answer (the fields the store reads, and a few it does not). */
function verifiedData(transaction: FakeTransaction) {
  return {
    id: transaction.id,
    tx_ref: transaction.tx_ref,
    flw_ref: `FLW-MOCK-${transaction.id}`,
    device_fingerprint: 'N/A',
    amount: transaction.amount,
    currency: transaction.currency ?? 'NGN',
    charged_amount: transaction.charged_amount ?? transaction.amount,
    app_fee: 1.4,
    merchant_fee: 0,
    processor_response: transaction.status === 'failed' ? 'Declined' : 'Approved',
    auth_model: 'PIN',
    ip: '127.0.0.1',
    narration: 'CARD Transaction ',
    status: transaction.status ?? 'successful',
    payment_type: 'card',
    created_at: '2026-11-24T10:00:00.000Z',
    account_id: 17321,
    card: { first_6digits: '553188', last_4digits: '2950', issuer: 'MASTERCARD CREDIT', country: 'NG', type: 'MASTERCARD', expiry: '09/32' },
    customer: { id: 1, name: transaction.customer?.name ?? 'Ada Obi', phone_number: 'N/A', email: transaction.customer?.email ?? 'ada@example.com', created_at: '2026-11-24T10:00:00.000Z' },
  }
}

export function startFakeFlutterwaveApi({ secretKey }: { secretKey: string }): Promise<FakeFlutterwaveApi> {
  const transactions = new Map<string, FakeTransaction>()
  const mishaps = new Map<string, FakeMishap[]>()
  const requests: FakeFlutterwaveApi['requests'] = []
  const server = createServer((request, response) => {
    const path = request.url ?? ''
    requests.push({ method: request.method ?? '', path, headers: request.headers })
    const match = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(path)
    if (request.method !== 'GET' || !match) return send(response, 404, { status: 'error', message: 'Route not found', data: null })
    const id = decodeURIComponent(match[1] ?? '')
    const mishap = mishaps.get(id)?.shift()
    if (mishap?.kind === 'serverError') return send(response, 500, { status: 'error', message: 'Something went wrong', data: null })
    if (mishap?.kind === 'body') return void response.writeHead(mishap.status, { 'content-type': 'application/json' }).end(mishap.body)
    const answer = () => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) return send(response, 401, { status: 'error', message: 'Invalid authorization key', data: null })
      const transaction = transactions.get(id)
      if (!transaction) return send(response, 404, { status: 'error', message: 'No transaction was found for this id', data: null })
      send(response, 200, { status: 'success', message: 'Transaction fetched successfully', data: verifiedData(transaction) })
    }
    if (mishap?.kind === 'slow') setTimeout(answer, mishap.ms).unref()
    else answer()
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        baseUrl: `http://127.0.0.1:${port}/v3`,
        requests,
        add: (transaction) => void transactions.set(String(transaction.id), transaction),
        mishap: (id, ...next) => void mishaps.set(String(id), [...(mishaps.get(String(id)) ?? []), ...next]),
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections()
            server.close(() => closed())
          }),
      })
    })
  })
}
