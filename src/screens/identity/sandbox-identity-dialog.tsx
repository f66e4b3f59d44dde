// The sandbox stand-in for Google's and Apple's sign-in windows: with no client IDs configured the store's own
// identity sandbox issues the ID token, and this dialog asks which email and name it should carry.
import { useState, type ComponentProps } from 'react'
import { emailError } from '@/domain/account-forms'
import { Button } from '@/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Field } from '@/ui/field'
import { AppleIcon } from '@/ui/icons'
import { GoogleIcon } from '@/ui/sign-in-icons'
import { Input } from '@/ui/input'

export type SandboxIdentityProvider = 'google' | 'apple'

export const providerNames: Record<SandboxIdentityProvider, string> = { google: 'Google', apple: 'Apple' }

export interface SandboxIdentity {
  email: string
  name: string
}

export type SandboxIdentityDialogProps = {
  open: boolean
  provider: SandboxIdentityProvider
  /** The token is being issued: the form is locked and Continue spins. */
  submitting?: boolean
  /** The first server message when the token could not be issued. */
  error?: string | null
  defaultEmail?: string
  defaultName?: string
  onSubmit: (identity: SandboxIdentity) => void
  onOpenChange: (open: boolean) => void
  /** Where the dialog mounts; document.body unless given. */
  container?: ComponentProps<typeof DialogContent>['container']
}

function SandboxIdentityForm({
  provider,
  submitting = false,
  error,
  defaultEmail = '',
  defaultName = '',
  onSubmit,
}: Pick<
  SandboxIdentityDialogProps,
  'provider' | 'submitting' | 'error' | 'defaultEmail' | 'defaultName' | 'onSubmit'
>) {
  const [email, setEmail] = useState(defaultEmail)
  const [name, setName] = useState(defaultName)
  const [emailProblem, setEmailProblem] = useState<string | undefined>()
  const Icon = provider === 'google' ? GoogleIcon : AppleIcon
  return (
    <form
      data-slot="sandbox-identity-dialog-form"
      data-state={submitting ? 'submitting' : error ? 'error' : emailProblem ? 'invalid' : 'idle'}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        const problem = emailError(email)
        setEmailProblem(problem)
        if (!problem) onSubmit({ email: email.trim(), name: name.trim() })
      }}
    >
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <Field label="Email" error={emailProblem}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailProblem(undefined)
            }}
          />
        </Field>
        <Field label="Name (optional)">
          <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        {error ? (
          <p
            data-slot="sandbox-identity-dialog-error"
            role="alert"
            className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
          >
            {error}
          </p>
        ) : null}
      </fieldset>
      <DialogFooter>
        <Button type="submit" loading={submitting} className="w-full">
          <Icon size={18} aria-hidden />
          Continue as this {providerNames[provider]} user
        </Button>
      </DialogFooter>
    </form>
  )
}

export function SandboxIdentityDialog({
  open,
  provider,
  onOpenChange,
  container,
  ...form
}: SandboxIdentityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="sandbox-identity-dialog" data-variant={provider} size="sm" container={container}>
        <DialogHeader>
          <DialogTitle>Continue with {providerNames[provider]}</DialogTitle>
          <DialogDescription>
            This store is running in sandbox mode, so no real {providerNames[provider]} account is used. Choose the
            email and name to sign in with.
          </DialogDescription>
        </DialogHeader>
        <SandboxIdentityForm provider={provider} {...form} />
      </DialogContent>
    </Dialog>
  )
}
