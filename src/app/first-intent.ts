// A shopper's first touch, key, pointer movement or focus: the moment to fetch code that only an interaction
// needs (the sign-in modal, the size picker of a drawn page), so a visit that only looks costs nothing and the
// code is on its way before the interaction lands.

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

let intended = false

/** Runs `task` at the first intent (at once if there has been one); returns a function that cancels it. */
export function onFirstIntent(task: () => void): () => void {
  if (intended) {
    task()
    return () => {}
  }
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, run, true))
  function run() {
    intended = true
    stop()
    task()
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  return stop
}

/** Resolves at the first intent. */
export function firstIntent(): Promise<void> {
  return new Promise((resolve) => onFirstIntent(resolve))
}
