// The staff side (docs/adr/0027): the orders board and an order's life (moves, cancellation and its refund, returns),
// and the audit log. Every operation's role is checked before its body is read (server/access.ts, ROLE_CHECKS).
import type { FastifyPluginAsync } from 'fastify'
import { auditRepo } from '../db/repos/audit.repo'
import { auditHandlers } from '../handlers/audit'
import { auditService } from '../services/audit'
import { serve } from '../store'

export const staffArea: FastifyPluginAsync = async (app) => {
  const { store } = app
  const { db } = store
  serve(store, {
    // The audit log, for owners.
    ...auditHandlers({ audit: auditService({ audit: auditRepo(db) }) }),
  })
}
