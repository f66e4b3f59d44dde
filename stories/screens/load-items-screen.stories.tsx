import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within, type Mock } from 'storybook/test'
import { LoadItemsScreen } from '@/screens/load-items/load-items-screen'
import { emptyProductForm, productFormOf, productMessages } from '@/domain/product-form'
import { uploadMessages } from '@/domain/uploads'
import { productFormNotes, type ProductFormEvent } from '@machines/product-form/product-form.machine'
import { categories, pictures } from './catalogue-fixtures'
import { vendorCamon, vendorEarbuds, vendorProducts } from './vendor-fixtures'
import { narrow, wide, withScreenWidth } from './viewport'

const storedPictures = (product: { images: readonly string[] }) =>
  product.images.map((src, index) => ({ id: `stored-${index}`, name: `Picture ${index + 1}`, src }))

const meta = {
  title: 'Screens/LoadItems',
  component: LoadItemsScreen,
  decorators: [withScreenWidth],
  parameters: { ...wide, stateChart: { machine: 'productForm', slot: 'load-items' } },
  args: {
    state: 'upload',
    isVendor: true,
    categories,
    products: vendorProducts,
    editing: null,
    form: emptyProductForm(),
    pictures: [],
    errors: {},
    refusals: 0,
    progress: null,
    send: fn(),
  },
} satisfies Meta<typeof LoadItemsScreen>
export default meta
type Story = StoryObj<typeof meta>

// The events the screen sent its machine, of one type.
const sent = (send: unknown, type: ProductFormEvent['type']) =>
  (send as Mock<(event: ProductFormEvent) => void>).mock.calls.filter(([event]) => event.type === type)

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="load-items"]')!

export const Loading: Story = {
  args: { state: 'loading', products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the product form')
    // The empty form stands where it will be, disabled, so nothing moves when the page has loaded.
    const form = canvas.getByRole('form', { name: 'Upload a product' })
    await expect(form).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Upload product' })).toBeDisabled()
    await expect(canvasElement.querySelector('[data-slot="vendor-product-list"]')).toHaveAttribute(
      'data-state',
      'loading',
    )
  },
}

// An empty form: typing goes to the machine, field by field; the vendor's products beside it.
export const Upload: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'upload')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload a product' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/load-items/orders')
    const form = within(canvas.getByRole('form', { name: 'Upload a product' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'X')
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.change', field: 'title', value: 'X' })
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'Audio')
    await expect(args.send).toHaveBeenCalledWith({
      type: 'field.change',
      field: 'categoryId',
      value: categories[1]!._id,
    })
    await userEvent.type(form.getByRole('textbox', { name: 'Original price (₦)' }), '5')
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.change', field: 'originalPrice', value: '5' })
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'A')
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.change', field: 'description', value: 'A' })
    await userEvent.type(form.getByRole('textbox', { name: 'Stock' }), '3')
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.change', field: 'stock', value: '3' })
    await userEvent.click(form.getByRole('button', { name: 'Add size' }))
    await expect(sent(args.send, 'size.add')).toHaveLength(1)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(sent(args.send, 'form.submit')).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: 'Delete product' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${vendorEarbuds.title}` }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'product.pick', productId: vendorEarbuds._id })
  },
}

export const UploadNarrow: Story = {
  parameters: narrow,
  play: async ({ canvas }) => {
    // On a phone the vendor's list comes after the form.
    const form = canvas.getByRole('form', { name: 'Upload a product' })
    const list = canvas.getByRole('complementary', { name: 'Your products' })
    await expect(form.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom)
  },
}

// With sizes the stock is their sum, shown and not typed.
export const WithSizes: Story = {
  args: {
    form: {
      ...emptyProductForm(),
      sizes: [
        { title: '128 GB', stock: '3' },
        { title: '256 GB', stock: '4' },
      ],
    },
  },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, args }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock' })
    await expect(stock).toHaveValue('7')
    await expect(stock).toHaveAttribute('readonly')
    await expect(stock).toHaveAccessibleDescription('With sizes, the stock is the sum of the size stocks.')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size 2' }))
    await expect(args.send).toHaveBeenCalledWith({ type: 'size.remove', index: 1 })
  },
}

// Every field's message after a refused submit; the first problem (the pictures) takes the focus.
export const Invalid: Story = {
  args: {
    refusals: 1,
    form: { ...emptyProductForm(), originalPrice: '5000', discountedPrice: '6000', sizes: [{ title: '', stock: '' }] },
    errors: {
      images: uploadMessages.none,
      title: productMessages.titleRequired,
      categoryId: productMessages.categoryRequired,
      discountedPrice: productMessages.discountAbovePrice,
      description: productMessages.descriptionRequired,
      'size.0.title': productMessages.sizeTitleRequired,
      'size.0.stock': productMessages.sizeStockRequired,
    },
    pictureProblems: [uploadMessages.notAnImage('notes.txt')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Add pictures')).toHaveFocus()
    await expect(within(canvas.getByRole('group', { name: 'Pictures' })).getByRole('alert')).toHaveTextContent(
      'Add at least one picture',
    )
    await expect(canvas.getByText('notes.txt is not a JPEG, PNG or WebP picture')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the product title')
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category')
    await expect(canvas.getByRole('textbox', { name: 'Discounted price (₦)' })).toHaveAccessibleDescription(
      /^The discounted price cannot be more than the original price/,
    )
    await expect(canvas.getByRole('textbox', { name: 'Original price (₦)' })).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Describe the product',
    )
    await expect(canvas.getByRole('textbox', { name: 'Size 1 name' })).toHaveAccessibleDescription('Name the size')
    await expect(canvas.getByRole('textbox', { name: 'Size 1 stock' })).toHaveAccessibleDescription(
      'Enter the size’s stock',
    )
  },
}

// The form's own first problem takes the focus when the pictures are fine.
export const InvalidTitleFirst: Story = {
  args: {
    refusals: 1,
    pictures: storedPictures(vendorEarbuds),
    errors: { title: productMessages.titleRequired, stock: productMessages.stockRequired },
  },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus()
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveAccessibleDescription(
      'Enter how many are in stock',
    )
  },
}

// The new pictures going up: the progress bar, and nothing can change until the answer.
export const Uploading: Story = {
  args: {
    state: 'uploadingPictures',
    progress: 45,
    form: {
      ...emptyProductForm(),
      title: 'Oraimo SpacePods',
      originalPrice: '25000',
      discountedPrice: '21000',
      categoryId: categories[1]!._id,
      description: 'Wireless earbuds.',
      stock: '6',
    },
    pictures: [
      { id: 'new-0', name: 'front.jpg', src: pictures.earbuds },
      { id: 'new-1', name: 'case.jpg', src: pictures.speaker },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'uploadingPictures')
    await expect(canvas.getByRole('progressbar', { name: 'Uploading pictures' })).toHaveAttribute('aria-valuenow', '45')
    await expect(canvas.getByRole('button', { name: 'Upload product' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove front.jpg' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Edit ${vendorEarbuds.title}` })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading pictures')
  },
}

