// Checkout, orders and the wallet, as one area: one webhook URL settles card payments for orders and wallet
// fundings and the banks' transfers, and a wallet payment is an order, so their services are built together.
// Also the rounds that settle pending payouts and retry due refunds (refused orders' and staff's card refunds), and
// the shopper's return requests (the orders tag).
import type { FastifyPluginAsync } from 'fastify'
import { addressRepo } from '../db/repos/address.repo'
import { cartRepo } from '../db/repos/cart.repo'
import { catalogueRepo } from '../db/repos/catalogue.repo'
import { orderRefundsRepo } from '../db/repos/order-refunds.repo'
import { ordersRepo } from '../db/repos/orders.repo'
import { refundsRepo } from '../db/repos/refunds.repo'
import { walletRepo } from '../db/repos/wallet.repo'
import { addressHandlers } from '../handlers/address'
import { heldMoneyRepo } from '../db/repos/held-money.repo'
import { heldMoneyHandlers } from '../handlers/held-money'
import { heldMoneyService } from '../services/held-money'
import { orderHandlers } from '../handlers/orders'
import { paymentHandlers } from '../handlers/payments'
import { returnHandlers } from '../handlers/returns'
import { walletHandlers } from '../handlers/wallets'
import { addressService } from '../services/address'
import { catalogueService } from '../services/catalogue'
import { orderRefundsService, staffCardRefunds } from '../services/order-refunds'
import { ordersService } from '../services/orders'
import { checkoutPricing, paymentsService } from '../services/payments'
import { refundsService } from '../services/refunds'
import { walletService } from '../services/wallet'
import { walletPayouts } from '../services/wallet-payouts'
import { serve } from '../store'
import { storeAvailability } from './catalogue'
import { storeOrderNotices, storeStaffOrders } from './staff'
import { dedicatedAccountHandlers } from '../handlers/dedicated-accounts'
import { storeDedicatedAccounts } from './dedicated-accounts'

export const paymentsArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, deps, users, mailer, paymentTokens, payment, now } = store
  const { walletProviders } = app
  const provider = payment.provider
  const gateways = payment.gateways
  const products = catalogueRepo(db, { cache: catalogueCache })
  const carts = cartRepo(db)
  const addresses = addressRepo(db)
  const orderRows = ordersRepo(db, catalogueCache)
  const wallets = walletRepo(db, catalogueCache)
  const price = checkoutPricing({ carts, catalogue: products, addresses })
  const payments = paymentsService({
    price,
    orders: orderRows,
    tokens: paymentTokens,
    provider,
    gateways,
    now,
    log: app.log,
  })
  const notices = storeOrderNotices(app)
  const staffRefunds = orderRefundsRepo(db, catalogueCache)
  const cardRefunds = staffCardRefunds(staffRefunds, { gateways, orders: orderRows, notices, now, log: app.log })
  const refunds = refundsService({
    refunds: refundsRepo(db),
    alsoInRound: [cardRefunds],
    gateways,
    findUser: users.findById,
    mailer,
    now,
    log: app.log,
  })
  const availability = storeAvailability(app, products)
  const returns = orderRefundsService({
    refunds: staffRefunds,
    cardRefunds,
    orders: orderRows,
    notices,
    tellBackInStock: availability.tellBackInStock,
    now,
  })
  const orders = ordersService({
    orders: orderRows,
    gateways,
    paymentTokens,
    findUser: users.findById,
    mailer,
    refunds,
    notices,
    now,
    log: app.log,
  })
  // Wallet funding by bank transfer (docs/adr/0042): Paystack's webhook route hands its transfers to
  // `dedicatedAccounts.service.creditTransfer`.
  const dedicatedAccounts = storeDedicatedAccounts(app, wallets)
  const wallet = walletService({
    wallets,
    gateways,
    price,
    orders,
    now,
    log: app.log,
    ...(dedicatedAccounts ? { fundingAccounts: dedicatedAccounts.service.accountsOf } : {}),
  })
  const promo = catalogueService(products, deps.now)
  const payouts = walletPayouts({
    wallets,
    banks: walletProviders.banks,
    vtu: walletProviders.vtu,
    withdrawalFeePercent: async () => (await promo.getActivePromo())?.withdrawalFee,
    mailer,
    findUser: users.findById,
    now,
    log: app.log,
  })
  app.rounds.add({ name: 'settlement', everyMs: deps.walletSettlementMs ?? 60_000, run: () => payouts.settlePending() })
  app.rounds.add({ name: 'refunds', everyMs: deps.refundRoundMs ?? 60_000, run: () => refunds.round() })
  serve(store, {
    ...addressHandlers({ address: addressService({ addresses, now }) }),
    ...paymentHandlers({
      payments,
      orders,
      wallet,
      payouts,
      paymentProvider: provider,
      gateways,
      ...(dedicatedAccounts
        ? { creditDedicatedTransfer: async (event) => void (await dedicatedAccounts.service.creditTransfer(event)) }
        : {}),
      banks: walletProviders.banks,
      ...(payment.sandbox ? { sandboxPayments: payment.sandbox } : {}),
      ...(payment.paystackSandbox ? { sandboxPaystack: payment.paystackSandbox } : {}),
    }),
    ...orderHandlers({ orders }),
    ...returnHandlers({ returns, staffOrders: storeStaffOrders(app) }),
    ...walletHandlers({ wallet, payouts }),
    ...dedicatedAccountHandlers(dedicatedAccounts),
    // Money that needs a person, for the owner (docs/adr/0032).
    ...heldMoneyHandlers({
      held: heldMoneyService({
        held: heldMoneyRepo(db),
        banks: walletProviders.banks,
        retryNow: {
          orderRefund: (id) => cardRefunds.tryNow(id, { emailWhenDone: true }),
          refusedOrder: (id) => refunds.retryNow(id),
        },
        now,
        log: app.log,
      }),
    }),
  })
}
