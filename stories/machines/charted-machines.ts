// The machines a screen story can chart beside itself, by machine id: a screen story names its machine in
// `parameters.stateChart = { machine: 'otp', slot: 'verification-screen' }` without importing it.
import type { AnyStateMachine } from 'xstate'
import { addToCartMachine } from '@machines/add-to-cart/add-to-cart.machine'
import { addressFormMachine } from '@machines/address-form/address-form.machine'
import { addressesMachine } from '@machines/addresses/addresses.machine'
import { appPromoModalMachine } from '@machines/app-promo-modal/app-promo-modal.machine'
import { cartMachine } from '@machines/cart/cart.machine'
import { checkoutMachine } from '@machines/checkout/checkout.machine'
import { availabilityRequestMachine } from '@machines/availability-request/availability-request.machine'
import { buyAirtimeMachine } from '@machines/buy-airtime/buy-airtime.machine'
import { buyDataMachine } from '@machines/buy-data/buy-data.machine'
import { homeMachine } from '@machines/home/home.machine'
import { listingMachine } from '@machines/listing/listing.machine'
import { ordersMachine } from '@machines/orders/orders.machine'
import { otpMachine } from '@machines/otp/otp.machine'
import { paymentMachine } from '@machines/payment/payment.machine'
import { productFormMachine } from '@machines/product-form/product-form.machine'
import { productPageMachine } from '@machines/product-page/product-page.machine'
import { promoCountdownMachine } from '@machines/promo-countdown/promo-countdown.machine'
import { routeGuardMachine } from '@machines/route-guard/route-guard.machine'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { sessionMachine } from '@machines/session/session.machine'
import { signInMachine } from '@machines/sign-in/sign-in.machine'
import { signInModalMachine } from '@machines/sign-in-modal/sign-in-modal.machine'
import { signUpMachine } from '@machines/sign-up/sign-up.machine'
import { swapFormMachine } from '@machines/swap-form/swap-form.machine'
import { fundWalletMachine } from '@machines/fund-wallet/fund-wallet.machine'
import { walletMachine } from '@machines/wallet/wallet.machine'
import { walletTransactionsMachine } from '@machines/wallet-transactions/wallet-transactions.machine'
import { withdrawMachine } from '@machines/withdraw/withdraw.machine'
import { wishlistMachine } from '@machines/wishlist/wishlist.machine'
import { wishlistToggleMachine } from '@machines/wishlist-toggle/wishlist-toggle.machine'

const machines: AnyStateMachine[] = [
  addToCartMachine,
  addressFormMachine,
  addressesMachine,
  appPromoModalMachine,
  cartMachine,
  checkoutMachine,
  availabilityRequestMachine,
  buyAirtimeMachine,
  buyDataMachine,
  homeMachine,
  listingMachine,
  ordersMachine,
  otpMachine,
  paymentMachine,
  productFormMachine,
  productPageMachine,
  promoCountdownMachine,
  routeGuardMachine,
  selectedSizeMachine,
  sessionMachine,
  signInMachine,
  signInModalMachine,
  signUpMachine,
  swapFormMachine,
  wishlistMachine,
  wishlistToggleMachine,
  walletMachine,
  fundWalletMachine,
  withdrawMachine,
  walletTransactionsMachine,
]

const byId = new Map(machines.map((machine) => [machine.id, machine]))

/** The machine with this id; a story naming one that is not listed fails rather than showing no chart. */
export function chartedMachine(id: string): AnyStateMachine {
  const machine = byId.get(id)
  if (!machine) throw new Error(`No machine '${id}' to chart; stories/machines/charted-machines.ts lists ${[...byId.keys()].join(', ')}`)
  return machine
}
