import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SimulatedClock } from 'xstate'
import { ToastProvider, useToast } from '@/app/toast-provider'
import { Button } from '@/ui/button'
import { Toast, Toaster, type ToastData } from '@/ui/toast'

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: { toasts: [], onDismiss: fn() },
  // The toaster is fixed to the top of its page, so on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Toaster>
export default meta
type Story = StoryObj<typeof meta>

const blank: ToastData = { id: 'blank', type: 'blank', message: 'Promo ends at midnight' }
const custom: ToastData = { id: 'custom', type: 'custom', message: 'Woohoo! OJA10 applied successfully!', icon: '★' }
const error: ToastData = { id: 'error', type: 'error', message: 'An error has occured. please try again later' }
const success: ToastData = { id: 'success', type: 'success', message: 'iPhone 13 added to cart successfully!' }
const loading: ToastData = { id: 'loading', type: 'loading', message: 'Placing your order' }

function toastNamed(message: string) {
  return screen.getByText(message).closest<HTMLElement>('[data-slot="toast"]')!
}

export const Blank: Story = {
  args: { toasts: [blank] },
  play: async ({ args }) => {
    const status = screen.getByRole('status')
    await expect(status).toHaveTextContent('Promo ends at midnight')
    await expect(status).toHaveAttribute('aria-live', 'polite')
    const item = toastNamed('Promo ends at midnight')
    await expect(item).toHaveAttribute('data-variant', 'blank')
    await expect(item.querySelector('[data-icon="info"]')).not.toBeNull()
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('blank')
  },
}

export const Custom: Story = {
  args: { toasts: [custom] },
  play: async ({ args }) => {
    const item = toastNamed('Woohoo! OJA10 applied successfully!')
    await expect(item).toHaveAttribute('data-variant', 'custom')
    await expect(within(item).getByRole('status')).toHaveTextContent('Woohoo! OJA10 applied successfully!')
    await expect(item.querySelector('[data-slot="toast-icon"]')).toHaveTextContent('★')
    // The dismiss button is reachable from the keyboard.
    await userEvent.tab()
    await expect(within(item).getByRole('button', { name: 'Dismiss' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDismiss).toHaveBeenCalledWith('custom')
  },
}

export const Error: Story = {
  args: { toasts: [error] },
  play: async ({ args }) => {
    const alert = screen.getByRole('alert')
    await expect(alert).toHaveTextContent('An error has occured. please try again later')
    await expect(screen.queryByRole('status')).not.toBeInTheDocument()
    const item = toastNamed('An error has occured. please try again later')
    await expect(item).toHaveAttribute('data-variant', 'error')
    await expect(item.querySelector('[data-icon="alert"]')).not.toBeNull()
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('error')
  },
}

export const Success: Story = {
  args: { toasts: [success] },
  play: async () => {
    const item = toastNamed('iPhone 13 added to cart successfully!')
    await expect(item).toHaveAttribute('data-variant', 'success')
    await expect(within(item).getByRole('status')).toHaveTextContent('iPhone 13 added to cart successfully!')
    await expect(item.querySelector('[data-icon="check"]')).not.toBeNull()
  },
}

export const Loading: Story = {
  args: { toasts: [loading] },
  play: async () => {
    const item = toastNamed('Placing your order')
    await expect(item).toHaveAttribute('data-variant', 'loading')
    await expect(item.querySelector('[data-slot="spinner"]')).not.toBeNull()
    // Only the message is announced; the spinner is decoration.
    await expect(within(item).getAllByRole('status')).toHaveLength(1)
  },
}

export const Idle: Story = {
  play: async () => {
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    await expect(toaster).toHaveAttribute('data-state', 'idle')
    await expect(within(toaster).queryAllByRole('listitem')).toHaveLength(0)
  },
}

export const Stacked: Story = {
  args: { toasts: [success, loading, error, custom, blank] },
  play: async ({ args }) => {
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    await expect(toaster).toHaveAttribute('data-state', 'showing')
    const items = within(toaster).getAllByRole('listitem')
    await expect(items.map((item) => item.getAttribute('data-variant'))).toEqual([
      'success',
      'loading',
      'error',
      'custom',
      'blank',
    ])
    // Stacked top-centre, newest on top, without overlapping.
    const boxes = items.map((item) => item.getBoundingClientRect())
    for (const [above, below] of boxes.slice(0, -1).map((box, i) => [box, boxes[i + 1]!] as const)) {
      await expect(below.top).toBeGreaterThanOrEqual(above.bottom)
    }
    const newest = boxes[0]!
    await expect(Math.abs(newest.left + newest.width / 2 - window.innerWidth / 2)).toBeLessThan(2)
    await expect(newest.top).toBeLessThan(24)
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('error')
  },
}

export const AllVariants: Story = {
  render: () => (
    <ol className="grid w-96 gap-2" data-testid="all-variants">
      {[blank, custom, error, success, loading].map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={() => {}} />
      ))}
      <Toast
        toast={{
          id: 'long',
          type: 'success',
          message: 'Request has been sent. We will get back to you through your email',
        }}
        onDismiss={() => {}}
      />
    </ol>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items.map((item) => item.getAttribute('data-variant'))).toEqual([
      'blank',
      'custom',
      'error',
      'success',
      'loading',
      'success',
    ])
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(6)
  },
}

