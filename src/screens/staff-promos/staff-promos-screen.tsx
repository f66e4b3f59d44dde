// /staff/promos (docs/adr/0031): every promo of the promo bar, running, scheduled or ended, with its times (Lagos) and
// withdrawal fee; for the owner, a new promo, and editing or ending one that has not ended, each in a dialog. Props
// only: the route binds the staff promos machine, and data-state is the machine's state name.
import type { FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { cn } from '@/ui/cn'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { Input } from '@/ui/input'
import {
  PROMO_FEE_MAX,
  PROMO_TEXT_MAX,
  promoFormOf,
  shopPromoTexts as texts,
  type PromoFormErrors,
  type PromoState,
  type StaffPromo,
} from '@/domain/shop-promos'
import type { staffPromosMachine, StaffPromosEvent } from '@machines/staff-promos/staff-promos.machine'
import { StaffSettingsPage, stateName } from '@/screens/staff/staff-settings-page'
import { StaffTable, StaffTimeCell, staffCell } from '@/screens/staff/staff-table'

/** The staff promos machine's states (machines/staff-promos): the screen's data-state. */
export type StaffPromosScreenState = StateValueFrom<typeof staffPromosMachine>

export type StaffPromosScreenProps = {
  state: StaffPromosScreenState
  promos: readonly StaffPromo[]
  message: string | null
  /** The promo the open form edits (null: a new one). */
  editing: StaffPromo | null
  /** The promo asked to end. */
  ending: StaffPromo | null
  errors: PromoFormErrors
  submitError: string | null
  /** The owner: may create, edit and end. */
  canWrite: boolean
  send: (event: StaffPromosEvent) => void
  /** Where the dialogs' portals mount; document.body unless given (a story's frame). */
  container?: HTMLElement | null
}

const STATE_BADGE = { running: 'success', scheduled: 'primary', ended: 'muted' } as const satisfies Record<
  PromoState,
  string
>

function PromoRow({
  promo,
  canWrite,
  send,
}: {
  promo: StaffPromo
  canWrite: boolean
  send: StaffPromosScreenProps['send']
}) {
  return (
    <tr data-slot="staff-promos-row" data-state={promo.state}>
      <td className={cn(staffCell, 'min-w-48')}>
        <span className="font-medium">{promo.text}</span>
        <span className="block text-xs text-foreground-subtle">
          {promo.priceDrop ? texts.priceDrop : texts.noPriceDrop}
        </span>
      </td>
      <td className={staffCell}>
        <Badge variant={STATE_BADGE[promo.state]}>{texts.states[promo.state]}</Badge>
      </td>
      <StaffTimeCell at={promo.startsAt} />
      <StaffTimeCell at={promo.expires} />
      <td className={cn(staffCell, 'tabular-nums')}>
        {promo.withdrawalFee === null ? texts.usualFee : `${promo.withdrawalFee}%`}
      </td>
      <td className={cn(staffCell, 'whitespace-nowrap')}>
        {canWrite && promo.state !== 'ended' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`${texts.edit}: ${promo.text}`}
              onClick={() => send({ type: 'promo.edit', id: promo._id })}
            >
              {texts.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${promo.state === 'running' ? texts.end : texts.cancel}: ${promo.text}`}
              onClick={() => send({ type: 'promo.end', id: promo._id })}
            >
              {promo.state === 'running' ? texts.end : texts.cancel}
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  )
}

function PromoDialog({
  editing,
  errors,
  submitError,
  sending,
  send,
  container,
}: Pick<StaffPromosScreenProps, 'editing' | 'errors' | 'submitError' | 'send' | 'container'> & { sending: boolean }) {
  const form = promoFormOf(editing)
  const running = editing?.state === 'running'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '')
    send({
      type: 'promo.submit',
      form: {
        text: text('text'),
        priceDrop: data.get('priceDrop') === 'on',
        startsAt: running ? form.startsAt : text('startsAt'),
        expires: text('expires'),
        withdrawalFee: text('withdrawalFee'),
      },
    })
  }
  return (
    <FormDialog
      open
      data-slot="staff-promos-dialog"
      data-state={sending ? 'saving' : 'open'}
      title={editing ? texts.form.editTitle : texts.form.createTitle}
      description={texts.intro}
      sending={sending}
      onClose={() => send({ type: 'dialog.close' })}
      container={container}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field label={texts.form.text} error={errors.text}>
          <Input
            name="text"
            defaultValue={form.text}
            maxLength={PROMO_TEXT_MAX}
            autoComplete="off"
            readOnly={sending}
          />
        </Field>
        <Checkbox name="priceDrop" defaultChecked={form.priceDrop} disabled={sending}>
          {texts.form.priceDrop}
        </Checkbox>
        <Field label={texts.form.startsAt} error={errors.startsAt}>
          <Input name="startsAt" type="datetime-local" defaultValue={form.startsAt} disabled={running || sending} />
        </Field>
        <Field label={texts.form.expires} error={errors.expires}>
          <Input name="expires" type="datetime-local" defaultValue={form.expires} readOnly={sending} />
        </Field>
        <Field label={texts.form.withdrawalFee} error={errors.withdrawalFee}>
          <Input
            name="withdrawalFee"
            inputMode="decimal"
            defaultValue={form.withdrawalFee}
            max={PROMO_FEE_MAX}
            autoComplete="off"
            readOnly={sending}
          />
        </Field>
        {submitError ? (
          <FormDialogMessage data-slot="staff-promos-dialog-error">{submitError}</FormDialogMessage>
        ) : null}
        <FormDialogFooter
          cancelLabel={texts.form.close}
          submitLabel={texts.form.save}
          sending={sending}
          onCancel={() => send({ type: 'dialog.close' })}
        />
      </form>
    </FormDialog>
  )
}

export function StaffPromosScreen({
  state,
  promos,
  message,
  editing,
  ending,
  errors,
  submitError,
  canWrite,
  send,
  container,
}: StaffPromosScreenProps) {
  const name = stateName(state)
  const dialog = name.startsWith('editing.')
  const confirming = name.startsWith('ending.')
  return (
    <StaffSettingsPage
      state={state}
      slot="staff-promos"
      texts={texts}
      message={message}
      canWrite={canWrite}
      onCreate={() => send({ type: 'promo.create' })}
      onRetry={() => send({ type: 'list.retry' })}
      note={<p className="m-0 text-xs text-foreground-subtle">{texts.appPromo}</p>}
    >
      {promos.length > 0 ? (
        <StaffTable data-slot="staff-promos-table" texts={texts} minWidth="min-w-[48rem]">
          {promos.map((promo) => (
            <PromoRow key={promo._id} promo={promo} canWrite={canWrite} send={send} />
          ))}
        </StaffTable>
      ) : null}
      {dialog ? (
        <PromoDialog
          editing={editing}
          errors={errors}
          submitError={submitError}
          sending={name === 'editing.saving'}
          send={send}
          container={container}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        data-slot="staff-promos-confirm"
        title={ending?.state === 'scheduled' ? texts.cancelTitle : texts.endTitle}
        description={ending?.state === 'scheduled' ? texts.cancelBody : texts.endBody}
        confirmLabel={ending?.state === 'scheduled' ? texts.confirmCancel : texts.confirmEnd}
        cancelLabel={texts.keep}
        busy={name === 'ending.saving'}
        onConfirm={() => send({ type: 'end.confirm' })}
        onCancel={() => send({ type: 'dialog.close' })}
        container={container}
      />
    </StaffSettingsPage>
  )
}
