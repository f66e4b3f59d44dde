// Disclosure items (spec §2 Product detail: 'FAQ items expand and collapse independently'). Each item owns
// its open state, so opening one never closes another. Built on a native button inside a heading, per
// the WAI-ARIA accordion pattern; the button gives Enter, Space and Tab for free.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from './cn'
import { ChevronDownIcon } from './icons'

export const accordionVariants = cva('flex w-full flex-col', {
  variants: {
    variant: {
      divided: 'divide-y divide-border border-y border-border',
      card: 'gap-2 [&>[data-slot=accordion-item]]:rounded-md [&>[data-slot=accordion-item]]:border [&>[data-slot=accordion-item]]:border-border [&>[data-slot=accordion-item]]:px-4',
    },
  },
  defaultVariants: { variant: 'divided' },
})

export type AccordionProps = ComponentProps<'div'> & VariantProps<typeof accordionVariants>

/** Lays out a group of AccordionItems; it holds no state. */
export function Accordion({ className, variant, ...props }: AccordionProps) {
  return (
    <div
      data-slot="accordion"
      data-variant={variant ?? 'divided'}
      className={cn(accordionVariants({ variant }), className)}
      {...props}
    />
  )
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6

export type AccordionItemProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The header button's text. */
  title: ReactNode
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  disabled?: boolean
  /** The heading level wrapping the button, to fit the page outline. */
  headingLevel?: HeadingLevel
}

export function AccordionItem({
  className,
  title,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled,
  headingLevel = 3,
  children,
  ...props
}: AccordionItemProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'AccordionItem',
  })
  const id = useId()
  const triggerId = `${id}-trigger`
  const panelId = `${id}-panel`
  const state = open ? 'open' : 'closed'
  const Heading = `h${headingLevel}` as const

  function toggle() {
    setOpen(!open)
  }

  return (
    <div
      data-slot="accordion-item"
      data-state={state}
      data-disabled={disabled || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      <Heading data-slot="accordion-header" className="m-0 text-base font-semibold">
        <button
          type="button"
          id={triggerId}
          data-slot="accordion-trigger"
          data-state={state}
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={toggle}
          className={cn(
            'flex w-full items-center justify-between gap-4 py-4 text-left text-foreground transition-colors',
            'hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          <span data-slot="accordion-title">{title}</span>
          <ChevronDownIcon
            data-slot="accordion-chevron"
            className={cn(
              'size-5 shrink-0 text-foreground-subtle transition-transform duration-200',
              open && 'rotate-180',
            )}
          />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        data-slot="accordion-panel"
        data-state={state}
        hidden={!open}
        className="pb-4 text-sm text-foreground-subtle"
      >
        {children}
      </div>
    </div>
  )
}
