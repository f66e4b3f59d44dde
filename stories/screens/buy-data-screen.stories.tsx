import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BuyDataScreen } from '@/screens/buy-data/buy-data-screen'
import { BuyAirtimeForm } from '@/screens/buy-data/buy-airtime-form'
import { airtelMonthly, mtnDaily, mtnMonthly, testPlans } from '@machines/buy-data/test-plans'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/BuyData',
  component: BuyDataScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'buyData', slot: 'buy-data' } },
  args: {
    state: 'choosing',
    plans: testPlans,
    phone: '',
    network: null,
    planId: null,
    plan: null,
    send: fn(),
    airtime: (
      <BuyAirtimeForm
        state="editing"
        phone=""
        amount=""
        network={null}
        onPhoneChange={() => undefined}
        onAmountChange={() => undefined}
        onPurchase={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof BuyDataScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="buy-data"]')!
const form = (element: HTMLElement) => within(element.querySelector<HTMLElement>('[data-slot="buy-data-form"]')!)

export const LoadingPlans: Story = {
  args: { state: 'loadingPlans', plans: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadingPlans')
    await expect(form(canvasElement).getByRole('status')).toHaveTextContent('Loading data plans')
    await expect(canvasElement.querySelector('[data-slot="buy-data-skeleton"]')).toBeVisible()
    await expect(form(canvasElement).queryByRole('combobox')).toBeNull()
  },
}

export const LoadingPlansNarrow: Story = { ...LoadingPlans, parameters: narrow }

// spec §8, exactly, with a way to load them again.
export const PlansFailed: Story = {
  args: {
    state: 'plansFailed',
    plans: [],
    errorMessage: 'An error has occured while loading data plans. please try again later',
  },
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'plansFailed')
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error has occured while loading data plans. please try again later',
    )
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'plans.retry' })
  },
}

export const PlansFailedNarrow: Story = { ...PlansFailed, parameters: narrow }

// Step 1 of 2 (spec §2): the phone and a plan, every plan while no network is known; the airtime form beside it.
export const Choosing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'choosing')
    const data = form(canvasElement)
    await expect(data.getByRole('heading', { level: 1, name: 'Buy data' })).toBeVisible()
    await expect(data.getByText('Step 1 of 2')).toBeVisible()
    await userEvent.type(data.getByRole('textbox', { name: 'Phone number' }), '0')
    await expect(args.send).toHaveBeenCalledWith({ type: 'phone.change', phone: '0' })
    await expect(data.getAllByRole('option')).toHaveLength(testPlans.length + 1)
    await userEvent.selectOptions(data.getByRole('combobox', { name: 'Data plan' }), airtelMonthly._id)
    await expect(args.send).toHaveBeenCalledWith({ type: 'plan.choose', planId: airtelMonthly._id })
    await userEvent.click(data.getByRole('button', { name: 'Continue' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'step.continue' })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Buy airtime' })).toBeVisible()
  },
}

// Under the wallet card on the profile's index, where the page's own heading comes first.
export const AsASection: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Buy data' })).toBeVisible()
  },
}

export const ChoosingNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    // On a phone the airtime form comes under the data form.
    const data = canvasElement.querySelector<HTMLElement>('[data-slot="buy-data-form"]')!.getBoundingClientRect()
    const airtime = canvas.getByRole('region', { name: 'Buy airtime' }).getBoundingClientRect()
    await expect(airtime.top).toBeGreaterThan(data.bottom)
  },
}

// The network found from the number (spec §5), and only its plans offered.
export const NetworkDetected: Story = {
  args: {
    phone: '08031234567',
    network: 'MTN',
    plans: [mtnDaily, mtnMonthly],
    planId: mtnMonthly._id,
    plan: mtnMonthly,
  },
  play: async ({ canvasElement }) => {
    const data = form(canvasElement)
    await expect(data.getByText('Network: MTN')).toBeVisible()
    await expect(data.getAllByRole('option')).toHaveLength(3)
    await expect(data.getByRole('combobox', { name: 'Data plan' })).toHaveValue(mtnMonthly._id)
  },
}

export const NetworkDetectedNarrow: Story = { ...NetworkDetected, parameters: narrow }

// spec §5: continuing without a phone.
export const FillTheForm: Story = {
  args: { formError: 'Please fill the form', planId: mtnMonthly._id, plan: mtnMonthly },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent('Please fill the form')
  },
}

export const FillTheFormNarrow: Story = { ...FillTheForm, parameters: narrow }

// Step 2 (spec §2): the summary with BACK and PURCHASE.
export const Reviewing: Story = {
  args: {
    state: 'reviewing',
    phone: '+234 803 123 4567',
    network: 'MTN',
    plans: [mtnDaily, mtnMonthly],
    planId: mtnMonthly._id,
    plan: mtnMonthly,
  },
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'reviewing')
    const data = form(canvasElement)
    await expect(data.getByText('Step 2 of 2')).toBeVisible()
    const summary = canvasElement.querySelector<HTMLElement>('[data-slot="buy-data-summary"]')!
    await expect(summary.querySelector('[data-slot="buy-data-summary-phone"] dd')).toHaveTextContent('08031234567')
    await expect(summary.querySelector('[data-slot="buy-data-summary-network"] dd')).toHaveTextContent('MTN')
    await expect(summary.querySelector('[data-slot="buy-data-summary-plan"] dd')).toHaveTextContent(
      '1.5GB · 30 days · SME',
    )
    await expect(summary.querySelector('[data-slot="buy-data-summary-amount"] dd')).toHaveTextContent('₦1,000.00')
    await expect(data.queryByRole('textbox', { name: 'Phone number' })).toBeNull()
    await userEvent.click(data.getByRole('button', { name: 'BACK' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'step.back' })
    await userEvent.click(data.getByRole('button', { name: 'PURCHASE' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'data.purchase' })
  },
}

export const ReviewingNarrow: Story = { ...Reviewing, parameters: narrow }

export const Purchasing: Story = {
  args: { ...Reviewing.args, state: 'purchasing' },
  play: async ({ canvasElement }) => {
    const data = form(canvasElement)
    await expect(data.getByRole('button', { name: 'PURCHASE' })).toHaveAttribute('aria-busy', 'true')
    await expect(data.getByRole('button', { name: 'BACK' })).toBeDisabled()
  },
}

export const PurchasingNarrow: Story = { ...Purchasing, parameters: narrow }

// spec §8's words; the page reloads 2 s later (spec §4).
export const Purchased: Story = {
  args: { state: 'purchased' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'purchased')
    const data = form(canvasElement)
    await expect(canvasElement.querySelector('[data-slot="buy-data-done"]')).toHaveTextContent(
      'Data purchase was successful',
    )
    await expect(data.getByRole('status')).toHaveTextContent('Data purchase was successful')
    await expect(data.queryByRole('button', { name: 'PURCHASE' })).toBeNull()
  },
}

export const PurchasedNarrow: Story = { ...Purchased, parameters: narrow }

export const Reloading: Story = {
  args: { state: 'reloading' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'reloading')
    await expect(form(canvasElement).getByRole('status')).toHaveTextContent('Updating your wallet')
  },
}

export const ReloadingNarrow: Story = { ...Reloading, parameters: narrow }
