// The Address Form modal (spec §2 Checkout, §4 Address modal, §5): a Radix dialog titled 'Address Form', adding a new
// address or editing a saved one. Props only: the values, the rules' messages per field and the server's message come
// from the address-form machine; the dialog reports each change, the save and the close.
import type { FormEvent } from 'react'
import { Button } from '@/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { ADDRESS_MAX_LENGTH, PHONE_MAX_LENGTH, type AddressField, type AddressForm } from '@/domain/address'
import type { FieldErrors } from '@/domain/account-forms'
import { StateSelect } from './state-select'

// spec §2: the modal's title, exactly.
export const ADDRESS_FORM_TITLE = 'Address Form'
export const ADDRESS_FORM_LABELS: Record<AddressField, string> = {
  name: 'Full name',
  street: 'Street address',
  city: 'City or town',
  state: 'State',
  country: 'Country',
  pincode: 'Postal code (optional)',
  phone: 'Phone number',
}
export const ADDRESS_FORM_DESCRIPTION = {
  add: 'Where should we deliver your order?',
  edit: 'Change this saved address.',
} as const
export const SAVE_ADDRESS_LABEL = 'Save address'
export const CANCEL_LABEL = 'Cancel'

export type AddressFormDialogProps = {
  open: boolean
  mode: 'add' | 'edit'
  values: AddressForm
  errors: FieldErrors<AddressField>
  /** The server's first message (spec §8), shown under the form. */
  serverError?: string | null
  /** Saving: the fields and buttons wait, and the dialog stays open. */
  busy?: boolean
  onFieldChange: (field: AddressField, value: string) => void
  onSubmit: () => void
  onClose: () => void
}

const TEXT_FIELDS = [
  { field: 'name', autoComplete: 'name', maxLength: ADDRESS_MAX_LENGTH.name },
  { field: 'street', autoComplete: 'street-address', maxLength: ADDRESS_MAX_LENGTH.street },
  { field: 'city', autoComplete: 'address-level2', maxLength: ADDRESS_MAX_LENGTH.city },
] as const

export function AddressFormDialog({
  open,
  mode,
  values,
  errors,
  serverError,
  busy = false,
  onFieldChange,
  onSubmit,
  onClose,
}: AddressFormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? onClose() : undefined)}>
      <DialogContent data-slot="address-form-dialog" data-state={busy ? 'saving' : mode}>
        <DialogHeader>
          <DialogTitle>{ADDRESS_FORM_TITLE}</DialogTitle>
          <DialogDescription>{ADDRESS_FORM_DESCRIPTION[mode]}</DialogDescription>
        </DialogHeader>
        <form
          data-slot="address-form"
          noValidate
          onSubmit={submit}
          aria-busy={busy || undefined}
          className="grid gap-4"
        >
          <fieldset disabled={busy} className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2">
            {TEXT_FIELDS.map(({ field, autoComplete, maxLength }) => (
              <Field
                key={field}
                label={ADDRESS_FORM_LABELS[field]}
                error={errors[field]}
                className={field === 'street' ? 'sm:col-span-2' : undefined}
              >
                <Input
                  name={field}
                  autoComplete={autoComplete}
                  maxLength={maxLength}
                  required
                  value={values[field]}
                  onChange={(event) => onFieldChange(field, event.target.value)}
                />
              </Field>
            ))}
            <Field label={ADDRESS_FORM_LABELS.state} error={errors.state}>
              <StateSelect
                name="state"
                required
                value={values.state}
                onValueChange={(state) => onFieldChange('state', state)}
              />
            </Field>
            <Field label={ADDRESS_FORM_LABELS.country} error={errors.country}>
              <Input
                name="country"
                autoComplete="country-name"
                maxLength={ADDRESS_MAX_LENGTH.country}
                value={values.country}
                onChange={(event) => onFieldChange('country', event.target.value)}
              />
            </Field>
            <Field label={ADDRESS_FORM_LABELS.pincode} error={errors.pincode}>
              <Input
                name="pincode"
                autoComplete="postal-code"
                maxLength={ADDRESS_MAX_LENGTH.pincode}
                value={values.pincode}
                onChange={(event) => onFieldChange('pincode', event.target.value)}
              />
            </Field>
            <Field label={ADDRESS_FORM_LABELS.phone} error={errors.phone} className="sm:col-span-2">
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={PHONE_MAX_LENGTH}
                required
                value={values.phone}
                onChange={(event) => onFieldChange('phone', event.target.value)}
              />
            </Field>
          </fieldset>
          {serverError ? (
            <p data-slot="address-form-error" role="alert" className="m-0 text-sm font-medium text-danger">
              {serverError}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {CANCEL_LABEL}
            </Button>
            <Button type="submit" loading={busy}>
              {SAVE_ADDRESS_LABEL}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
