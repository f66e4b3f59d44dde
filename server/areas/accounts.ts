// Accounts: sign-up, codes, sign-in, profile (users tag) and sign-in with Google and Apple (identity tag).
import type { FastifyPluginAsync } from 'fastify'
import { otpRepo } from '../db/repos/otp.repo'
import { identityHandlers } from '../handlers/identity'
import { userHandlers } from '../handlers/users'
import { accountsService } from '../services/accounts'
import { identityService } from '../services/identity'
import { serve } from '../store'

export const accountsArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, users, mailer, tokens, sessions, identityProviders, now } = store
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
    ...userHandlers({ accounts }),
    ...identityHandlers({ identity: identityService(identityProviders) }),
  })
}
