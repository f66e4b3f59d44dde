// The /swap screen in each state of the swap-form machine, drawn from props: the form empty, the rules' messages, the
// catalogue's matches for the device wanted, the photos uploading, the request sending, and the form kept after a
// refusal (its toast is the app's: Screens/SwapRoute shows it).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { SwapScreen } from '@/screens/swap/swap-screen'
import { emptySwapForm, swapMessages, type SwapForm } from '@/domain/swap'
import { pictureList } from '@machines/lib/pictures'
import type { WantedSuggestion } from '@machines/swap-form/swap-form.machine'
import { pictures } from './catalogue-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const iphone13: WantedSuggestion = { _id: '665f1c2b9a1e4b0012340013', title: 'Apple iPhone 13 128GB' }
const iphone14: WantedSuggestion = { _id: '665f1c2b9a1e4b0012340014', title: 'Apple iPhone 14 Pro 256GB' }

const filled: SwapForm = {
  brand: 'Samsung',
  model: 'Galaxy S21',
  storage: '128GB',
  condition: 'used',
  faults: '',
  wanted: iphone13.title,
  wantedProductId: iphone13._id,
  phone: '08031234567',
  city: 'Ikeja',
}
const twoPhotos = pictureList([pictures.phoneFront, pictures.phoneBack])

const meta = {
  title: 'Screens/Swap',
  component: SwapScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'swapForm', slot: 'swap-screen' } },
  args: {
    state: { form: 'editing', wanted: 'idle' },
    form: emptySwapForm(),
    errors: {},
    photos: pictureList(),
    progress: null,
    suggestions: [],
    send: fn(),
  },
} satisfies Meta<typeof SwapScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="swap-screen"]')!

export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Swap deals' })).toBeVisible()
    for (const section of ['Your device', 'The device you want', 'How we reach you']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    // Every control is named.
    for (const name of ['Brand', 'Model', 'Storage (optional)', 'Faults (optional)', 'Device you want', 'City']) {
      await expect(canvas.getByRole(name === 'Device you want' ? 'combobox' : 'textbox', { name })).toHaveValue('')
    }
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('type', 'tel')
    const condition = canvas.getByRole('radiogroup', { name: 'Condition' })
    await expect(
      within(condition)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false, false])
    await expect(within(condition).getByRole('radio', { name: 'Faulty' })).toHaveAccessibleDescription(
      'Something does not work or is broken',
    )
    await expect(canvas.getByRole('group', { name: 'Photos of your device' })).toBeVisible()
    await expect(canvas.getByText('0 of 4 pictures')).toBeVisible()

    await userEvent.type(canvas.getByRole('textbox', { name: 'Brand' }), 'S')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'field.change', field: 'brand', value: 'S' })
    await userEvent.click(within(condition).getByRole('radio', { name: 'Like new' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'condition.choose', condition: 'likeNew' })
    await userEvent.type(canvas.getByRole('combobox', { name: 'Device you want' }), 'i')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'wanted.change', value: 'i' })
    await userEvent.click(canvas.getByRole('button', { name: 'Request swap' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'form.submit' })
    await expect(args.send).toHaveBeenCalledTimes(4)
  },
}

export const EditingNarrow: Story = { ...Editing, parameters: narrow }

