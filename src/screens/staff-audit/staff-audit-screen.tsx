// /staff/audit, the audit log (docs/adr/0027), for the store's owner: each staff action's when (Lagos), who, what and
// on what (an order's id opens its page), with the fields it changed as before → after; narrowed to one target, a page
// at a time. Props only: the route binds the staff audit machine, and data-state is the machine's state name.
import { useId, useState, type ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { inputVariants } from '@/ui/input'
import { Skeleton } from '@/ui/skeleton'
import {
  AUDIT_TARGET_MAX_LENGTH,
  auditChanges,
  auditLogTexts as texts,
  auditValue,
  type AuditEntry,
} from '@/domain/audit-log'
import { pathTo } from '@/domain/routes'
import type { StaffAuditEvent, staffAuditMachine } from '@machines/staff-audit/staff-audit.machine'
import { StaffPaging } from '@/screens/staff/staff-paging'
import { StaffTable, staffCell } from '@/screens/staff/staff-table'
import { staffTime } from '@/screens/staff/staff-time'

/** The staff audit machine's states (machines/staff-audit): the screen's data-state. */
export type StaffAuditScreenState = StateValueFrom<typeof staffAuditMachine>

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
        send({ type: 'target.show', target: typed })
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
            send({ type: 'target.show', target: '' })
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
    return (
      <Link
        to={pathTo('staffOrder', { orderId: entry.targetId })}
        className="text-primary tabular-nums slashed-zero underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        order {entry.targetId}
      </Link>
    )
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
    <StaffTable
      data-slot="staff-audit-table"
      caption={texts.caption}
      columns={Object.values(texts.columns)}
      minWidth="min-w-[52rem]"
    >
      {entries.map((entry) => (
        <tr key={entry._id} data-slot="staff-audit-row">
          <td className={cn(staffCell, 'whitespace-nowrap tabular-nums')}>
            <time dateTime={entry.at}>{staffTime(entry.at)}</time>
          </td>
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
  const headingId = useId()
  return (
    <section
      data-slot="staff-audit-screen"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn('@container/audit flex w-full flex-col gap-3 text-foreground', className)}
      {...props}
    >
      <h1 id={headingId} className="m-0 text-xl font-bold">
        {texts.heading}
      </h1>
      {state === 'denied' ? (
        <p data-slot="staff-audit-denied" role="alert" className="m-0 rounded-md bg-warning-soft p-4 text-warning">
          {message}
        </p>
      ) : (
        <>
          <TargetFilter target={target} enabled={state === 'listed' || state === 'empty'} send={send} />
          <p role="status" className="sr-only">
            {state === 'loading' ? texts.loading : ''}
          </p>
          {state === 'loading' ? (
            <div data-slot="staff-audit-skeleton" className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : null}
          {state === 'failed' ? (
            <div data-slot="staff-audit-error" className="flex flex-col items-start gap-3 py-6">
              <p role="alert" className="m-0 text-foreground-subtle">
                {message}
              </p>
              <Button variant="outline" size="sm" onClick={() => send({ type: 'log.retry' })}>
                {texts.retry}
              </Button>
            </div>
          ) : null}
          {state === 'empty' ? (
            <p data-slot="staff-audit-empty" className="m-0 py-6 text-foreground-subtle">
              {target ? texts.emptyForTarget : texts.empty}
            </p>
          ) : null}
          {state === 'listed' ? (
            <>
              <AuditTable entries={entries} />
              <StaffPaging
                page={page}
                totalPages={totalPages}
                enabled
                onGo={(next) => send({ type: 'page.go', page: next })}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
