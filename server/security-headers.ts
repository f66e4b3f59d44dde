// Security headers on every answer (issue 10, ADR 0007), as helmet writes them: a strict Content-Security-Policy
// (scripts from the store itself, the inline loader a drawn page carries and the chat button's, by their hashes, and the script
// origins of the real providers that are on), nosniff, a Referrer-Policy, no framing by anyone, and HSTS when the
// store's public address is https. Helmet works the headers out once, when the store starts, and each answer is given
// them as they are: @fastify/helmet built helmet's middleware, the policy parsed and written, anew for every request,
// 3 % of the store's time under load (docs/adr/0048).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { PROVIDER_SCRIPTS, type ScriptProvider } from '../src/domain/provider-scripts'
import { LOADER_SCRIPT_HASH } from './web/web-pages'
import { CHAT_BUTTON_SCRIPT_HASH } from './web/chat-button'
import { CONSENT_SCRIPT_HASH } from './web/consent-banner'
import { TYPEFACE_SCRIPT_HASH } from './web/web-pages'

export interface SecurityHeadersOptions {
  /** The store's public origin (server/config.ts PUBLIC_URL). */
  publicUrl: string
  /** The real providers whose scripts the web app loads (a sandbox loads none). */
  providers: ScriptProvider[]
  /** Whether store pages carry the consent banner's script (an analytics provider is configured; docs/adr/0038). */
  consentBanner?: boolean
}

const originOf = (url: string) => new URL(url).origin

/**
 * The real providers that are on, from whether each one is: every provider with a script must be named, so one added to
 * PROVIDER_SCRIPTS cannot be forgotten here (its page parts would be refused by the policy the day its keys are set).
 * Identity is live with a client id, card payment with the Flutterwave keys; a sandbox loads only the store's scripts.
 */
export function liveScriptProviders(live: Record<ScriptProvider, boolean>): ScriptProvider[] {
  return (Object.keys(PROVIDER_SCRIPTS) as ScriptProvider[]).filter((provider) => live[provider])
}

/** The policy's directives: what a page may load, and from where. */
export function contentSecurityDirectives({ publicUrl, providers, consentBanner }: SecurityHeadersOptions) {
  const scripts = providers.map((provider) => PROVIDER_SCRIPTS[provider])
  const frames = scripts.flatMap((script) => script.frame)
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      TYPEFACE_SCRIPT_HASH,
      LOADER_SCRIPT_HASH,
      CHAT_BUTTON_SCRIPT_HASH,
      ...(consentBanner ? [CONSENT_SCRIPT_HASH] : []),
      ...scripts.map((script) => originOf(script.src)),
    ],
    scriptSrcAttr: ["'none'"],
    // Style sheets from the store (and a provider's). Inline styles are allowed, scripts are not: the drawn pages
    // carry style attributes (React writes some), and the dialogs' scroll lock injects a <style> element.
    styleSrc: ["'self'", "'unsafe-inline'", ...scripts.flatMap((script) => script.style)],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...scripts.flatMap((script) => script.connect)],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  }
}

/** A file (a script, a style sheet, a picture): no document runs in it, so the document headers would only add bytes
 *  to every one of a page's files on a slow link (Lighthouse counts them). It keeps nosniff and its resource policy. */
const FILE_HEADERS = { contentSecurityPolicy: false, referrerPolicy: false, xFrameOptions: false } as const

/** A route path that names a file. */
const FILE_PATH = /\.[a-z0-9]+$/i

/** The headers helmet sets with these options, as [name, value] pairs, worked out once (its middleware reads nothing of
 *  the request with a policy of fixed directives). */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>()
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value))
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase())
    },
  }
  helmet(options)({} as IncomingMessage, response as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return [...headers]
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https:')
  const configuration: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    // No opener policy: it puts every page load in a new browsing context group, which measured 10-30 ms more
    // main-thread work per load on a slow phone (ADR 0007), and Google's and Apple's sign-in windows need the opener.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Headers for browsers long gone, or that no current browser reads: bytes on every answer for nothing.
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }
  const documentHeaders = helmetHeaders(configuration)
  const fileHeaders = helmetHeaders({ ...configuration, ...FILE_HEADERS })
  // Set on the raw response, as helmet sets them, so an answer written by hand (a stream) has them too; the answer for
  // no route (404) is a document's.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url
    for (const [name, value] of url !== undefined && FILE_PATH.test(url) ? fileHeaders : documentHeaders)
      reply.raw.setHeader(name, value)
    done()
  })
}
