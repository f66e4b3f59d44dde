// What the sign-in modal's view reads of its machine's snapshot. Apart from the machine, so that the app reads the modal's
// state on every page while the machine itself comes down at the first intent or press (ADR 0051).
import type { SignInModalSnapshot } from './sign-in-modal.machine'

export const signInModalSelectors = {
  isOpen: (snapshot: SignInModalSnapshot) =>
    snapshot.matches('open') || snapshot.matches('error') || (snapshot.hasTag('busy') && snapshot.context.shown),
  /** The provider whose button spins, while one is being asked. */
  busy: (snapshot: SignInModalSnapshot) => (snapshot.hasTag('busy') ? snapshot.context.provider : null),
  error: (snapshot: SignInModalSnapshot) => (snapshot.matches('error') ? snapshot.context.error : null),
  from: (snapshot: SignInModalSnapshot) => snapshot.context.from,
}
