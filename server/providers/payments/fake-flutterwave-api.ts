// A local stand-in for Flutterwave's v3 transaction API, for tests: it answers `GET /v3/transactions/{id}/verify` and
// `POST /v3/transactions/{id}/refund` as the documentation shows (flutterwave-api.ts: the envelope, the fields, the
// error bodies), checks the Bearer secret key, and can be told to fail the ways a real network does (a 5xx, an answer
// too slow, a body that is not the documented one). It listens on 127.0.0.1 on a port of the system's choosing and
// records every request it gets.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import { nairaToKobo } from '../../../src/domain/money'
import { answerFlutterwave, type FlutterwaveLedger, type FlutterwaveTransaction } from './flutterwave-api'

export type FakeTransaction = FlutterwaveTransaction

/** An answer other than the documented one, given once to the next request for that id. */
export type FakeMishap =
  | { kind: 'asDocumented' }
  | { kind: 'serverError' }
  | { kind: 'slow'; ms: number }
  | { kind: 'body'; status: number; body: string }

export interface FakeFlutterwaveApi {
  /** The API's base, as FLUTTERWAVE_API_BASE_URL takes it (`http://127.0.0.1:{port}/v3`). */
  baseUrl: string
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[]
  add(transaction: FakeTransaction): void
  /** How much of a transaction has been refunded, in kobo. */
  refundedKobo(id: number | string): number
  /** The next requests for `id` get these answers, one each, before the documented one again. */
  mishap(id: number | string, ...mishaps: FakeMishap[]): void
  close(): Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function parsed(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

export function startFakeFlutterwaveApi({ secretKey }: { secretKey: string }): Promise<FakeFlutterwaveApi> {
  const transactions = new Map<string, FakeTransaction>()
  const refunded = new Map<string, number>()
  const mishaps = new Map<string, FakeMishap[]>()
  const requests: FakeFlutterwaveApi['requests'] = []
  let refunds = 0
  const ledger: FlutterwaveLedger = {
    secretKey,
    find: async (id) => transactions.get(id),
    async refund(id, amountKobo) {
      const transaction = transactions.get(id)
      if (!transaction) return { outcome: 'notFound' }
      const paidKobo = nairaToKobo(transaction.amount)
      const before = refunded.get(id) ?? 0
      const refundKobo = amountKobo ?? paidKobo - before
      if (refundKobo <= 0 || before + refundKobo > paidKobo) return { outcome: 'tooMuch' }
      refunded.set(id, before + refundKobo)
      refunds += 1
      return { outcome: 'refunded', refundId: 9_000 + refunds, refundedKobo: refundKobo, transaction }
    },
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({ method: request.method ?? '', path, headers: request.headers, body })
      const id = decodeURIComponent(/^\/v3\/transactions\/([^/]+)\//.exec(path)?.[1] ?? '')
      const mishap = mishaps.get(id)?.shift()
      if (mishap?.kind === 'serverError') return send(response, 500, { status: 'error', message: 'Something went wrong', data: null })
      if (mishap?.kind === 'body') return void response.writeHead(mishap.status, { 'content-type': 'application/json' }).end(mishap.body)
      const answer = async () => {
        const relative = path.startsWith('/v3/') ? path.slice('/v3'.length) : path
        const { status, body: answered } = await answerFlutterwave(
          { method: request.method ?? '', path: relative, authorization: request.headers.authorization, body: parsed(body) },
          ledger,
        )
        send(response, status, answered)
      }
      if (mishap?.kind === 'slow') setTimeout(() => void answer(), mishap.ms).unref()
      else void answer()
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        baseUrl: `http://127.0.0.1:${port}/v3`,
        requests,
        add: (transaction) => void transactions.set(String(transaction.id), transaction),
        refundedKobo: (id) => refunded.get(String(id)) ?? 0,
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
