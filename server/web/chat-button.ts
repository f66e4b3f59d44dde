// The chat button on every store page (docs/adr/0036): drawn by the server outside the app's root, so that no page's
// first-load JavaScript carries any of live chat. Its one inline script (allowed by its hash, CHAT_BUTTON_SCRIPT_HASH)
// imports the panel's own module (src/app/chat/chat-entry.tsx) at the first press; that module then opens the panel
// and takes the button's presses over (it marks the button `data-live`).
import { createHash } from 'node:crypto'
import { CHAT_BUTTON_ID, chatTexts } from '../../src/domain/chat'
import { escapeHtml } from './html-meta'

/**
 * Imports the panel's module at a press while it has not taken the button over. The button is busy meanwhile; when the
 * module cannot be fetched (offline), it is not, and the next press tries again.
 */
export const CHAT_BUTTON_SCRIPT =
  `(function(){var b=document.getElementById('${CHAT_BUTTON_ID}');if(!b)return;` +
  `b.addEventListener('click',function(){if(b.dataset.live)return;b.setAttribute('aria-busy','true');` +
  `import(b.dataset.src).catch(function(){b.removeAttribute('aria-busy')})})})()`

/** The chat button script's CSP source expression. */
export const CHAT_BUTTON_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CHAT_BUTTON_SCRIPT).digest('base64')}'`

/**
 * The button, a space as tall as it under the page (so that it never covers the last of a page, a cart's or a form's
 * buttons, when scrolled to the end), and its script; `src` is the panel module's address.
 */
export function chatButtonHtml(src: string): string {
  return (
    `<div aria-hidden="true" class="h-20"></div>` +
    `<button id="${CHAT_BUTTON_ID}" type="button" aria-haspopup="dialog" aria-expanded="false" ` +
    `data-src="${escapeHtml(src)}" class="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full ` +
    `bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-2 ` +
    `focus-visible:outline-offset-2 focus-visible:outline-primary">` +
    `${escapeHtml(chatTexts.button)}</button>` +
    `<script>${CHAT_BUTTON_SCRIPT}</script>`
  )
}
