// Pictures a drawn page shows after its first paint (ADR 0052). A picture left to load lazily is not the page's largest
// paint (those load 'eager', at high priority), yet the browser fetches every lazy one near the screen as soon as the
// page is laid out: on a slow phone they share the link with the largest picture and the style sheet. The server draws
// such a picture with its addresses in the attributes below instead of `src`/`srcset`; the drawn page's loader
// (server/web/web-pages.ts) gives them back once the page has painted, before the app's script is added, so the app
// takes over pictures that already have their addresses.

/** The attribute that holds a later picture's `src`, and the one that holds its `srcset`. */
export const LATER_SRC = 'data-later-src'
export const LATER_SRCSET = 'data-later-srcset'

/** The loader's function that gives every later picture its addresses, in the old syntax every browser parses. */
export const SHOW_LATER_PICTURES =
  `function showLater(){var a=document.querySelectorAll('img[${LATER_SRC}]');for(var i=0;i<a.length;i++){var m=a[i],` +
  `s=m.getAttribute('${LATER_SRCSET}');if(s)m.setAttribute('srcset',s);m.setAttribute('src',m.getAttribute('${LATER_SRC}'));` +
  `m.removeAttribute('${LATER_SRC}');m.removeAttribute('${LATER_SRCSET}')}}`
