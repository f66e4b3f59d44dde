// wallets tag (and payOrderWithWallet, an order paid from the wallet): always the signed-in shopper's own wallet; a
// reference that is another shopper's answers 404.
import { exactNairaToKobo } from '../../src/domain/money'
import type { WalletPayouts } from '../services/wallet-payouts'
import type { WalletService } from '../services/wallet'
import { signedInUser, type Handlers } from './handler'
import { dataPlanOf, walletFundingOf, walletOf, walletTransactionOf, walletTransactionPageOf } from './wallet-shapes'

export function walletHandlers({ wallet, payouts }: { wallet: WalletService; payouts: WalletPayouts }) {
  return {
    async getWallet(request) {
      return { data: walletOf(await wallet.get(signedInUser(request))) }
    },

    async acknowledgeWalletNotices(request) {
      return { data: walletOf(await wallet.acknowledgeNotices(signedInUser(request), request.body)) }
    },

    async listWalletTransactions(request) {
      return { data: walletTransactionPageOf(await wallet.transactions(signedInUser(request), request.query)) }
    },

    async startWalletFunding(request, reply) {
      const funding = await wallet.startFunding(signedInUser(request), {
        amountKobo: exactNairaToKobo(request.body.amount),
      })
      reply.code(201)
      return { data: walletFundingOf(funding) }
    },

    async confirmWalletFunding(request, reply) {
      const { created, transaction } = await wallet.confirmFunding(signedInUser(request), request.body)
      reply.code(created ? 201 : 200)
      return { data: walletTransactionOf(transaction) }
    },

    async payOrderWithWallet(request, reply) {
      const order = await wallet.payOrder(signedInUser(request), request.body)
      reply.code(201)
      return { data: order }
    },

    async listDataPlans(request) {
      signedInUser(request)
      return { data: { docs: (await payouts.dataPlans()).map(dataPlanOf) } }
    },

    async listBanks(request) {
      signedInUser(request)
      return { data: { docs: await payouts.banks() } }
    },

    async verifyBank(request) {
      signedInUser(request)
      return { data: await payouts.verifyAccount(request.body) }
    },

    async buyDataPlan(request, reply) {
      const transaction = await payouts.buyData(signedInUser(request), request.body)
      reply.code(201)
      return { data: walletTransactionOf(transaction) }
    },

    async buyAirtime(request, reply) {
      const { amount, ...airtime } = request.body
      const transaction = await payouts.buyAirtime(signedInUser(request), {
        ...airtime,
        amountKobo: exactNairaToKobo(amount),
      })
      reply.code(201)
      return { data: walletTransactionOf(transaction) }
    },

    async withdraw(request, reply) {
      const { amount, fee, ...withdrawal } = request.body
      const { transaction } = await payouts.withdraw(signedInUser(request), {
        ...withdrawal,
        amountKobo: exactNairaToKobo(amount),
        feeKobo: exactNairaToKobo(fee),
      })
      reply.code(201)
      return { data: walletTransactionOf(transaction) }
    },
  } satisfies Handlers
}
