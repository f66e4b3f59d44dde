// The /load-items route wired to a memory router behind the route guard, the real session provider over in-memory
// storage and the product calls held in memory: a vendor uploads a product (pictures with progress, then the product),
// opens it from their list, edits, marks it out of stock and deletes it, each said in a toast; a refused upload says
// the server's message after 'Error uploading product '.
import { useLocation } from 'react-router-dom'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { LoadItemsRoute } from '@/app/routes/load-items-route'
import { RequireSession } from '@/app/require-session'
import type { ProductFormApi } from '@/api/product-form-actors'
import type { Product, RequestBody } from '@/domain/contract'
import { ApiError } from '@/api/errors'
import { categories, pictures } from './catalogue-fixtures'
import { SignedInApp, toasts } from './app-fakes'
import { VENDOR_ID, othersProduct, vendorCharger, vendorEarbuds, vendorProducts } from './vendor-fixtures'
import { pngFile } from '../support/picture-files'

const vendor = { email: 'vendor@oja.test', firstName: 'Bola', lastName: 'Ade', vendorId: VENDOR_ID }
const shopper = { email: 'ada@oja.test', firstName: 'Ada', lastName: 'Obi' }

/** The product calls over a list in memory, as the server answers them. */
function fakeProductCalls(start: Product[], refuse?: string): ProductFormApi {
  let products = [...start]
  let next = 0
  const find = (id: string) => products.find((product) => product._id === id)
  return {
    listCategories: async () => categories,
    listVendorProducts: async () => products,
    getProductById: async (id) => find(id) ?? (othersProduct._id === id ? othersProduct : null),
    uploadPictures: async (files, { onProgress }) => {
      onProgress(0.5)
      await new Promise((resolve) => setTimeout(resolve, 300))
      if (refuse) throw new ApiError(400, [{ message: refuse }])
      return files.map((_, index) => [pictures.speaker, pictures.powerBank][index % 2]!)
    },
    createProduct: async (body: RequestBody<'createProduct'>) => {
      const category = categories.find((known) => known._id === body.categoryId)!
      const created: Product = {
        ...vendorEarbuds,
        _id: `65d0000000000000000000${String(++next).padStart(2, '0')}`,
        slug: body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        title: body.title,
        description: body.description,
        images: body.images,
        imageVariants: body.images.map((src) => ({ src, width: 800, height: 800, srcSet: `${src} 800w` })),
        original_price: body.original_price,
        discounted_price: body.discounted_price,
        categoryId: { _id: category._id, title: category.title, slug: category.slug },
        size: body.size ?? [],
        is_stock: body.is_stock ?? 3,
      }
      products = [created, ...products]
      return created
    },
    updateProduct: async ({ _id, archive, categoryId: _category, ...changes }: RequestBody<'updateProduct'>) => {
      const known = find(_id)
      if (!known) throw new ApiError(404, [{ message: 'This product is not available!' }])
      if (archive) {
        products = products.filter((product) => product._id !== _id)
        return known
      }
      const size = changes.is_stock === 0 ? known.size.map((entry) => ({ ...entry, is_stock: 0 })) : (changes.size ?? known.size)
      const updated: Product = { ...known, ...changes, size, is_stock: changes.is_stock ?? known.is_stock }
      products = products.map((product) => (product._id === _id ? updated : product))
      return updated
    },
  }
}

function Address() {
  const location = useLocation()
  return <output data-testid="search">{location.search}</output>
}

