// /staff/audit, the audit log (docs/adr/0027), for the store's owner: each staff action's when (Lagos), who, what and
// on what (an order's id opens its page), with the fields it changed as before → after; narrowed to one target, a page
// at a time. Props only: the route binds the staff audit machine, and data-state is the machine's state name.
import { useId, useState, type ComponentProps } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { inputVariants } from '@/ui/input'
import {
  AUDIT_TARGET_MAX_LENGTH,
  auditChanges,
  auditLogTexts as texts,
  auditTargetFilter,
  auditValue,
  type AuditEntry,
} from '@/domain/audit-log'
import type { StaffAuditEvent } from '@machines/staff-audit/staff-audit.machine'
import { StaffList, type StaffListState } from '@/screens/staff/staff-list'
import { StaffOrderLink, StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'

/** The staff audit machine's states (machines/staff-audit): the screen's data-state. */
export type StaffAuditScreenState = StaffListState

export type StaffAuditScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffAuditScreenState
  target: string | undefined
  entries: readonly AuditEntry[]
  page: number
  totalPages: number
  message: string | null
  send: (event: StaffAuditEvent) => void
}

function TargetFilter({
  target,
  enabled,
  send,
}: {
  target: string | undefined
  enabled: boolean
  send: StaffAuditScreenProps['send']
}) {
  const id = useId()
  const [typed, setTyped] = useState(target ?? '')
  return (
    <form
      data-slot="staff-audit-filter"
      role="search"
      aria-label={texts.target}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'filters.change', filters: auditTargetFilter(typed) })
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1 @min-[640px]/audit:max-w-sm">
        <label htmlFor={id} className="text-xs font-medium text-foreground-subtle">
          {texts.target}
        </label>
        <input
          id={id}
          type="search"
          className={inputVariants({ size: 'sm' })}
          placeholder={texts.targetHint}
          maxLength={AUDIT_TARGET_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={!enabled}>
        {texts.show}
      </Button>
      {target ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!enabled}
          onClick={() => {
            setTyped('')
            send({ type: 'filters.change', filters: auditTargetFilter('') })
          }}
        >
          {texts.clear}
        </Button>
      ) : null}
    </form>
  )
}

function Target({ entry }: { entry: AuditEntry }) {
  if (entry.targetType === 'order')
    return <StaffOrderLink orderId={entry.targetId}>order {entry.targetId}</StaffOrderLink>
  return (
    <span className="tabular-nums slashed-zero">
      {entry.targetType} {entry.targetId}
    </span>
  )
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-foreground-subtle">{texts.unchanged}</span>
  return (
    <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium">{change.field}</span>:{' '}
          <span className="text-foreground-subtle">{auditValue(change.before)}</span> →{' '}
          <span>{auditValue(change.after)}</span>
        </li>
      ))}
    </ul>
  )
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <StaffTable data-slot="staff-audit-table" texts={texts} minWidth="min-w-[52rem]">
      {entries.map((entry) => (
        <tr key={entry._id} data-slot="staff-audit-row">
          <StaffTimeCell at={entry.at} />
          <td className={cn(staffCell, 'break-all')}>{entry.actor}</td>
          <td className={cn(staffCell, 'whitespace-nowrap font-medium')}>{entry.action}</td>
          <td className={staffCell}>
            <Target entry={entry} />
          </td>
          <td className={staffCell}>
            <Changes entry={entry} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

export function StaffAuditScreen({
  state,
  target,
  entries,
  page,
  totalPages,
  message,
  send,
  className,
  ...props
}: StaffAuditScreenProps) {
  return (
    <StaffList
      data-slot="staff-audit-screen"
      slot="staff-audit"
      state={state}
      className={cn('@container/audit', className)}
      heading={texts.heading}
      filters={<TargetFilter target={target} enabled={state === 'listed' || state === 'empty'} send={send} />}
      hasRows={entries.length > 0}
      table={<AuditTable entries={entries} />}
      page={page}
      totalPages={totalPages}
      message={message}
      texts={{ ...texts, empty: target ? texts.emptyForTarget : texts.empty }}
      send={send}
      {...props}
    />
  )
}
