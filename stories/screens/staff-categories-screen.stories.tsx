// The categories page (docs/adr/0031) in each of its machine's states, for the owner and for staff, at a desktop's and
// a phone's width; the dialogs are drawn inside a screen-sized frame so the baselines show them.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { categoryMessages } from '@/domain/shop-categories'
import { StaffCategoriesScreen } from '@/screens/staff-categories/staff-categories-screen'
import { STAFF_CATEGORIES } from '../network/shop-settings-fakes'
import { pictures } from './catalogue-fixtures'
import { ModalFrame, NARROW_WIDTH, narrow, wide, withScreenWidth } from './viewport'

const meta = {
  title: 'Screens/StaffCategories',
  component: StaffCategoriesScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'staffCategories', slot: 'staff-categories-screen' } },
  args: {
    state: 'listed',
    categories: STAFF_CATEGORIES,
    message: null,
    dialog: null,
    target: null,
    image: null,
    errors: {},
    submitError: null,
    canWrite: true,
    send: fn(),
  },
  render: (args, { parameters }) => (
    <ModalFrame height={parameters.visual?.width === NARROW_WIDTH ? 900 : 760}>
      {(container) => <StaffCategoriesScreen {...args} container={container} />}
    </ModalFrame>
  ),
} satisfies Meta<typeof StaffCategoriesScreen>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="staff-categories-screen"]')!
const [phones, audio] = STAFF_CATEGORIES as [(typeof STAFF_CATEGORIES)[0], (typeof STAFF_CATEGORIES)[0]]

export const Loading: Story = {
  args: { state: 'loading', categories: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading the categories')
  },
}

export const Listed: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'The categories in the order shoppers see them' })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent(/Phones.*\/phones.*24 products/)
    // The first cannot go up, the last cannot go down; the keyboard presses them like any button.
    await expect(canvas.getByRole('button', { name: 'Move Phones up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Laptops down' })).toBeDisabled()
    canvas.getByRole('button', { name: 'Move Audio up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'category.move', id: audio._id, direction: 'up' })
    await userEvent.click(canvas.getByRole('button', { name: 'Rename: Phones' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'category.rename', id: phones._id })
    await userEvent.click(canvas.getByRole('button', { name: 'Change picture: Phones' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'category.reimage', id: phones._id })
    await userEvent.click(canvas.getByRole('button', { name: 'Retire: Audio' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'category.retire', id: audio._id })
    await expect(canvas.getByRole('heading', { name: 'Retired categories' })).toBeVisible()
    await expect(canvas.getByText('Cameras')).toBeVisible()
  },
}

export const ListedForStaff: Story = {
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ListedNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'The categories in the order shoppers see them' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(root(canvasElement).scrollWidth).toBeLessThanOrEqual(root(canvasElement).clientWidth)
  },
}

export const Moving: Story = {
  args: { state: 'moving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Audio up' })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: { state: 'empty', categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No category yet.')).toBeVisible()
  },
}

export const Failed: Story = {
  args: { state: 'failed', categories: [], message: 'Something went wrong. Please try again.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' })
  },
}

export const Denied: Story = {
  args: { state: 'denied', categories: [], message: "Only the store's staff can do this." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Only the store's staff can do this.")
  },
}

/** A new category: its name, and its picture uploaded as it is chosen. */
export const EditingOpen: Story = {
  args: {
    state: { editing: 'open' },
    dialog: 'create',
    image: pictures.laptop,
    errors: { title: categoryMessages.titleRequired },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }))
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      categoryMessages.titleRequired,
    )
    await userEvent.upload(dialog.getByLabelText('Picture'), new File(['x'], 'tablets.png', { type: 'image/png' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'picture.choose', file: expect.any(File) })
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Tablets')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'category.submit', title: 'Tablets' })
  },
}

export const EditingOpenNarrow: Story = { ...EditingOpen, parameters: narrow }

export const EditingUploading: Story = {
  args: { state: { editing: 'uploading' }, dialog: 'reimage', target: phones },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the picture' }))
    await expect(dialog.getByLabelText('Picture')).toHaveAccessibleDescription('Uploading the picture…')
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

export const EditingSaving: Story = {
  args: { state: { editing: 'saving' }, dialog: 'rename', target: phones },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename the category' }))
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Phones')
  },
}

export const RetiringConfirming: Story = {
  args: { state: { retiring: 'confirming' }, target: audio },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Retire Audio?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Retire it' }))
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'retire.confirm' })
  },
}

export const AllVariants: Story = {
  // Five copies of one page side by side: their sections share the page's name, as no one page's would.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div className="grid gap-8">
      <StaffCategoriesScreen {...args} />
      <StaffCategoriesScreen {...args} canWrite={false} />
      <StaffCategoriesScreen {...args} state="empty" categories={[]} />
      <StaffCategoriesScreen
        {...args}
        state="failed"
        categories={[]}
        message="Something went wrong. Please try again."
      />
      <StaffCategoriesScreen {...args} state="denied" categories={[]} message="Only the store's staff can do this." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="staff-categories-screen"]')].map((element) =>
      element.getAttribute('data-state'),
    )
    await expect(states).toEqual(['listed', 'listed', 'empty', 'failed', 'denied'])
  },
}
