// The presses a drawn page kept before its script was live (ADR 0015, src/domain/early-presses.ts), pressed again once
// the app has taken the page over, in the order the shopper made them. A control the app now draws disabled, or no
// longer draws, shows the shopper it is not ready and is not pressed.
import { EARLY_PRESS_MARK, EARLY_PRESSES_GLOBAL } from '@/domain/early-presses'

function isEnabled(control: HTMLElement): boolean {
  return control.isConnected && !control.matches(':disabled') && control.getAttribute('aria-disabled') !== 'true'
}

export function replayEarlyPresses(): void {
  const kept: unknown = Reflect.get(window, EARLY_PRESSES_GLOBAL)
  if (!Array.isArray(kept)) return
  for (const control of kept.splice(0)) {
    if (!(control instanceof HTMLElement)) continue
    control.removeAttribute(EARLY_PRESS_MARK)
    if (isEnabled(control)) control.click()
  }
}