function Harness({ calls, start = '/load-items', user = vendor }: { calls: ProductFormApi; start?: string; user?: typeof vendor | typeof shopper }) {
  return (
    <SignedInApp
      user={user}
      start={start}
      lists={{ listCartItems: async () => [], listWishlistItems: async () => [] }}
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
                  <LoadItemsRoute calls={calls} />
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
  // Behaviour of the wiring; the screen's pixels are covered by Screens/LoadItems.
  parameters: { visual: { skip: true }, router: false, stateChart: { machine: 'productForm', slot: 'load-items' } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="load-items"]')!
const yourProducts = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Your products' })).getAllByRole('listitem')

async function fillProduct(canvas: ReturnType<typeof within>) {
  const form = within(await canvas.findByRole('form', { name: 'Upload a product' }))
  await userEvent.upload(form.getByLabelText('Add pictures'), [await pngFile('front.png'), await pngFile('back.png')])
  await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Oraimo SpacePods Pro')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'Audio')
  await userEvent.type(form.getByRole('textbox', { name: 'Original price (₦)' }), '30000')
  await userEvent.type(form.getByRole('textbox', { name: 'Discounted price (₦)' }), '26500')
  await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Noise cancelling earbuds with a 30-hour case.')
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
  args: { calls: fakeProductCalls(vendorProducts) },
  play: async ({ canvas, canvasElement }) => {
    let form = within(await canvas.findByRole('form', { name: 'Upload a product' }))
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the product title')
    await expect(form.getByLabelText('Add pictures')).toHaveFocus()

    form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading pictures' })).toHaveAttribute('aria-valuenow', '50')
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
  args: { calls: fakeProductCalls(vendorProducts, 'front.png is not a JPEG, PNG or WebP picture') },
  play: async ({ canvas, canvasElement }) => {
    const form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(await toasts().findByText('Error uploading product front.png is not a JPEG, PNG or WebP picture')).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'upload'))
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Oraimo SpacePods Pro')
    await expect(canvas.getByText('2 of 10 pictures')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Size 2 name' })).toHaveValue('White')
  },
}

// 'Edit product' opens the product; the token leaves the address at once. Then a price change, out of stock and delete.
export const EditingFromTheProductPage: Story = {
  args: { calls: fakeProductCalls(vendorProducts), start: `/load-items?token=shopper-token&productId=${vendorEarbuds._id}&edit=true` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(`?productId=${vendorEarbuds._id}&edit=true`))
    await expect(canvas.getByTestId('search')).not.toHaveTextContent('token')

    const price = canvas.getByRole('textbox', { name: 'Discounted price (₦)' })
    await userEvent.clear(price)
    await userEvent.type(price, '25000')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await toasts().findByText('Uploaded successfully :)')).toBeVisible()
    await waitFor(() => expect(yourProducts(canvas)[1]).toHaveTextContent('₦25,000'))

    await userEvent.click(canvas.getByRole('button', { name: 'Mark out of stock' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: `Mark ${vendorEarbuds.title} out of stock?` })).getByRole('button', { name: 'Mark out of stock' }))
    await expect(await toasts().findByText(`${vendorEarbuds.title} is now out of stock`)).toBeVisible()
    await waitFor(() => expect(within(yourProducts(canvas)[1]!).getByText('Out of stock')).toBeVisible())
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveValue('0')

    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: `Delete ${vendorEarbuds.title}?` })).getByRole('button', { name: 'Delete product' }))
    await expect(await toasts().findByText(`${vendorEarbuds.title} was deleted`)).toBeVisible()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-mode', 'upload'))
    await expect(canvas.queryByRole('button', { name: `Edit ${vendorEarbuds.title}` })).toBeNull()
    // A reload opens an empty form, not the deleted product.
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(/^$/))
  },
}

// Picking one of the vendor's products puts it in the address, so a reload opens it again.
export const PickingFromTheList: Story = {
  args: { calls: fakeProductCalls(vendorProducts) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${vendorCharger.title}` }))
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(vendorCharger.title)
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(`?productId=${vendorCharger._id}&edit=true`))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a new product instead' }))
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent(/^$/))
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('')
  },
}

// Another vendor's product in the address: upload mode with a note.
export const AnotherVendorsProduct: Story = {
  args: { calls: fakeProductCalls(vendorProducts), start: `/load-items?token=shopper-token&productId=${othersProduct._id}&edit=true` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upload a product' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="load-items-note"]')).toHaveTextContent('it is not one of your products')
  },
}

// A signed-in shopper who is not a vendor: the form and a note; the server's refusal comes as the upload's error.
export const NotAVendor: Story = {
  args: {
    user: shopper,
    calls: {
      ...fakeProductCalls([]),
      listVendorProducts: async () => Promise.reject(new Error('not asked for a shopper')),
      uploadPictures: async () => Promise.reject(new ApiError(403, [{ message: 'Only vendors can upload products' }])),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent('Only vendors can upload products.')
    await expect(canvas.queryByRole('complementary', { name: 'Your products' })).toBeNull()
    const form = await fillProduct(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Upload product' }))
    await expect(await toasts().findByText('Error uploading product Only vendors can upload products')).toBeVisible()
  },
}