// One of the vendor's products open: 'Save changes', out of stock, delete and back to a new upload.
export const Edit: Story = {
  args: {
    state: 'edit',
    editing: vendorCamon,
    form: productFormOf(vendorCamon),
    pictures: storedPictures(vendorCamon),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-mode', 'edit')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(vendorCamon.title)
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Phones')
    await expect(canvas.getByRole('textbox', { name: 'Size 3 name' })).toHaveValue('512GB')
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveValue('7')
    await expect(within(canvas.getByRole('list', { name: 'Pictures' })).getAllByRole('img')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: `Edit ${vendorCamon.title}` })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(sent(args.send, 'form.submit')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Mark out of stock' }))
    await expect(sent(args.send, 'product.markOutOfStock')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }))
    await expect(sent(args.send, 'product.delete')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a new product instead' }))
    await expect(sent(args.send, 'product.new')).toHaveLength(1)
  },
}

export const EditNarrow: Story = { ...Edit, parameters: narrow }

export const ConfirmingOutOfStock: Story = {
  args: {
    state: 'confirmingOutOfStock',
    editing: vendorCamon,
    form: productFormOf(vendorCamon),
    pictures: storedPictures(vendorCamon),
  },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: `Mark ${vendorCamon.title} out of stock?` }))
    await expect(dialog.getByText(/Shoppers see ‘Out of stock’/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Mark out of stock' }))
    await expect(sent(args.send, 'confirmation.accept')).toHaveLength(1)
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }))
    await expect(sent(args.send, 'confirmation.cancel')).toHaveLength(1)
  },
}

// Waiting for the server: the dialog stays, and Escape does not close it.
export const MarkingOutOfStock: Story = {
  args: {
    state: 'markingOutOfStock',
    editing: vendorCamon,
    form: productFormOf(vendorCamon),
    pictures: storedPictures(vendorCamon),
  },
  parameters: { visual: { skip: true } },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: `Mark ${vendorCamon.title} out of stock?` }))
    await expect(dialog.getByRole('button', { name: 'Mark out of stock' })).toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(sent(args.send, 'confirmation.cancel')).toHaveLength(0)
  },
}

export const ConfirmingDelete: Story = {
  args: {
    state: 'confirmingDelete',
    editing: vendorEarbuds,
    form: productFormOf(vendorEarbuds),
    pictures: storedPictures(vendorEarbuds),
  },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: `Delete ${vendorEarbuds.title}?` }))
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }))
    await expect(sent(args.send, 'confirmation.accept')).toHaveLength(1)
    await userEvent.keyboard('{Escape}')
    await expect(sent(args.send, 'confirmation.cancel')).toHaveLength(1)
  },
}

// A signed-in user who is not a vendor: the form shows (the spec has no role check on the page) with a note; no list.
export const NotVendor: Story = {
  args: { isVendor: false, products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Only vendors can upload products.')
    await expect(canvas.getByRole('form', { name: 'Upload a product' })).toBeVisible()
    await expect(canvas.queryByRole('complementary', { name: 'Your products' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Your orders' })).toBeNull()
  },
}

// 'Edit product' for a product that does not load, or is another vendor's: upload mode with a note.
export const ProductNotFound: Story = {
  args: { note: productFormNotes.notEditable },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-mode', 'upload')
    const note = canvasElement.querySelector('[data-slot="load-items-note"]')
    await expect(note).toHaveAttribute('role', 'status')
    await expect(note).toHaveTextContent(productFormNotes.notEditable)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload a product' })).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { state: 'loadFailed', products: [], errorMessage: 'An error has occured. please try again later' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loadFailed')
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error has occured. please try again later')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(sent(args.send, 'load.retry')).toHaveLength(1)
  },
}
