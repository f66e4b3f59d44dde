// Password box with a show/hide toggle (spec §2 Login: 'password with a show/hide toggle').
import { useCallback, useId, useLayoutEffect, useRef, type MouseEvent, type Ref } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { cn } from './cn'
import { useFieldControl } from './field-control'
import { EyeIcon, EyeOffIcon } from './sign-in-icons'
import { Input, type InputProps } from './input'

export type PasswordInputProps = Omit<InputProps, 'type' | 'leadingIcon'> & {
  /** Controlled visibility: true shows the password as text. */
  visible?: boolean
  defaultVisible?: boolean
  onVisibleChange?: (visible: boolean) => void
}

const togglePlacement = {
  sm: 'right-1 size-6 [&_svg]:size-4',
  md: 'right-1 size-8 [&_svg]:size-4',
  lg: 'right-1.5 size-9 [&_svg]:size-5',
} as const
const roomForToggle = { sm: 'pr-8', md: 'pr-10', lg: 'pr-12' } as const

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

export function PasswordInput({
  className,
  size,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  ref,
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useControllableState({
    prop: visibleProp,
    defaultProp: defaultVisible,
    onChange: onVisibleChange,
    caller: 'PasswordInput',
  })
  const inputRef = useRef<HTMLInputElement | null>(null)
  const fallbackId = useId()
  const id = useFieldControl({ id: props.id }).id ?? fallbackId
  // Where the caret was when the toggle was pressed; changing an input's type can reset it.
  const caret = useRef<{ start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' } | null>(
    null,
  )
  const s = size ?? 'md'
  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      assignRef(ref, node)
    },
    [ref],
  )

  useLayoutEffect(() => {
    const input = inputRef.current
    const saved = caret.current
    caret.current = null
    if (input && saved && document.activeElement === input && saved.start !== null && saved.end !== null) {
      input.setSelectionRange(saved.start, saved.end, saved.direction)
    }
  }, [visible])

  // With a pointer, keep focus (and the caret) in the box the shopper is typing in; the keyboard path
  // focuses the toggle itself, which is where a keyboard user expects to stay.
  function keepFocusInInput(event: MouseEvent<HTMLButtonElement>) {
    if (document.activeElement === inputRef.current) event.preventDefault()
  }

  function toggle() {
    const input = inputRef.current
    if (input && document.activeElement === input) {
      caret.current = {
        start: input.selectionStart,
        end: input.selectionEnd,
        direction: input.selectionDirection ?? 'none',
      }
    }
    setVisible(!visible)
  }

  return (
    <div
      data-slot="password-input"
      data-state={visible ? 'visible' : 'hidden'}
      className="relative flex w-full items-center"
    >
      <Input
        {...props}
        id={id}
        ref={setInputRef}
        size={size}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? 'current-password'}
        spellCheck={false}
        className={cn(roomForToggle[s], className)}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        data-state={visible ? 'on' : 'off'}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={id}
        disabled={disabled}
        onMouseDown={keepFocusInInput}
        onClick={toggle}
        className={cn(
          'absolute inline-flex items-center justify-center rounded-sm text-foreground-subtle transition-colors',
          'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary',
          'disabled:pointer-events-none disabled:opacity-50',
          togglePlacement[s],
        )}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  )
}
