import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from '@/ui/dialog'

const fieldClass =
  'h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-foreground placeholder:text-foreground-subtle'

function AddressFields() {
  return (
    <div className="grid gap-3">
      <label className="grid gap-1 text-sm font-medium">
        Name
        <input name="name" className={fieldClass} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Phone
        <input name="phone" type="tel" className={fieldClass} />
      </label>
    </div>
  )
}

type Args = { size: DialogContentProps['size']; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }

function AddressDialog({ size, defaultOpen, onOpenChange }: Args) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Add New Address</Button>
      </DialogTrigger>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>Address Form</DialogTitle>
          <DialogDescription>Where should we deliver your order?</DialogDescription>
        </DialogHeader>
        <AddressFields />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: AddressDialog,
  args: { size: 'md', onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] } },
  // Open modals take over the page, so on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof AddressDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add New Address' })
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Address Form' })
    await expect(dialog).toHaveAttribute('data-state', 'open')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)

    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())

    // Name → Phone → Cancel → Save → Close, then back to Name: Tab never leaves the dialog.
    const order = [
      within(dialog).getByRole('textbox', { name: 'Phone' }),
      within(dialog).getByRole('button', { name: 'Cancel' }),
      within(dialog).getByRole('button', { name: 'Save' }),
      within(dialog).getByRole('button', { name: 'Close' }),
      name,
    ]
    for (const next of order) {
      await userEvent.tab()
      await expect(next).toHaveFocus()
    }
    await userEvent.tab({ shift: true })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Address Form' })
    await expect(dialog).toHaveAccessibleDescription('Where should we deliver your order?')
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content')
    await expect(dialog).toHaveAttribute('data-size', 'md')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)

    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const reopened = await screen.findByRole('dialog', { name: 'Address Form' })
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

function sizePlay(size: NonNullable<DialogContentProps['size']>, maxWidth: number) {
  return async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Address Form' })
    await expect(dialog).toHaveAttribute('data-size', size)
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(maxWidth)
  }
}

export const Small: Story = { args: { defaultOpen: true, size: 'sm' }, play: sizePlay('sm', 384) }
export const Medium: Story = { args: { defaultOpen: true, size: 'md' }, play: sizePlay('md', 512) }
export const Large: Story = { args: { defaultOpen: true, size: 'lg' }, play: sizePlay('lg', 768) }

export const Full: Story = {
  args: { defaultOpen: true, size: 'full' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Address Form' })
    await expect(dialog).toHaveAttribute('data-size', 'full')
    const box = dialog.getBoundingClientRect()
    await expect(box.width).toBe(window.innerWidth)
    await expect(box.height).toBe(window.innerHeight)
  },
}

// Each size is drawn inside its own frame: a transformed box becomes the containing block of the fixed dialog,
// so the four open dialogs sit side by side instead of on top of each other. The frames are an 800px-wide
// screen drawn at half scale so that the whole grid fits one viewport.
function SizeFrame({ size }: { size: NonNullable<DialogContentProps['size']> }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold">size {size}</figcaption>
      <div
        ref={setFrame}
        data-testid={`frame-${size}`}
        className="relative h-[17.5rem] w-[50rem] overflow-hidden rounded-md bg-overlay [transform:translateZ(0)] [zoom:0.5]"
      >
        {frame ? (
          <Dialog open modal={false}>
            <DialogContent container={frame} size={size} onOpenAutoFocus={(event) => event.preventDefault()}>
              <DialogHeader>
                <DialogTitle>Address Form ({size})</DialogTitle>
                <DialogDescription>Where should we deliver your order?</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline">Cancel</Button>
                <Button>Save</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        ) : null}
      </div>
    </figure>
  )
}

export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4" data-testid="all-variants">
      {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
        <SizeFrame key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const dialogs = await canvas.findAllByRole('dialog')
    await expect(dialogs.map((dialog) => dialog.getAttribute('data-size'))).toEqual(['sm', 'md', 'lg', 'full'])
    const [sm = 0, md = 0, lg = 0, full = 0] = dialogs.map((dialog) => dialog.getBoundingClientRect().width)
    await expect(sm).toBeLessThan(md)
    await expect(md).toBeLessThan(lg)
    await expect(lg).toBeLessThan(full)
  },
}
