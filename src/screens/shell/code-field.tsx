// The box for an emailed code (spec §5: exactly 5 characters), as the verification and password reset pages ask for
// it: one large box that takes at most 5 characters, drops the spaces a pasted code brings along, and says what it
// wants under it.
import type { ReactNode } from 'react'
import { VERIFICATION_CODE_LENGTH } from '@/domain/account'
import { accountMessages } from '@/domain/account-forms'
import { Field } from '@/ui/field'
import { Input, type InputProps } from '@/ui/input'

export type CodeFieldProps = Omit<InputProps, 'value' | 'onChange' | 'size'> & {
  label: ReactNode
  code: string
  error?: ReactNode
  onCodeChange?: (code: string) => void
}

// Codes are read off an email; pasted ones often bring spaces along, which are never part of a code.
function cleanCode(value: string): string {
  return value.replace(/\s+/g, '').slice(0, VERIFICATION_CODE_LENGTH)
}

export function CodeField({ label, code, error, onCodeChange, ...props }: CodeFieldProps) {
  return (
    <Field label={label} hint={accountMessages.codeLength} error={error}>
      <Input
        size="lg"
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="•••••"
        value={code}
        onChange={(event) => onCodeChange?.(cleanCode(event.target.value))}
        className="text-center text-2xl tabular-nums slashed-zero tracking-[0.5em] placeholder:tracking-[0.5em]"
        {...props}
      />
    </Field>
  )
}
