// The /load-items route wired to a memory router behind the route guard, the real session provider over in-memory
// storage and the product operations answered at the network over a list in memory (stories/network): a vendor uploads a product (pictures with progress, then the product),
// opens it from their list, edits, marks it out of stock and deletes it, each said in a toast; a refused upload says
// the server's message after 'Error uploading product '.
import { useLocation } from 'react-router-dom'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { LoadItemsRoute } from '@/app/routes/load-items-route'
import { RequireSession } from '@/app/require-session'
import { SignedInApp, toasts } from './app-fakes'
import { signedInHandlers } from '../network/session-fakes'
import { VENDOR_ID, othersProduct, vendorCharger, vendorEarbuds, vendorProducts } from './vendor-fixtures'
import { errorReply, http, uploadsReportHalfway } from '../network/network-fakes'
import { productFormHandlers } from '../network/product-form-fakes'
import { pngFile } from '../support/picture-files'

const vendor = { email: 'vendor@oja.test', firstName: 'Bola', lastName: 'Ade', vendorId: VENDOR_ID }
const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

function Address() {
  const location = useLocation()
  return <output data-testid="search">{location.search}</output>
}

function Harness({ start = '/load-items', user = vendor }: { start?: string; user?: typeof vendor | typeof shopper }) {
  return (
    <SignedInApp
      user={user}
      start={start}
      routes={[
        {
          path: '/load-items',
          element: <RequireSession />,
          children: [
            {
              index: true,
              element: (
                <>
                  <Address />
                  <LoadItemsRoute />
                </>
              ),
            },
          ],
        },
      ]}
    />
  )
}

const meta = {
  title: 'Screens/LoadItemsRoute',
  component: Harness,
  beforeEach: ({ msw, args }) => {
    msw.use(...signedInHandlers(args.user ?? vendor))
  },
  // Behaviour of the wiring; the screen's pixels are covered by Screens/LoadItems.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'productForm', slot: 'load-items' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="load-items"]')!
/** The page's data comes over the network: the shopper's first press waits for it, as a person waits for the form. */
const loaded = (element: HTMLElement) =>
  waitFor(() => expect(root(element)).not.toHaveAttribute('data-state', 'loading'))
const yourProducts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Your products' })).getAllByRole('listitem')

async function fillProduct(canvas: ReturnType<typeof within>) {
  const form = within(await canvas.findByRole('form', { name: 'Upload a product' }))
  await userEvent.upload(form.getByLabelText('Add pictures'), [await pngFile('front.png'), await pngFile('back.png')])
  await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Oraimo SpacePods Pro')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'Audio')
  await userEvent.type(form.getByRole('textbox', { name: 'Original price (₦)' }), '30000')
  await userEvent.type(form.getByRole('textbox', { name: 'Discounted price (₦)' }), '26500')
  await userEvent.type(
    form.getByRole('textbox', { name: 'Description' }),
    'Noise cancelling earbuds with a 30-hour case.',
  )
  await userEvent.click(form.getByRole('button', { name: 'Add size' }))
  await userEvent.type(form.getByRole('textbox', { name: 'Size 1 name' }), 'Black')
  await userEvent.type(form.getByRole('textbox', { name: 'Size 1 stock' }), '2')
  await userEvent.click(form.getByRole('button', { name: 'Add size' }))
  await userEvent.type(form.getByRole('textbox', { name: 'Size 2 name' }), 'White')
  await userEvent.type(form.getByRole('textbox', { name: 'Size 2 stock' }), '3')
  await expect(form.getByRole('textbox', { name: 'Stock' })).toHaveValue('5')
  return form
}

// The rules first, then the pictures with progress and the product: the toast, an empty form, the product on top.
export const UploadingAProduct: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...productFormHandlers(vendorProducts))
    return uploadsReportHalfway()
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement)
    let form = within(await canvas.findByRole('form', { name: 'Upload a product' }))
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the product title')
    await expect(form.getByLabelText('Add pictures')).toHaveFocus()

    form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading pictures' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    await expect(await toasts().findByText('Uploaded successfully :)')).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'upload'))
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('')
    await expect(canvas.getByText('0 of 10 pictures')).toBeVisible()
    await expect(yourProducts(canvas)[0]).toHaveTextContent('Oraimo SpacePods Pro')
    await expect(yourProducts(canvas)[0]).toHaveTextContent('5 in stock')
  },
}

