// The /profile/buy-data route behind the route guard in the app's real actor system, with the VTU operations answered at
// the network (stories/network/vtu-fakes): buying a data plan in two steps for a number whose network is found, the airtime form beside it, the refusals the server gives and
// the page reloading 2 s after a purchase (a spy here).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BuyDataRoute } from '@/app/routes/buy-data-route'
import { RequireSession } from '@/app/require-session'
import { airtelMonthly, mtnDaily, mtnMonthly, testPlans } from '@machines/buy-data/test-plans'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { dataPlansHandler, noPurchases, vtuHandlers, type VtuSeen } from '../network/vtu-fakes'

const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

/** The story's server: what it was asked to buy, and whether it refuses purchases or the plan list. */
interface Server {
  seen: VtuSeen
  refuse?: string
  plansFail?: boolean
}

function Harness({ reload }: { reload: () => void } & Server) {
  return (
    <SignedInApp
      user={shopper}
      start="/profile/buy-data"
      routes={[
        {
          path: '/profile/buy-data',
          element: <RequireSession />,
          children: [{ index: true, element: <BuyDataRoute reload={reload} /> }],
        },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/BuyDataRoute',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(shopper), ...vtuHandlers(args))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/BuyData and Screens/BuyAirtime.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'buyData', slot: 'buy-data' } },
  args: { seen: noPurchases(), reload: fn() },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const dataForm = (element: HTMLElement) => within(element.querySelector<HTMLElement>('[data-slot="buy-data-form"]')!)
const page = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="buy-data"]')!

// spec §5: the network detected once the phone has more than 10 digits and the plans filtered to it; Step 2's summary;
// PURCHASE; 'Data purchase was successful'; the page reloads after 2 s.
export const BuyingData: Story = {
  args: { seen: noPurchases(), reload: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'choosing'))
    const nav = canvas.getByRole('navigation', { name: 'Profile' })
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Buy data')
    const data = dataForm(canvasElement)
    await expect(data.getAllByRole('option')).toHaveLength(testPlans.length + 1)
    await userEvent.type(data.getByRole('textbox', { name: 'Phone number' }), '+234 803 123 4567')
    await expect(data.getByText('Network: MTN')).toBeVisible()
    await expect(
      data
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.getAttribute('value')),
    ).toEqual([mtnDaily._id, mtnMonthly._id])
    await userEvent.selectOptions(data.getByRole('combobox', { name: 'Data plan' }), mtnMonthly._id)
    await userEvent.click(data.getByRole('button', { name: 'Continue' }))
    await expect(data.getByText('Step 2 of 2')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="buy-data-summary-phone"] dd')).toHaveTextContent(
      '08031234567',
    )
    await userEvent.click(data.getByRole('button', { name: 'PURCHASE' }))
    await expect(await toasts().findByText('Data purchase was successful')).toBeVisible()
    await expect(args.seen.data).toEqual([{ phone: '08031234567', plan: mtnMonthly._id }])
    await expect(args.reload).not.toHaveBeenCalled()
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1), { timeout: 3_000 })
  },
}

// spec §5: continuing without a phone.
export const ContinuingWithoutAPhone: Story = {
  args: { seen: noPurchases(), reload: fn() },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'choosing'))
    const data = dataForm(canvasElement)
    await userEvent.selectOptions(data.getByRole('combobox', { name: 'Data plan' }), airtelMonthly._id)
    await userEvent.click(data.getByRole('button', { name: 'Continue' }))
    await expect(data.getByRole('alert')).toHaveTextContent('Please fill the form')
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'choosing')
    await expect(args.seen.data).toEqual([])
  },
}

// spec §8: the plans could not be loaded; a retry loads them.
// The list fails until the story brings the service back (a count of failures would not do: a strict-mode remount asks
// twice).
export const PlansFail: Story = {
  args: { seen: noPurchases(), plansFail: true, reload: fn() },
  play: async ({ canvasElement, msw }) => {
    await expect(
      await toasts().findByText('An error has occured while loading data plans. please try again later'),
    ).toBeVisible()
    const data = dataForm(canvasElement)
    await expect(data.getByRole('alert')).toHaveTextContent(
      'An error has occured while loading data plans. please try again later',
    )
    msw.use(dataPlansHandler(testPlans))
    await userEvent.click(data.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'choosing'))
  },
}

// The server refuses (the balance is short): its first message in a toast; the summary stays and nothing reloads.
export const PurchaseRefused: Story = {
  args: { seen: noPurchases(), refuse: 'Insufficient funds. please add more funds', reload: fn() },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'choosing'))
    const data = dataForm(canvasElement)
    await userEvent.type(data.getByRole('textbox', { name: 'Phone number' }), '08021234567')
    await userEvent.selectOptions(data.getByRole('combobox', { name: 'Data plan' }), airtelMonthly._id)
    await userEvent.click(data.getByRole('button', { name: 'Continue' }))
    await userEvent.click(data.getByRole('button', { name: 'PURCHASE' }))
    await expect(await toasts().findByText('Insufficient funds. please add more funds')).toBeVisible()
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'reviewing')
    await expect(data.getByRole('button', { name: 'PURCHASE' })).toBeEnabled()
    await expect(args.reload).not.toHaveBeenCalled()
  },
}

// spec §5: airtime of at least ₦50 ('Minimum airtime purchase is ₦50.00'), then 'Airtime purchase was successful' and
// the page reloads after 2 s.
export const BuyingAirtime: Story = {
  args: { seen: noPurchases(), reload: fn() },
  play: async ({ canvas, args }) => {
    const airtime = within(await canvas.findByRole('region', { name: 'Buy airtime' }))
    await userEvent.type(airtime.getByRole('textbox', { name: 'Phone number' }), '08051234567')
    await expect(airtime.getByText('Network: GLO')).toBeVisible()
    const amount = airtime.getByRole('textbox', { name: 'Amount (₦)' })
    await userEvent.type(amount, '40')
    await userEvent.click(airtime.getByRole('button', { name: 'Buy airtime' }))
    await expect(airtime.getByRole('alert')).toHaveTextContent('Minimum airtime purchase is ₦50.00')
    await expect(args.seen.airtime).toEqual([])
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await userEvent.click(airtime.getByRole('button', { name: 'Buy airtime' }))
    await expect(await toasts().findByText('Airtime purchase was successful')).toBeVisible()
    await expect(args.seen.airtime).toEqual([{ phone: '08051234567', amount: 100 }])
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1), { timeout: 3_000 })
  },
}
