// The request's bytes exactly as sent, for the operations that must check a signature of them (Paystack's webhook,
// signed over its body: docs/adr/0041). A route-level preParsing hook reads the body (no more than the route's body
// limit), keeps the bytes on `request.rawBody`, and hands the same bytes on to the usual JSON parser, so every other
// route parses as before and keeps nothing.
import { Readable } from 'node:stream'
import type { preParsingAsyncHookHandler } from 'fastify'
import { DomainError } from '../errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes before parsing; only on the operations in RAW_BODY_OPERATIONS. */
    rawBody?: Buffer
  }
}

/** The operations whose handlers read `request.rawBody`. */
export const RAW_BODY_OPERATIONS: ReadonlySet<string> = new Set(['receivePaystackWebhook'])

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large'

/** Keeps the body's bytes and passes them on unchanged. */
export const keepRawBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const limit = request.routeOptions.bodyLimit
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += bytes.length
    if (size > limit) throw new DomainError('invalid', BODY_TOO_LARGE_MESSAGE)
    chunks.push(bytes)
  }
  const rawBody = Buffer.concat(chunks)
  request.rawBody = rawBody
  const passed = Readable.from([rawBody]) as Readable & { receivedEncodedLength?: number }
  passed.receivedEncodedLength = rawBody.length
  return passed
}
