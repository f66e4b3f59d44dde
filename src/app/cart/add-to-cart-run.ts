// One press of 'Add to cart' run through the add-to-cart machine with the real API. Fetched at the first press
// (./use-add-to-cart), so the product page's first download carries neither the machine nor the calls.
import { createActor } from 'xstate'
import { addToCartMachine, type AddToCartInput } from '@machines/add-to-cart/add-to-cart.machine'
import type { Navigation, Notice } from '@machines/lib/notice'
import type { CartItem } from '@/domain/contract'
import { addToCartActors } from '@/api/cart-actors'

export interface AddToCartWiring {
  openSignIn: () => void
  notify: (notice: Notice) => void
  navigate: (navigation: Navigation) => void
  /** Tells the shopper's lists the server's line. */
  lineAdded: (line: CartItem) => void
  /** Hears whether the add is waiting on the server. */
  onBusy: (busy: boolean) => void
}

/** Runs the machine once; settles when it has finished. */
export function runAddToCart(wiring: AddToCartWiring, input: AddToCartInput): Promise<void> {
  const logic = addToCartMachine.provide({
    actors: addToCartActors(),
    actions: {
      openSignIn: () => wiring.openSignIn(),
      notify: (_, notice) => wiring.notify(notice),
      navigate: (_, navigation) => wiring.navigate(navigation),
      lineAdded: (_, line) => wiring.lineAdded(line),
    },
  })
  return new Promise((resolve) => {
    const actor = createActor(logic, { input })
    actor.subscribe({
      next: (snapshot) => {
        wiring.onBusy(snapshot.hasTag('busy'))
        if (snapshot.status === 'done') resolve()
      },
      error: () => resolve(),
    })
    actor.start()
  })
}
