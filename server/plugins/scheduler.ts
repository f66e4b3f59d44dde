// The background rounds (server/scheduler.ts, ADR 0014) as `app.rounds`: the areas add theirs while they register,
// and the rounds start when the app is ready and stop when it closes.
import fp from 'fastify-plugin'
import { roundTurnsRepo } from '../db/repos/round-turns.repo'
import { scheduler, type Scheduler } from '../scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    /** The background rounds: started when the app is ready, stopped when it closes; `run(name)` runs one by hand. */
    rounds: Scheduler
  }
}

export const roundsPlugin = fp(
  async (app) => {
    const { db, now } = app.store
    const rounds = scheduler({ turns: roundTurnsRepo(db), now, log: app.log })
    app.decorate('rounds', rounds)
    app.addHook('onReady', async () => rounds.start())
    app.addHook('onClose', async () => rounds.stop())
  },
  { name: 'rounds' },
)
