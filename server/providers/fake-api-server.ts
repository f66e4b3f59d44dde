// The HTTP side every local fake of an outside service shares (Flutterwave, Paystack, Termii, Meta, GA4): a server
// on a free loopback port that reads each request's body whole and hands the request to the fake's own answer.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'

export interface FakeRequest {
  method: string
  /** The path with its query, as sent. */
  path: string
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text ('' when none). */
  body: string
}

export interface FakeApiServer {
  /** http://127.0.0.1:<port> */
  origin: string
  /** Stops listening and cuts the connections still open. */
  close(): Promise<void>
}

export function listenFakeApi(
  answer: (request: FakeRequest, response: ServerResponse) => void,
): Promise<FakeApiServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () =>
      answer(
        {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        },
        response,
      ),
    )
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections()
            server.close(() => closed())
          }),
      })
    })
  })
}

/** Answers with `body` as JSON. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
