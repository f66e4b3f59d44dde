// Accounts: sign-up, codes, sign-in, profile and the shopper's copy of their data (users tag) and sign-in with Google
// and Apple (identity tag).
import type { FastifyPluginAsync } from 'fastify'
import { addressRepo } from '../db/repos/address.repo'
import { availabilityRepo } from '../db/repos/availability.repo'
import { ordersRepo } from '../db/repos/orders.repo'
import { otpRepo } from '../db/repos/otp.repo'
import { swapRepo } from '../db/repos/swap.repo'
import { walletRepo } from '../db/repos/wallet.repo'
import { wishlistRepo } from '../db/repos/wishlist.repo'
import { accountDataHandlers } from '../handlers/account-data'
import { identityHandlers } from '../handlers/identity'
import { userHandlers } from '../handlers/users'
import { accountDataService } from '../services/account-data'
import { accountsService } from '../services/accounts'
import { identityService } from '../services/identity'
import { serve } from '../store'

export const accountsArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, catalogueCache, users, mailer, tokens, sessions, guard, identityProviders, now } = store
  const accounts = accountsService({
    users,
    otp: otpRepo(db),
    mailer,
    tokens,
    sessions,
    identity: identityProviders,
    now,
    log: app.log,
  })
  serve(store, {
    ...userHandlers({ accounts, guard, sessions }),
    ...identityHandlers({ identity: identityService(identityProviders) }),
    ...accountDataHandlers({
      accountData: accountDataService({
        addresses: addressRepo(db),
        orders: ordersRepo(db, catalogueCache),
        wallets: walletRepo(db, catalogueCache),
        wishlists: wishlistRepo(db),
        swapRequests: swapRepo(db),
        availability: availabilityRepo(db, catalogueCache),
        now,
      }),
    }),
  })
}
