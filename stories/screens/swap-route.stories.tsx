// The /swap route wired to a memory router behind the route guard, the real session provider over in-memory storage and
// the swap operations answered at the network (stories/network/swap-fakes): a shopper describes their device, picks the one they want from the catalogue's matches, adds photos
// that upload with progress, and lands on the thank-you page; a refusal is toasted and the form kept; a visitor is sent
// to sign in first.
import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, type within } from 'storybook/test'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { SwapRoute } from '@/app/routes/swap-route'
import { RequestSuccessRoute } from '@/app/routes/browsing/message-routes'
import { RequireSession } from '@/app/require-session'
import { SessionProvider } from '@/app/session-provider'
import { memoryStorage } from '@/app/memory-storage'
import { swapMessages } from '@/domain/swap'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { uploadsReportHalfway } from '../network/network-fakes'
import { nothingSeen, storedPhotos, swapHandlers, type SwapSeen } from '../network/swap-fakes'
import { pngFile } from '../support/picture-files'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }
/** `seen` and `refuse` are the story's server: what it was asked, and its refusal of every request. */
function Harness(_server: { seen: SwapSeen; refuse?: string }) {
  return (
    <SignedInApp
      user={shopper}
      start="/swap"
      routes={[
        {
          path: '/swap',
          element: <RequireSession />,
          children: [{ index: true, element: <SwapRoute /> }],
        },
        { path: '/request-success', element: <RequestSuccessRoute /> },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/SwapRoute',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(shopper), ...swapHandlers(args))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/Swap.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'swapForm', slot: 'swap-screen' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const location = (canvas: ReturnType<typeof within>) => canvas.getByTestId('location')
const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="swap-screen"]')

async function describeDevice(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Brand' }), 'Samsung')
  await userEvent.type(canvas.getByRole('textbox', { name: 'Model' }), 'Galaxy S21')
  await userEvent.type(canvas.getByRole('textbox', { name: 'Storage (optional)' }), '128GB')
  await userEvent.click(canvas.getByRole('radio', { name: 'Used' }))
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '08031234567')
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Ikeja')
}

export const RequestingASwap: Story = {
  args: { seen: nothingSeen() },
  // The photos go up reporting half their body sent until the server answers, as on a slow link.
  beforeEach: () => uploadsReportHalfway(),
  play: async ({ canvas, canvasElement, args }) => {
    // The rules first: nothing is sent for an empty form.
    await userEvent.click(await canvas.findByRole('button', { name: 'Request swap' }))
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.getByRole('textbox', { name: 'Brand' })).toHaveAccessibleDescription(swapMessages.brandRequired)

    await describeDevice(canvas)
    await userEvent.upload(canvas.getByLabelText('Add pictures'), [
      await pngFile('front.png'),
      await pngFile('back.png'),
    ])
    await expect(canvas.getByText('2 of 4 pictures')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Move back.png earlier' }))

    // The catalogue is asked once the shopper pauses; its matches are offered, and picking one names the product.
    const wanted = canvas.getByRole('combobox', { name: 'Device you want' })
    await userEvent.type(wanted, 'iphone')
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="swap-wanted"]')).toHaveAttribute('data-state', 'suggesting'),
    )
    await expect(args.seen.searches).toEqual(['iphone'])
    const options = [
      ...canvasElement.querySelectorAll<HTMLOptionElement>('[data-slot="swap-wanted-options"] option'),
    ].map((option) => option.value)
    await expect(options).toEqual(['Apple iPhone 13 128GB', 'Apple iPhone 14 Pro 256GB'])
    fireEvent.change(wanted, { target: { value: 'Apple iPhone 14 Pro 256GB' } })
    await expect(wanted).toHaveAccessibleDescription('From our catalogue')

    // The photos go up with their progress, then the request, then the thank-you page names the inbox.
    await userEvent.click(canvas.getByRole('button', { name: 'Request swap' }))
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading pictures' })).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'uploading')
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/request-success'))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible()
    await expect(canvas.getByText(/sent a confirmation email to/)).toHaveTextContent(
      'We have received your request and sent a confirmation email to ada@oja.test. Our team will reply within 5 business days.',
    )
    await expect(args.seen.uploads).toEqual([['back.png', 'front.png']])
    await expect(args.seen.requests).toEqual([
      {
        brand: 'Samsung',
        model: 'Galaxy S21',
        storage: '128GB',
        condition: 'used',
        photos: [storedPhotos[0], storedPhotos[1]],
        wantedProductId: '665f1c2b9a1e4b0012340014',
        wanted: 'Apple iPhone 14 Pro 256GB',
        phone: '08031234567',
        city: 'Ikeja',
      },
    ])
  },
}

// spec §8: a refusal is a toast with the server's first error; the form keeps everything and stays on /swap.
export const Failed: Story = {
  args: {
    seen: nothingSeen(),
    refuse: swapMessages.tooMany,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await describeDevice(canvas)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Device you want' }), 'Any Tecno with 256GB')
    await userEvent.click(canvas.getByRole('button', { name: 'Request swap' }))
    await expect(await toasts().findByText(swapMessages.tooMany)).toBeVisible()
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(location(canvas)).toHaveTextContent('/swap')
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toHaveValue('Galaxy S21')
    await expect(canvas.getByRole('combobox', { name: 'Device you want' })).toHaveValue('Any Tecno with 256GB')
    await expect(canvas.getByRole('radio', { name: 'Used' })).toBeChecked()
    await expect(args.seen.requests).toHaveLength(1)
    await expect(args.seen.requests[0]).not.toHaveProperty('wantedProductId')
  },
}

/** Where a visitor was sent, and the page they came from. */
function LoginProbe() {
  const { pathname, state } = useLocation()
  const from = typeof state === 'object' && state !== null && 'from' in state ? String(state.from) : ''
  return (
    <p>
      <output data-testid="location">{pathname}</output> from <output data-testid="from">{from}</output>
    </p>
  )
}

function VisitorHarness() {
  const [storage] = useState(() => memoryStorage({}))
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/swap',
          element: <RequireSession />,
          children: [{ index: true, element: <SwapRoute /> }],
        },
        { path: '/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/swap'] },
    ),
  )
  return (
    <SessionProvider storage={storage}>
      <RouterProvider router={router} />
    </SessionProvider>
  )
}

// spec §2 Route guards: /swap is for signed-in shoppers; a visitor goes to /login, which returns them to /swap.
export const Visitor: Story = {
  args: { seen: nothingSeen() },
  render: () => <VisitorHarness />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'))
    await expect(canvas.getByTestId('from')).toHaveTextContent('/swap')
    await expect(root(canvasElement)).toBeNull()
  },
}
