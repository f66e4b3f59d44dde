// GET /get-app/{store}: the store's pages link here for its app (src/domain/app-stores.ts). The click is recorded
// (spec §7 'download clicks'; docs/adr/0037) after the answer, a 302 to the app's page in that store; an unknown store
// is the envelope's 404. Outside /api and the contract, like /healthz: it is a link a person follows, not an API call.
import fp from 'fastify-plugin'
import { APP_STORE_LINKS, isAppStore } from '../../src/domain/app-stores'
import { envelope, NOT_FOUND_MESSAGE } from '../errors'

export const appDownloadsPlugin = fp(
  async (app) => {
    app.get<{ Params: { store: string } }>('/get-app/:store', async (request, reply) => {
      const { store } = request.params
      if (!isAppStore(store)) return reply.code(404).send(envelope(NOT_FOUND_MESSAGE))
      app.store.events.seen('appDownload', store)
      return reply.header('Cache-Control', 'no-store').redirect(APP_STORE_LINKS[store], 302)
    })
  },
  { name: 'app-downloads' },
)
