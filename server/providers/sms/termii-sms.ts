// Texts through Termii's "Send message" API (POST {base}/api/sms/send): JSON with the API key in the body, the number in
// the international form Termii asks for (234XXXXXXXXXX), the registered sender ID, a plain message on the configured
// route. One try with a time limit: a text Termii may have sent is never sent again by this side, so a timeout or a
// refusal is a TermiiSmsError for the caller to log. No failure carries the key.
import { isCompletePhone, normalisePhone } from '../../../src/domain/phone'
import type { TermiiConfig } from '../../config'
import type { SmsSender } from './sms'
import { isRecord, parsedJson } from '../json-values'

export class TermiiSmsError extends Error {
  override readonly name = 'TermiiSmsError'
}

export interface TermiiSmsOptions extends TermiiConfig {
  /** How long one send may take, answer included. */
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

export const TERMII_SEND_PATH = '/api/sms/send'
const SHOWN_ANSWER = 200

/** A Nigerian mobile number as Termii takes it: 234 and the ten digits after the leading 0. */
export function termiiNumber(phone: string): string {
  const local = normalisePhone(phone)
  if (!isCompletePhone(local)) throw new TermiiSmsError('The number is not a complete Nigerian mobile number')
  return `234${local.slice(1)}`
}

export function termiiSms(options: TermiiSmsOptions): SmsSender {
  const { apiKey, senderId, baseUrl, channel, timeoutMs = 10_000, fetch: send = globalThis.fetch } = options
  /** Termii's words, cut short and with the key taken out should an answer ever echo it. */
  const said = (text: string) => text.split(apiKey).join('[key]').slice(0, SHOWN_ANSWER)

  return {
    kind: 'termii',
    async send(message) {
      const to = termiiNumber(message.to)
      let response: Response
      let answer: string
      try {
        response = await send(`${baseUrl}${TERMII_SEND_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ to, from: senderId, sms: message.body, type: 'plain', channel, api_key: apiKey }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        answer = await response.text()
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        throw new TermiiSmsError(
          timedOut ? `Termii did not answer within ${timeoutMs} ms` : 'Termii could not be reached',
          { cause: error },
        )
      }
      const body = parsedJson(answer)
      if (!response.ok) {
        const words = isRecord(body) && typeof body.message === 'string' ? body.message : answer
        throw new TermiiSmsError(`Termii refused the text (${response.status}): ${said(words)}`)
      }
      if (!isRecord(body) || (typeof body.message_id !== 'string' && typeof body.message_id !== 'number'))
        throw new TermiiSmsError(`Termii's answer has no message_id: ${said(answer)}`)
    },
  }
}