// The server refuses: its message after 'Error uploading product ', and the form keeps everything.
export const UploadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...productFormHandlers(vendorProducts, { refuse: 'front.png is not a JPEG, PNG or WebP picture' }))
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement)
    const form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(
      await toasts().findByText('Error uploading product front.png is not a JPEG, PNG or WebP picture'),
    ).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'upload'))
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Oraimo SpacePods Pro')
    await expect(canvas.getByText('2 of 10 pictures')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Size 2 name' })).toHaveValue('White')
  },
}

// 'Edit product' opens the product; the token leaves the address at once. Then a price change, out of stock and delete.
export const EditingFromTheProductPage: Story = {
  args: { start: `/load-items?token=shopper-token&productId=${vendorEarbuds._id}&edit=true` },
  beforeEach: ({ msw }) => {
    msw.use(...productFormHandlers(vendorProducts))
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByTestId('search')).toHaveTextContent(`?productId=${vendorEarbuds._id}&edit=true`),
    )
    await expect(canvas.getByTestId('search')).not.toHaveTextContent('token')

    const price = canvas.getByRole('textbox', { name: 'Discounted price (₦)' })
    await userEvent.clear(price)
    await userEvent.type(price, '25000')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await toasts().findByText('Uploaded successfully :)')).toBeVisible()
    await waitFor(() => expect(yourProducts(canvas)[1]).toHaveTextContent('₦25,000'))

    await userEvent.click(canvas.getByRole('button', { name: 'Mark out of stock' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: `Mark ${vendorEarbuds.title} out of stock?` })).getByRole(
        'button',
        { name: 'Mark out of stock' },
      ),
    )
    await expect(await toasts().findByText(`${vendorEarbuds.title} is now out of stock`)).toBeVisible()
    await waitFor(() => expect(within(yourProducts(canvas)[1]!).getByText('Out of stock')).toBeVisible())
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveValue('0')

    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: `Delete ${vendorEarbuds.title}?` })).getByRole('button', {
        name: 'Delete product',
      }),
    )
    await expect(await toasts().findByText(`${vendorEarbuds.title} was deleted`)).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-mode', 'upload'))
    await expect(canvas.queryByRole('button', { name: `Edit ${vendorEarbuds.title}` })).toBeNull()
    // A reload opens an empty form, not the deleted product.
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(/^$/))
  },
}

// Picking one of the vendor's products puts it in the address, so a reload opens it again.
export const PickingFromTheList: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...productFormHandlers(vendorProducts))
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${vendorCharger.title}` }))
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(vendorCharger.title)
    await waitFor(() =>
      expect(canvas.getByTestId('search')).toHaveTextContent(`?productId=${vendorCharger._id}&edit=true`),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a new product instead' }))
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(/^$/))
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('')
  },
}

// Another vendor's product in the address: upload mode with a note.
export const AnotherVendorsProduct: Story = {
  args: { start: `/load-items?token=shopper-token&productId=${othersProduct._id}&edit=true` },
  beforeEach: ({ msw }) => {
    msw.use(...productFormHandlers(vendorProducts))
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upload a product' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="load-items-note"]')).toHaveTextContent(
      'it is not one of your products',
    )
  },
}

// A signed-in shopper who is not a vendor: the form and a note; the server's refusal comes as the upload's error.
export const NotAVendor: Story = {
  args: { user: shopper },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/vendor/products', ({ response }) => response(500).json(errorReply('not asked for a shopper'))),
      http.post('/api/products/pushimgs', ({ response }) =>
        response(403).json(errorReply('Only vendors can upload products')),
      ),
      ...productFormHandlers([]),
    )
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement)
    await expect(await canvas.findByRole('note')).toHaveTextContent('Only vendors can upload products.')
    await expect(canvas.queryByRole('complementary', { name: 'Your products' })).toBeNull()
    const form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(await toasts().findByText('Error uploading product Only vendors can upload products')).toBeVisible()
  },
}