// The real toast machine behind the app's provider, with a simulated clock so time moves only when the play
// function says so (the millisecond-exact timings are covered by machines/toast/toast.test.ts).
function ToastDemo() {
  const toast = useToast()
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast.success('Verification was successful')}>Show success</Button>
      <Button variant="danger" onClick={() => toast.error('An error has occured. please try again later')}>
        Show error
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          const id = toast.loading('Placing your order')
          window.setTimeout(
            () =>
              toast.update(id, { type: 'success', message: 'Your purchase was successful. We will contact you soon!' }),
            0,
          )
        }}
      >
        Place order
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  )
}

type LifecycleLoaded = { clock: SimulatedClock }

export const Lifecycle: Story = {
  loaders: [async (): Promise<LifecycleLoaded> => ({ clock: new SimulatedClock() })],
  render: (_args, { loaded }) => (
    <ToastProvider clock={(loaded as LifecycleLoaded).clock}>
      <ToastDemo />
    </ToastProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const { clock } = loaded as LifecycleLoaded
    const toaster = screen.getByRole('region', { name: 'Notifications' })
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }))
    await expect(await within(toaster).findByRole('status')).toHaveTextContent('Verification was successful')
    await expect(toaster).toHaveAttribute('data-state', 'showing')
    clock.increment(1999)
    await settle()
    await expect(within(toaster).getByText('Verification was successful')).toBeInTheDocument()
    clock.increment(1)
    await waitFor(() => expect(within(toaster).queryByText('Verification was successful')).not.toBeInTheDocument())
    await expect(toaster).toHaveAttribute('data-state', 'idle')

    // An error outlives a success: still there at 2 s, gone at 4 s.
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }))
    await expect(await within(toaster).findByRole('alert')).toHaveTextContent(
      'An error has occured. please try again later',
    )
    clock.increment(2000)
    await settle()
    await expect(within(toaster).getByRole('alert')).toBeInTheDocument()
    clock.increment(2000)
    await waitFor(() => expect(within(toaster).queryByRole('alert')).not.toBeInTheDocument())

    // A loading toast turns into its result in place, then leaves on the success timer.
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }))
    await expect(
      await within(toaster).findByText('Your purchase was successful. We will contact you soon!'),
    ).toBeInTheDocument()
    await expect(within(toaster).queryByText('Placing your order')).not.toBeInTheDocument()
    await expect(within(toaster).getAllByRole('listitem')).toHaveLength(1)
    clock.increment(2000)
    await waitFor(() => expect(within(toaster).queryAllByRole('listitem')).toHaveLength(0))

    // The Dismiss button removes a toast before its time.
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }))
    await userEvent.click(await within(toaster).findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(within(toaster).queryAllByRole('listitem')).toHaveLength(0))
  },
}