// Sent empty: each required field says what it needs, read out as its description.
export const Invalid: Story = {
  args: {
    state: { form: 'invalid', wanted: 'idle' },
    errors: {
      brand: swapMessages.brandRequired,
      model: swapMessages.modelRequired,
      condition: swapMessages.conditionRequired,
      wanted: swapMessages.wantedRequired,
      phone: swapMessages.phoneRequired,
      city: swapMessages.cityRequired,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.getByRole('textbox', { name: 'Brand' })).toHaveAccessibleDescription(swapMessages.brandRequired)
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toHaveAccessibleDescription(swapMessages.modelRequired)
    await expect(canvas.getByRole('radiogroup', { name: 'Condition' })).toHaveAccessibleDescription(
      swapMessages.conditionRequired,
    )
    await expect(canvas.getByRole('radiogroup', { name: 'Condition' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Device you want' })).toHaveAccessibleDescription(
      `${swapMessages.wantedRequired} Type 2 letters or more to see our products, or describe any device`,
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      `${swapMessages.phoneRequired} We call or WhatsApp you about the offer`,
    )
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(swapMessages.cityRequired)
    await expect(canvas.getByRole('textbox', { name: 'Storage (optional)' })).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getAllByRole('alert')).toHaveLength(6)
  },
}

export const InvalidNarrow: Story = { ...Invalid, parameters: narrow }

// A faulty device needs its faults told; the phone must be a number.
export const InvalidFaulty: Story = {
  args: {
    state: { form: 'invalid', wanted: 'idle' },
    form: { ...filled, condition: 'faulty', phone: '0803' },
    errors: { faults: swapMessages.faultsRequired, phone: swapMessages.phoneInvalid },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Faulty' })).toBeChecked()
    const faults = canvas.getByRole('textbox', { name: 'Faults' })
    await expect(faults).toBeRequired()
    await expect(faults).toHaveAccessibleDescription(
      `${swapMessages.faultsRequired} What does not work, is cracked or has been repaired`,
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      `${swapMessages.phoneInvalid} We call or WhatsApp you about the offer`,
    )
    await expect(canvas.queryByRole('textbox', { name: 'Faults (optional)' })).toBeNull()
  },
}

// The catalogue's matches for what the shopper typed, offered under the field; picking one names the product.
export const Suggesting: Story = {
  args: {
    state: { form: 'editing', wanted: 'suggesting' },
    form: { ...emptySwapForm(), wanted: 'iphone' },
    suggestions: [iphone13, iphone14],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvasElement.querySelector('[data-slot="swap-wanted"]')!
    await expect(field).toHaveAttribute('data-state', 'suggesting')
    const input = canvas.getByRole('combobox', { name: 'Device you want' })
    const options = [...canvasElement.querySelectorAll<HTMLOptionElement>('[data-slot="swap-wanted-options"] option')]
    await expect(input).toHaveAttribute('list', canvasElement.querySelector('[data-slot="swap-wanted-options"]')!.id)
    await expect(options.map((option) => option.value)).toEqual([iphone13.title, iphone14.title])
    await expect(canvas.getByText('2 matching products in the list')).toBeInTheDocument()

    // The browser's list puts the option's text in the field: that is the product chosen.
    fireEvent.change(input, { target: { value: iphone14.title } })
    await expect(args.send).toHaveBeenCalledWith({ type: 'wanted.choose', productId: iphone14._id })
    fireEvent.change(input, { target: { value: 'iphone 1' } })
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'wanted.change', value: 'iphone 1' })
    await expect(args.send).toHaveBeenCalledTimes(2)
  },
}

export const SuggestingNarrow: Story = { ...Suggesting, parameters: narrow }

// A product of the catalogue chosen: the field says so.
export const WantedChosen: Story = {
  args: { form: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Device you want' })).toHaveValue(iphone13.title)
    await expect(canvas.getByRole('combobox', { name: 'Device you want' })).toHaveAccessibleDescription(
      'From our catalogue',
    )
  },
}

// The photos going up: their progress, and nothing can change until the request is recorded.
export const Uploading: Story = {
  args: { state: { form: 'uploading', wanted: 'idle' }, form: filled, photos: twoPhotos, progress: 40 },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'uploading')
    await expect(canvas.getByRole('progressbar', { name: 'Uploading pictures' })).toHaveAttribute('aria-valuenow', '40')
    await expect(canvas.getByText('Uploading your photos')).toBeInTheDocument()
    await expect(canvas.getByRole('textbox', { name: 'Brand' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Used' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove Picture 1' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Request swap' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const UploadingNarrow: Story = { ...Uploading, parameters: narrow }

export const Sending: Story = {
  args: { state: { form: 'sending', wanted: 'idle' }, form: filled, photos: twoPhotos },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'sending')
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Sending your request')).toBeInTheDocument()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByRole('combobox', { name: 'Device you want' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Request swap' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Request swap' }), { pointerEventsCheck: 0 })
    await expect(args.send).not.toHaveBeenCalled()
  },
}

// Refused by the server: the toast is the app's; the form keeps everything, photos included, to try again.
export const Failed: Story = {
  args: { state: { form: 'failed', wanted: 'idle' }, form: filled, photos: twoPhotos },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toHaveValue('Galaxy S21')
    await expect(canvas.getByRole('textbox', { name: 'Model' })).toBeEnabled()
    await expect(canvas.getByText('2 of 4 pictures')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Request swap' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' })
    await expect(args.send).toHaveBeenCalledTimes(1)
  },
}
