// Presses on a drawn page before its script is live (ADR 0015). The server draws a page ahead of its script (ADR 0005,
// ADR 0008), so its buttons are on screen seconds before anything can answer them on a slow phone: a few lines of
// inline script (the drawn page's one inline script, server/web/web-pages.ts) keep each press and mark the control as
// taken, and the app presses it again once it has taken the page over (src/app/early-presses.ts).

/** The window property that holds the kept controls, in the order they were pressed. */
export const EARLY_PRESSES_GLOBAL = 'ojaEarlyPresses'

/** The attribute a kept control carries until the app presses it again: the shopper sees the press was taken. */
export const EARLY_PRESS_MARK = 'data-pressed-early'

/** What counts as a press: the controls React answers on click. Links are left alone: they work without the script. */
const PRESSABLE =
  'button,input[type=checkbox],input[type=radio],[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab]'

/**
 * The inline keeper, in the old syntax every browser parses. Until `<html data-app="ready">` (src/app/first-page.tsx)
 * a click on an enabled control is stopped before it reaches the page (nothing could answer it; a checkbox would
 * tick on its own), kept once however often it is pressed in a row, and marked; from then on it lets every click
 * through.
 */
export const EARLY_PRESS_KEEPER =
  `(function(w,d){var q=w.${EARLY_PRESSES_GLOBAL}=[];d.addEventListener('click',function(e){` +
  `if(d.documentElement.getAttribute('data-app')==='ready')return;` +
  `var c=e.target&&e.target.closest&&e.target.closest('${PRESSABLE}');` +
  `if(!c||c.disabled||c.getAttribute('aria-disabled')==='true')return;` +
  `e.preventDefault();e.stopPropagation();if(q[q.length-1]!==c)q.push(c);c.setAttribute('${EARLY_PRESS_MARK}','')},true)})(window,document);`
