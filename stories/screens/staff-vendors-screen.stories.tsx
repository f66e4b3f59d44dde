import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { accountMessages } from '@/domain/account-forms'
import { orderStatusMessages } from '@/domain/order-status'
import { vendorMessages } from '@/domain/staff-vendors'
import { StaffVendorsScreen } from '@/screens/staff-vendors/staff-vendors-screen'
import { SANDBOX_VENDOR_ACCOUNT, VENDOR_SHOPS } from '../network/staff-vendors-fakes'
import { narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffVendors',
  component: StaffVendorsScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffVendors', slot: 'staff-vendors-screen' } },
  args: {
    state: 'listed',
    shops: VENDOR_SHOPS,
    message: null,
    errors: {},
    submitError: null,
    added: 0,
    removal: null,
    send: fn(),
  },
} satisfies Meta<typeof StaffVendorsScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-vendors-screen"]')!
const table = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('table', { name: 'Shops and the accounts that sell for them' })

const ikeja = VENDOR_SHOPS[1]!
const wuse = VENDOR_SHOPS[2]!

export const Loading: Story = {
  args: { state: 'loading', shops: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the shops')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const shops = table(canvas)
    await expect(
      within(shops)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Shop', 'Accounts', 'Live products', 'Open order lines'])
    const rows = within(shops).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(3)
    // A shop nobody sells for any more, with its products and its open order still counted.
    await expect(rows[0]).toHaveTextContent(/Aba Audio.*No account sells for it.*4.*1/)
    // The sandbox vendor, marked; an unverified email, marked.
    await expect(within(rows[1]!).getByText('Sandbox')).toBeVisible()
    await expect(within(rows[2]!).getByText('email not verified')).toBeVisible()

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Remove vendor@oja.test' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'remove.ask',
      removal: {
        vendorId: ikeja._id,
        userId: SANDBOX_VENDOR_ACCOUNT._id,
        email: 'vendor@oja.test',
        shop: ikeja.name,
        sandbox: true,
      },
    })

    // The form: an email and a new shop's name, or a listed shop (its name field gone).
    const form = canvas.getByRole('form', { name: 'Add an account to a shop' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account email' }), 'kemi.bello@gmail.com')
    await userEvent.type(within(form).getByRole('textbox', { name: 'New shop’s name (optional)' }), 'Kemi Gadgets')
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'add.submit',
      form: { email: 'kemi.bello@gmail.com', vendorId: '', name: 'Kemi Gadgets' },
    })
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Shop' }), wuse.name)
    await expect(within(form).queryByRole('textbox', { name: 'New shop’s name (optional)' })).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }))
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'add.submit',
      form: { email: 'kemi.bello@gmail.com', vendorId: wuse._id, name: '' },
    })
  },
}

export const ListedWithErrors: Story = {
  args: {
    errors: { email: accountMessages.emailInvalid, name: vendorMessages.nameTooLong },
    submitError: null,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'listed')
    await expect(canvas.getByRole('textbox', { name: 'Account email' })).toHaveAccessibleDescription(
      accountMessages.emailInvalid,
    )
    await expect(canvas.getByRole('textbox', { name: 'New shop’s name (optional)' })).toHaveAccessibleDescription(
      vendorMessages.nameTooLong,
    )
  },
}

export const ListedRefused: Story = {
  args: { submitError: vendorMessages.unknownEmail('nobody@example.com') },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Add an account to a shop' })
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'No account uses nobody@example.com. Ask them to sign up on the store first, then try again',
    )
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Shops and the accounts that sell for them' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}

export const Empty: Story = {
  args: { state: 'empty', shops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shop yet. Add an account below to make the first.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('form', { name: 'Add an account to a shop' })).toBeVisible()
  },
}

export const Adding: Story = {
  args: { state: 'adding' },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Add an account to a shop' })
    await expect(form).toHaveAttribute('data-state', 'adding')
    await expect(within(form).getByRole('button', { name: 'Add account' })).toHaveAttribute('aria-busy', 'true')
    // Nothing else is sent while the account is added.
    for (const button of within(table(canvas)).getAllByRole('button')) await expect(button).toBeDisabled()
    await expect(args.send).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  args: { state: 'failed', shops: [], message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const Denied: Story = {
  args: { state: 'denied', shops: [], message: orderStatusMessages.notOwner },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's owner can see this.")
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

const removal = {
  vendorId: wuse._id,
  userId: wuse.accounts[0]!._id,
  email: wuse.accounts[0]!.email,
  shop: wuse.name,
  sandbox: false,
}

export const Confirming: Story = {
  args: { state: 'confirming', removal },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove chioma.eze@gmail.com?' })
    await expect(dialog).toHaveAccessibleDescription(
      'chioma.eze@gmail.com stops selling for Wuse Phones and can no longer add or change its products; they keep their shopper account. Wuse Phones, its products (still for sale) and its orders stay, and you can add an account to it again.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'remove.cancel' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'remove.confirm' })
  },
}

export const ConfirmingSandbox: Story = {
  args: {
    state: 'confirming',
    removal: {
      vendorId: ikeja._id,
      userId: SANDBOX_VENDOR_ACCOUNT._id,
      email: 'vendor@oja.test',
      shop: ikeja.name,
      sandbox: true,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove vendor@oja.test?' })
    await expect(dialog).toHaveTextContent(
      'This is the sandbox vendor: while any sandbox is on, the store gives it its shop back the next time it starts.',
    )
  },
}

export const Removing: Story = {
  args: { state: 'removing', removal },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove chioma.eze@gmail.com?' })
    await expect(within(dialog).getByRole('button', { name: 'Remove account' })).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.send).not.toHaveBeenCalled()
  },
}
