// /staff/vendors (docs/adr/0034), for owners: every shop with the accounts that sell for it (the sandbox vendor and
// unverified emails marked), its live products and its open order lines; a form that adds an existing account to a new
// or listed shop; and, per account, a way to remove it after a question that says what removing does. Props only: the
// route binds the staff vendors machine, and data-state is the machine's state name.
import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { NativeSelect } from '@/ui/native-select'
import type { FieldErrors } from '@/domain/account-forms'
import { staffVendorsTexts as texts, VENDOR_NAME_MAX_LENGTH, type VendorShop } from '@/domain/staff-vendors'
import type { VendorAddField } from '@/domain/staff-vendors-form'
import type {
  StaffVendorsEvent,
  VendorRemoval,
  staffVendorsMachine,
} from '@machines/staff-vendors/staff-vendors.machine'
import { StaffEmpty, StaffLoadError, StaffPageFrame, StaffSkeleton } from '@/screens/staff/staff-page-frame'
import { StaffTable, staffCell } from '@/screens/staff/staff-table'

/** The staff vendors machine's states (machines/staff-vendors): the screen's data-state. */
export type StaffVendorsScreenState = StateValueFrom<typeof staffVendorsMachine>

export type StaffVendorsScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  state: StaffVendorsScreenState
  shops: readonly VendorShop[]
  /** Why the shops could not be shown: the server's own words. */
  message: string | null
  errors: FieldErrors<VendorAddField>
  submitError: string | null
  /** Changes with each account added, so the form is drawn empty again. */
  added: number
  removal: VendorRemoval | null
  send: (event: StaffVendorsEvent) => void
}

/** The states in which the shops are on screen, with the form and the questions. */
const SHOWN: readonly StaffVendorsScreenState[] = ['listed', 'empty', 'adding', 'confirming', 'removing']

function ShopRow({ shop, busy, send }: { shop: VendorShop; busy: boolean; send: StaffVendorsScreenProps['send'] }) {
  return (
    <tr data-slot="staff-vendors-row">
      <th scope="row" className={cn(staffCell, 'font-semibold')}>
        {shop.name}
      </th>
      <td className={staffCell}>
        {shop.accounts.length === 0 ? (
          <span className="text-foreground-subtle">{texts.noAccount}</span>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {shop.accounts.map((account) => (
              <li
                key={account._id}
                data-slot="staff-vendors-account"
                className="flex flex-wrap items-center gap-x-2 gap-y-1"
              >
                <span className="break-all">{account.email}</span>
                {account.name ? <span className="text-foreground-subtle">{account.name}</span> : null}
                {account.sandbox ? <Badge variant="warning">{texts.sandbox}</Badge> : null}
                {account.verified ? null : <Badge variant="muted">{texts.unverified}</Badge>}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto min-h-8 text-danger"
                  disabled={busy}
                  aria-label={texts.remove(account.email)}
                  onClick={() =>
                    send({
                      type: 'remove.ask',
                      removal: {
                        vendorId: shop._id,
                        userId: account._id,
                        email: account.email,
                        shop: shop.name,
                        sandbox: account.sandbox,
                      },
                    })
                  }
                >
                  {texts.removeLabel}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={cn(staffCell, 'tabular-nums')}>{shop.liveProducts}</td>
      <td className={cn(staffCell, 'tabular-nums')}>{shop.openOrderLines}</td>
    </tr>
  )
}

function AddForm({
  shops,
  errors,
  submitError,
  busy,
  send,
}: Pick<StaffVendorsScreenProps, 'shops' | 'errors' | 'submitError' | 'send'> & { busy: boolean }) {
  const headingId = useId()
  const [shop, setShop] = useState('new')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({
      type: 'add.submit',
      form: {
        email: String(form.get('email') ?? ''),
        vendorId: shop === 'new' ? '' : shop,
        name: String(form.get('name') ?? ''),
      },
    })
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      data-slot="staff-vendors-add"
      data-state={busy ? 'adding' : 'editing'}
      className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="m-0 text-base font-bold">
        {texts.add.heading}
      </h2>
      <p className="m-0 text-sm text-foreground-subtle">{texts.add.description}</p>
      <div className="grid gap-3 @min-[640px]/staff:grid-cols-3">
        <Field label={texts.add.email} error={errors.email}>
          <Input name="email" type="email" autoComplete="off" readOnly={busy} />
        </Field>
        <Field label={texts.add.shop}>
          <NativeSelect
            name="vendorId"
            value={shop}
            placeholder={texts.add.shop}
            options={[
              { value: 'new', label: texts.add.newShop },
              ...shops.map((listed) => ({ value: listed._id, label: listed.name })),
            ]}
            onValueChange={setShop}
            disabled={busy}
          />
        </Field>
        {shop === 'new' ? (
          <Field label={texts.add.name} error={errors.name}>
            <Input name="name" autoComplete="off" maxLength={VENDOR_NAME_MAX_LENGTH * 2} readOnly={busy} />
          </Field>
        ) : null}
      </div>
      {submitError ? (
        <p role="alert" data-slot="staff-vendors-add-error" className="m-0 text-sm font-medium text-danger">
          {submitError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy}>
          {texts.add.submit}
        </Button>
      </div>
    </form>
  )
}

export function StaffVendorsScreen({
  state,
  shops,
  message,
  errors,
  submitError,
  added,
  removal,
  send,
  className,
  ...props
}: StaffVendorsScreenProps) {
  const shown = SHOWN.includes(state)
  const busy = state === 'adding' || state === 'removing'
  return (
    <StaffPageFrame
      data-slot="staff-vendors-screen"
      slot="staff-vendors"
      state={state}
      busy={state === 'loading'}
      heading={texts.heading}
      denied={state === 'denied'}
      message={message}
      className={cn('@container/staff', className)}
      {...props}
    >
      <p className="m-0 text-sm text-foreground-subtle">{texts.intro}</p>
      <p role="status" className="sr-only">
        {state === 'loading' ? texts.loading : ''}
      </p>

      {state === 'loading' ? <StaffSkeleton slot="staff-vendors" /> : null}

      {state === 'failed' ? (
        <StaffLoadError
          slot="staff-vendors"
          message={message}
          retry={texts.retry}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : null}

      {shown && shops.length === 0 ? <StaffEmpty slot="staff-vendors">{texts.empty}</StaffEmpty> : null}

      {shown && shops.length > 0 ? (
        <StaffTable data-slot="staff-vendors-table" texts={texts} minWidth="min-w-[40rem]">
          {shops.map((shop) => (
            <ShopRow key={shop._id} shop={shop} busy={busy} send={send} />
          ))}
        </StaffTable>
      ) : null}

      {shown ? (
        <AddForm
          key={added}
          shops={shops}
          errors={errors}
          submitError={submitError}
          busy={state === 'adding'}
          send={send}
        />
      ) : null}

      <ConfirmDialog
        data-slot="staff-vendors-confirm"
        open={(state === 'confirming' || state === 'removing') && removal !== null}
        title={removal ? texts.confirm.title(removal.email) : ''}
        description={
          removal ? (
            <>
              {texts.confirm.description(removal.email, removal.shop)}
              {removal.sandbox ? ` ${texts.confirm.sandbox}` : ''}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={texts.confirm.confirm}
        cancelLabel={texts.confirm.cancel}
        busy={state === 'removing'}
        onConfirm={() => send({ type: 'remove.confirm' })}
        onCancel={() => send({ type: 'remove.cancel' })}
      />
    </StaffPageFrame>
  )
}
