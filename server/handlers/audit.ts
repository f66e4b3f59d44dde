// staff tag: listAuditLog, the audit log, for the store's owner (served by the staff area).
import { LISTING_PAGE_SIZE } from '../../src/domain/listing-query'
import type { AuditService } from '../services/audit'
import { signedInUser, type Handlers } from './handler'

export function auditHandlers({ audit }: { audit: AuditService }) {
  return {
    async listAuditLog(request) {
      const { target, limit = LISTING_PAGE_SIZE, page = 1 } = request.query
      return {
        data: await audit.list(signedInUser(request), { ...(target === undefined ? {} : { target }), limit, page }),
      }
    },
  } satisfies Handlers
}
