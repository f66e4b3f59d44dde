// /profile/account's question before the account is deleted: the account's email typed again, then the deletion.
// Fetched the first time it opens (account-settings-screen.tsx).
import { accountSettingsTexts as texts } from '@/domain/account-recovery'
import { Button } from '@/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import type { DeleteAccountPart } from './account-settings-screen'

export type DeleteAccountDialogProps = Omit<DeleteAccountPart, 'onOpen'> & { open: boolean }

export function DeleteAccountDialog({
  open,
  state,
  typed,
  refusal,
  canConfirm,
  onClose,
  onEmailChange,
  onConfirm,
}: DeleteAccountDialogProps) {
  const deleting = state === 'deleting' || state === 'deleted'
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !deleting ? onClose() : undefined)}>
      {open ? (
        <DialogContent size="sm" data-slot="account-settings-delete-dialog" data-state={state}>
          <DialogHeader>
            <DialogTitle>{texts.deleteAccountQuestion}</DialogTitle>
            <DialogDescription>{texts.deleteAccountExplained}</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              if (canConfirm) onConfirm()
            }}
          >
            <Field label={texts.deleteAccountEmailLabel}>
              <Input
                type="email"
                name="email"
                autoComplete="off"
                inputMode="email"
                spellCheck={false}
                disabled={deleting}
                value={typed}
                onChange={(event) => onEmailChange(event.target.value)}
              />
            </Field>
            {refusal ? (
              <p
                data-slot="account-settings-delete-refusal"
                role="alert"
                className="m-0 rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
              >
                {refusal}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" type="button" disabled={deleting} onClick={onClose}>
                {texts.keepAccount}
              </Button>
              <Button variant="danger" type="submit" disabled={!canConfirm} loading={deleting}>
                {texts.deleteAccountConfirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
