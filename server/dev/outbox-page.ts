// GET /dev/outbox: the sandbox mail and SMS providers' outboxes as a plain page, so a person on a fresh machine can
// read the verification code the store "emailed" and the texts it "sent". Served only while mail or texts go to a
// sandbox (no SMTP, no Termii configured), each section only for its sandbox, and only to this machine: it shows every
// code the store sent, so a request from elsewhere, or one a proxy forwarded (even from this machine), gets a 404
// (ADR 0007).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isLoopback } from '../config'
import { envelope, NOT_FOUND_MESSAGE } from '../errors'
import type { OutboxMessage, OutboxRepo } from '../db/repos/outbox.repo'
import type { OutboxText, SmsOutboxRepo } from '../db/repos/sms-outbox.repo'

export const OUTBOX_PAGE_PATH = '/dev/outbox'
const SHOWN = 50

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function renderMessage(message: OutboxMessage): string {
  return `<article data-slot="outbox-message">
  <h2 data-slot="outbox-message-subject">${escapeHtml(message.subject)}</h2>
  <p data-slot="outbox-message-meta">To <strong data-slot="outbox-message-to">${escapeHtml(message.to)}</strong>, <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toUTCString())}</time></p>
  <pre data-slot="outbox-message-body">${escapeHtml(message.text)}</pre>
</article>`
}

function renderText(text: OutboxText): string {
  return `<article data-slot="outbox-text">
  <p data-slot="outbox-text-meta">To <strong data-slot="outbox-text-to">${escapeHtml(text.to)}</strong>, <time datetime="${text.createdAt.toISOString()}">${escapeHtml(text.createdAt.toUTCString())}</time></p>
  <pre data-slot="outbox-text-body">${escapeHtml(text.body)}</pre>
</article>`
}

function renderEmails(messages: OutboxMessage[], to: string | undefined): string {
  return `<section data-slot="outbox-emails" aria-labelledby="outbox-emails">
<h2 id="outbox-emails">Emails</h2>
<p>No mail server is configured, so the store keeps its emails here instead of sending them (newest first, ${SHOWN} at most).</p>
<form method="get" action="${OUTBOX_PAGE_PATH}">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
  <button type="submit">Show</button>
  <a href="${OUTBOX_PAGE_PATH}">All</a>
</form>
${messages.length === 0 ? '<p data-slot="outbox-empty">No emails yet.</p>' : messages.map(renderMessage).join('\n')}
</section>`
}

function renderTexts(texts: OutboxText[]): string {
  return `<section data-slot="outbox-texts" aria-labelledby="outbox-texts">
<h2 id="outbox-texts">Texts</h2>
<p>No SMS provider is configured, so the store keeps its texts here instead of sending them (newest first, ${SHOWN} at most).</p>
${texts.length === 0 ? '<p data-slot="outbox-texts-empty">No texts yet.</p>' : texts.map(renderText).join('\n')}
</section>`
}

function renderOutboxPage(
  messages: OutboxMessage[] | undefined,
  texts: OutboxText[] | undefined,
  to: string | undefined,
): string {
  const filter = to ? ` to ${escapeHtml(to)}` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Oja sandbox outbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.3rem; margin: 2rem 0 .25rem; }
  article h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  pre { white-space: pre-wrap; font: inherit; background: #f3f4f6; padding: .75rem; border-radius: .25rem; }
  label, input, button { font: inherit; }
</style>
</head>
<body>
<main>
<h1>Sandbox outbox${filter}</h1>
${messages ? renderEmails(messages, to) : ''}
${texts ? renderTexts(texts) : ''}
</main>
</body>
</html>
`
}

/** A request made on this machine and not passed on by a proxy, which would make anyone's request look local. */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some(
    (header) => request.headers[header] !== undefined,
  )
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  return !forwarded && isLoopback(address)
}

/** The outboxes to show: the mail outbox while mail goes to the sandbox, the SMS outbox while texts do. */
export interface SandboxOutboxes {
  mail?: OutboxRepo
  sms?: SmsOutboxRepo
}

export function registerOutboxPage(app: FastifyInstance, outboxes: SandboxOutboxes): void {
  // No schema on this page: a repeated ?to= arrives as a list, and is ignored.
  app.get<{ Querystring: { to?: string | string[] } }>(OUTBOX_PAGE_PATH, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
    const query = request.query
    const to = typeof query.to === 'string' && query.to.trim() !== '' ? query.to.trim() : undefined
    const messages = await outboxes.mail?.list({ ...(to ? { to } : {}), limit: SHOWN })
    const texts = await outboxes.sms?.list({ limit: SHOWN })
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(messages, texts, to))
  })
}
