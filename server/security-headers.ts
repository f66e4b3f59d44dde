// Security headers on every answer (issue 10, ADR 0007), through @fastify/helmet: a strict Content-Security-Policy
// (scripts from the store itself, the inline loader a drawn page carries and the chat button's, by their hashes, and the script
// origins of the real providers that are on), nosniff, a Referrer-Policy, no framing by anyone, and HSTS when the
// store's public address is https.
import type { FastifyInstance } from 'fastify'
import fastifyHelmet from '@fastify/helmet'
import { PROVIDER_SCRIPTS, type ScriptProvider } from '../src/domain/provider-scripts'
import { LOADER_SCRIPT_HASH } from './web/web-pages'
import { CHAT_BUTTON_SCRIPT_HASH } from './web/chat-button'
import { CONSENT_SCRIPT_HASH } from './web/consent-banner'

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

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https:')
  // Before the file routes are registered: each route whose path names a file gets the file headers.
  app.addHook('onRoute', (route) => {
    if (/\.[a-z0-9]+$/i.test(route.url)) route.helmet = FILE_HEADERS
  })
  await app.register(fastifyHelmet, {
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
  })
}
