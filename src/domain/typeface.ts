// When a page is drawn in the store's typeface (docs/adr/0053, after ADR 0016). A browser that has the face in its
// cache draws every page in it from the first paint; a first visit is drawn in the machine's own face, so that the
// 36 KB file does not share a slow link with the page and its pictures, fetches the face a moment after the page has
// loaded, and draws its next visit's pages in it. A page is never redrawn in another face while the shopper reads it.
// The page's head carries TYPEFACE_SCRIPT (index.html, by vite.config.ts; its hash is in the Content-Security-Policy)
// and the style sheet draws in Inter only under TYPEFACE_CLASS (globals.css).

/** On <html>: the store's face is drawn. */
export const TYPEFACE_CLASS = 'typeface'

/** In local storage: this browser has the store's face in its cache. */
export const TYPEFACE_KEY = 'oja:typeface'

/** How long after the page's load a first visit fetches the face: after the page's script, which the loader fetches
 *  once the page is on screen (server/web/web-pages.ts). */
export const TYPEFACE_FETCH_DELAY_MS = 1_000

/** Sets TYPEFACE_CLASS before the first paint when the browser has the face; otherwise fetches the face (without
 *  drawing it) once the page has loaded, and marks the browser as having it. A browser that refuses local storage is
 *  treated as a first visit each time. */
export const TYPEFACE_SCRIPT =
  `try{var r=document.documentElement;if(localStorage.getItem('${TYPEFACE_KEY}'))r.classList.add('${TYPEFACE_CLASS}');` +
  `else if(document.fonts)addEventListener('load',function(){setTimeout(function(){` +
  `document.fonts.load('400 1em Inter').then(function(f){if(f.length)localStorage.setItem('${TYPEFACE_KEY}','1')},function(){})` +
  `},${TYPEFACE_FETCH_DELAY_MS})})}catch(e){}`
