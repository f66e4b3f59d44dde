// Accounts: sign-up, codes, sign-in, profile, the shopper's copy of their data, password reset and change and deleting
// the account (users tag) and sign-in with Google and Apple (identity tag).
import type { FastifyPluginAsync } from 'fastify'
import { accountDeletionRepo } from '../db/repos/account-deletion.repo'
import { addressRepo } from '../db/repos/address.repo'
import { availabilityRepo } from '../db/repos/availability.repo'
import { ordersRepo } from '../db/repos/orders.repo'
import { otpRepo } from '../db/repos/otp.repo'
import { passwordResetRepo } from '../db/repos/password-reset.repo'
import { rateLimitRepo } from '../db/repos/rate-limit.repo'
import { swapRepo } from '../db/repos/swap.repo'
import { walletRepo } from '../db/repos/wallet.repo'
import { wishlistRepo } from '../db/repos/wishlist.repo'
import { accountDataHandlers } from '../handlers/account-data'
import { accountRecoveryHandlers } from '../handlers/account-recovery'
import { identityHandlers } from '../handlers/identity'
import { userHandlers } from '../handlers/users'
import { accountDataService } from '../services/account-data'
import { keptFundingAccounts } from '../services/dedicated-accounts'
import { dedicatedAccountsRepo } from '../db/repos/dedicated-accounts.repo'
import { accountDeletionService } from '../services/account-deletion'
import { accountsService } from '../services/accounts'
import { identityService } from '../services/identity'
import { passwordResetService } from '../services/password-reset'
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
  const passwordReset = passwordResetService({
    users,
    resets: passwordResetRepo(db),
    rateLimits: rateLimitRepo(db),
    mailer,
    sessions,
    background: store.background,
    now,
    log: app.log,
  })
  // The codes asked for just before closing are still issued and emailed.
  app.addHook('onClose', () => store.background.idle())
  serve(store, {
    ...userHandlers({ accounts, guard, sessions }),
    ...accountRecoveryHandlers({
      passwordReset,
      accountDeletion: accountDeletionService({
        deletions: accountDeletionRepo(db),
        sessions,
        mailer,
        now,
        log: app.log,
      }),
    }),
    ...identityHandlers({ identity: identityService(identityProviders) }),
    ...accountDataHandlers({
      accountData: accountDataService({
        addresses: addressRepo(db),
        orders: ordersRepo(db, catalogueCache),
        wallets: walletRepo(db, catalogueCache),
        wishlists: wishlistRepo(db),
        swapRequests: swapRepo(db),
        availability: availabilityRepo(db, catalogueCache),
        fundingAccounts: (user) => keptFundingAccounts(dedicatedAccountsRepo(db), user),
        now,
      }),
    }),
  })
}
