// Consent to share what a visitor does with the advertising and analytics services the operator configured (Meta's
// Conversions API, Google Analytics 4; docs/adr/0038). The choice is one first-party cookie, written by the server
// only (POST /consent) and read by it when it records an event; the banner's words are here so that the server's
// drawn banner and its tests say the same thing.

/** The cookie that keeps the visitor's choice. */
export const CONSENT_COOKIE = 'oja_consent'

/** How long a choice is kept before the banner asks again: about six months. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 3600

/** Where the banner's form posts the choice (outside /api and the contract, like /get-app: a form, not an API call). */
export const CONSENT_PATH = '/consent'

export type ConsentChoice = 'accept' | 'decline'

/** What the cookie says: an accepted visitor carries an anonymous id of its own (GA4's client_id), nothing else. */
export type Consent = { state: 'accepted'; visitor: string } | { state: 'declined' }

const ACCEPTED = /^accepted\.([A-Za-z0-9-]{16,64})$/

/** The choice a cookie's value records; null for no cookie or one the server did not write. */
export function consentOf(value: string | undefined): Consent | null {
  if (value === 'declined') return { state: 'declined' }
  const accepted = value === undefined ? null : ACCEPTED.exec(value)
  return accepted ? { state: 'accepted', visitor: accepted[1]! } : null
}

/** The cookie's value for a choice; `visitor` is the anonymous id kept for an accepting visitor. */
export function consentCookieValue(consent: Consent): string {
  return consent.state === 'accepted' ? `accepted.${consent.visitor}` : 'declined'
}

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accept' || value === 'decline'
}

export const consentTexts = {
  label: 'Cookies',
  message:
    'May we share what you view, add to your cart and buy with our advertising partners, to measure our ads? Their scripts never run on your device.',
  accept: 'Accept',
  decline: 'Decline',
  privacy: 'Privacy policy',
  settings: 'Cookie settings',
  accepted: 'You accepted.',
  declined: 'You declined.',
} as const
