// Swap requests: a shopper's old device offered against a new one, emailed to the swap team.
import type { FastifyPluginAsync } from 'fastify'
import { DEFAULT_SWAP_TEAM_EMAIL } from '../config'
import { swapRepo } from '../db/repos/swap.repo'
import { swapHandlers } from '../handlers/swap'
import { swapService } from '../services/swap'
import { serve } from '../store'

export const swapArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db, deps, mailer, publicUrl, now } = store
  const swap = swapService({
    requests: swapRepo(db),
    mailer,
    teamEmail: deps.swapTeamEmail ?? DEFAULT_SWAP_TEAM_EMAIL,
    publicUrl,
    now,
    log: app.log,
  })
  serve(store, swapHandlers({ swap }))
}
