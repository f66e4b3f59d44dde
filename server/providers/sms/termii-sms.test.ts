// The Termii adapter against a local fake of its "Send message" API (no network): the request as documented, the
// number in Termii's form, each way a send can fail, and the API key kept out of every failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTermiiApi, type FakeTermiiApi } from './fake-termii-api'
import { termiiNumber, termiiSms, TermiiSmsError, type TermiiSmsOptions } from './termii-sms'

const API_KEY = 'TLkey-0a1b2c3d4e5f6a7b8c9d'

let api: FakeTermiiApi

beforeAll(async () => {
  api = await startFakeTermiiApi({ apiKey: API_KEY })
})

afterAll(async () => {
  await api?.close()
})

function sms(options: Partial<TermiiSmsOptions> = {}) {
  return termiiSms({
    apiKey: API_KEY,
    senderId: 'Oja',
    baseUrl: api.baseUrl,
    channel: 'dnd',
    timeoutMs: 5000,
    ...options,
  })
}

async function refusal(promise: Promise<unknown>): Promise<TermiiSmsError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TermiiSmsError)
  for (let link: unknown = error; link instanceof Error; link = link.cause) {
    expect(`${link.message} ${link.stack ?? ''}`).not.toContain(API_KEY)
  }
  return error as TermiiSmsError
}

describe('the Termii adapter', () => {
  it('sends a plain text from the sender ID on the configured route, the number as 234XXXXXXXXXX', async () => {
    const before = api.texts.length
    await sms().send({ to: '0803 123 4567', body: 'Your order is on its way.' })
    await sms({ channel: 'generic' }).send({ to: '+234 805 000 1111', body: 'Ready for pickup.' })
    expect(api.texts.slice(before)).toEqual([
      expect.objectContaining({ to: '2348031234567', from: 'Oja', sms: 'Your order is on its way.', channel: 'dnd' }),
      expect.objectContaining({ to: '2348050001111', from: 'Oja', sms: 'Ready for pickup.', channel: 'generic' }),
    ])
    const request = api.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', path: '/api/sms/send' })
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ type: 'plain', api_key: API_KEY })
  })

  it('is the live provider', () => {
    expect(sms().kind).toBe('termii')
  })

  it('normalises a Nigerian number and refuses one that is not complete, before any request', async () => {
    expect(termiiNumber('08031234567')).toBe('2348031234567')
    expect(termiiNumber('2348031234567')).toBe('2348031234567')
    expect(termiiNumber('+234-803-123-4567')).toBe('2348031234567')
    const before = api.requests.length
    for (const to of ['0803123456', '', '12345678901', '080312345678']) {
      await refusal(sms().send({ to, body: 'x' }))
    }
    expect(api.requests.length).toBe(before)
  })

  it("names Termii's refusal for a wrong key, with its status and words, and never the key", async () => {
    const error = await refusal(sms({ apiKey: 'TLwrong' }).send({ to: '08031234567', body: 'x' }))
    expect(error.message).toBe('Termii refused the text (401): Unauthenticated')
  })

  it("names Termii's words for a field it refuses", async () => {
    const error = await refusal(sms({ senderId: 'AB' }).send({ to: '08031234567', body: 'x' }))
    expect(error.message).toBe('Termii refused the text (400): Sender ID must be between 3 and 11 characters.')
  })

  it('fails clearly on a 5xx, a body that is not JSON and an answer without a message id, sending once each', async () => {
    api.mishap(
      { kind: 'serverError' },
      { kind: 'body', status: 502, body: '<html>Bad gateway</html>' },
      { kind: 'body', status: 200, body: `{"message":"Insufficient balance ${API_KEY}"}` },
    )
    const before = api.requests.length
    expect((await refusal(sms().send({ to: '08031234567', body: 'x' }))).message).toBe(
      'Termii refused the text (500): Server Error',
    )
    expect((await refusal(sms().send({ to: '08031234567', body: 'x' }))).message).toBe(
      'Termii refused the text (502): <html>Bad gateway</html>',
    )
    expect((await refusal(sms().send({ to: '08031234567', body: 'x' }))).message).toMatch(/has no message_id/)
    expect(api.requests.length).toBe(before + 3)
  })

  it('gives up after its time limit, and on an address nothing answers', async () => {
    api.mishap({ kind: 'slow', ms: 1500 })
    expect((await refusal(sms({ timeoutMs: 100 }).send({ to: '08031234567', body: 'x' }))).message).toBe(
      'Termii did not answer within 100 ms',
    )
    expect((await refusal(sms({ baseUrl: 'http://127.0.0.1:9' }).send({ to: '08031234567', body: 'x' }))).message).toBe(
      'Termii could not be reached',
    )
  })
})
