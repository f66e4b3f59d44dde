import { describe, expect, it } from 'vitest'
import {
  auditChanges,
  auditTargetFilter,
  auditValue,
  parseAuditQuery,
  serialiseAuditQuery,
  toAuditLogQuery,
} from './audit-log'

describe('the audit log page', () => {
  it('keeps the target and page in the address, and reads them back', () => {
    expect(parseAuditQuery('?target=65f1c0ffee0000000000a001&page=2')).toEqual({
      target: '65f1c0ffee0000000000a001',
      page: 2,
    })
    expect(parseAuditQuery('target=+&page=zero')).toEqual({ page: 1 })
    expect(serialiseAuditQuery({ target: 'a1', page: 1 })).toBe('target=a1')
    expect(toAuditLogQuery({ page: 3 })).toEqual({ page: 3, limit: 25 })
  })

  it('narrows to the target typed, trimmed, or to none when nothing is typed', () => {
    expect(auditTargetFilter(' 65f1c0ffee0000000000a001 ')).toEqual({ target: '65f1c0ffee0000000000a001' })
    expect(auditTargetFilter('  ')).toEqual({ target: undefined })
  })

  it('lists only the fields an action changed, with their values either side', () => {
    expect(
      auditChanges(
        { status: 'Processing', carrier: null, note: 'fragile' },
        { status: 'Shipped', carrier: 'GIG Logistics', trackingNumber: 'GIG123', note: 'fragile', message: null },
      ),
    ).toEqual([
      { field: 'status', before: 'Processing', after: 'Shipped' },
      { field: 'carrier', before: null, after: 'GIG Logistics' },
      { field: 'trackingNumber', after: 'GIG123' },
    ])
    expect(auditChanges(null, { staffRole: 'staff' })).toEqual([{ field: 'staffRole', after: 'staff' }])
    expect(auditChanges(null, null)).toEqual([])
  })

  it('writes a value as a short line', () => {
    expect(auditValue('Shipped')).toBe('Shipped')
    expect(auditValue(67000)).toBe('67000')
    expect(auditValue(null)).toBe('—')
    expect(auditValue({ to: 'wallet' })).toBe('{"to":"wallet"}')
  })
})
