// The consent banner (docs/adr/0038), drawn by the server outside the app's root only when the operator configured an
// analytics provider, like the chat button (chat-button.ts), so that no page's first-load JavaScript carries it. The
// same HTML for everyone (a drawn page is cached and sent again as it is): the banner at the top of the page, in the
// page's flow so that it covers nothing, hidden until its one inline script (allowed by its hash,
// CONSENT_SCRIPT_HASH) finds no choice in the cookie; and at the page's end a "Cookie settings" disclosure with the
// same two buttons, to change the choice later. Each is a plain form posting to /consent (the server writes the
// cookie), so it works without the script; with it, the choice is posted in place and the banner goes.
import { createHash } from 'node:crypto'
import { pathTo } from '../../src/domain/routes'
import { CONSENT_COOKIE, CONSENT_PATH, consentTexts } from '../../src/domain/consent'
import { escapeHtml } from './html-meta'

export const CONSENT_BANNER_ID = 'oja-consent'
export const CONSENT_SETTINGS_ID = 'oja-consent-settings'
const STATUS_ID = 'oja-consent-status'

/**
 * Shows the banner when the cookie holds no choice; posts a choice in place (the server answers 204 and sets the
 * cookie), then hides the banner, closes the settings and says what was chosen in a live region. A failed post changes
 * nothing, and the shopper can press again.
 */
export const CONSENT_SCRIPT =
  `(function(){var b=document.getElementById('${CONSENT_BANNER_ID}');if(!b)return;` +
  `if(!/(^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))b.hidden=false;` +
  `document.addEventListener('submit',function(e){var f=e.target,c=e.submitter&&e.submitter.value;` +
  `if(!f.hasAttribute||!f.hasAttribute('data-consent')||!c)return;e.preventDefault();` +
  `fetch(f.action,{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'choice='+c})` +
  `.then(function(r){if(!r.ok)return;b.hidden=true;var d=document.getElementById('${CONSENT_SETTINGS_ID}');if(d)d.open=false;` +
  `var s=document.getElementById('${STATUS_ID}');if(s)s.textContent=c==='accept'?` +
  `${JSON.stringify(consentTexts.accepted)}:${JSON.stringify(consentTexts.declined)}})})})()`

/** The consent script's CSP source expression. */
export const CONSENT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CONSENT_SCRIPT).digest('base64')}'`

const BUTTON =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary h-10 px-4 text-sm'

function choiceForm(): string {
  return (
    `<form method="post" action="${CONSENT_PATH}" data-consent class="flex gap-2">` +
    `<button type="submit" name="choice" value="accept" class="${BUTTON} bg-primary text-primary-foreground hover:bg-primary-hover">` +
    `${escapeHtml(consentTexts.accept)}</button>` +
    `<button type="submit" name="choice" value="decline" class="${BUTTON} border border-border-strong bg-surface text-foreground hover:bg-muted">` +
    `${escapeHtml(consentTexts.decline)}</button></form>`
  )
}

function message(): string {
  return (
    `${escapeHtml(consentTexts.message)} ` +
    `<a href="${pathTo('privacy')}" class="font-semibold text-primary underline">${escapeHtml(consentTexts.privacy)}</a>`
  )
}

/** The banner, for the top of the body, before the app's root. */
export function consentBannerHtml(): string {
  return (
    `<section id="${CONSENT_BANNER_ID}" hidden aria-label="${escapeHtml(consentTexts.label)}" ` +
    `class="border-b border-border bg-muted">` +
    `<div class="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-foreground">` +
    `<p class="min-w-0 flex-1 basis-64">${message()}</p>${choiceForm()}</div></section>` +
    `<script>${CONSENT_SCRIPT}</script>`
  )
}

/** The settings, for the end of the body, after the app's root (and before the chat button's space). */
export function consentSettingsHtml(): string {
  return (
    `<details id="${CONSENT_SETTINGS_ID}" class="mx-auto max-w-6xl px-4 py-3 text-sm text-muted-foreground">` +
    `<summary class="cursor-pointer">${escapeHtml(consentTexts.settings)}</summary>` +
    `<div class="flex flex-wrap items-center gap-3 pt-3"><p class="min-w-0 flex-1 basis-64">${message()}</p>${choiceForm()}</div>` +
    `</details><p id="${STATUS_ID}" role="status" class="sr-only"></p>`
  )
}
