// The upload page's operations (machines/product-form) answered over a list of products in memory, as the server
// answers them: the vendor's list, a product by id, pictures, create and update (archive deletes).
import { delay } from 'msw'
import type { Product } from '@/domain/contract'
import { categories, pictures } from '../screens/catalogue-fixtures'
import { othersProduct, vendorEarbuds } from '../screens/vendor-fixtures'
import { errorReply, http, productPage } from './network-fakes'

/** Handlers over their own copy of `start`, so each story begins from the same list. `refuse` is the server's
 *  message for every picture upload. */
export function productFormHandlers(start: Product[], { refuse }: { refuse?: string } = {}) {
  let products = [...start]
  let next = 0
  const find = (id: string) => products.find((product) => product._id === id)
  return [
    http.get('/api/categories', ({ response }) => response(200).json({ data: { docs: categories } })),
    http.get('/api/vendor/products', ({ response }) => response(200).json(productPage(products))),
    http.get('/api/products', ({ query, response }) => {
      const id = query.get('_id')
      const found = id ? (find(id) ?? (othersProduct._id === id ? othersProduct : undefined)) : undefined
      return response(200).json(productPage(found ? [found] : []))
    }),
    http.post('/api/products/pushimgs', async ({ request, response }) => {
      const files = (await request.formData()).getAll('images')
      await delay(300)
      if (refuse) return response(400).json(errorReply(refuse))
      return response(201).json({
        data: { images: files.map((_, index) => [pictures.speaker, pictures.powerBank][index % 2]!) },
      })
    }),
    http.post('/api/products', async ({ request, response }) => {
      const body = await request.json()
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
      return response(201).json({ data: created })
    }),
    http.patch('/api/products', async ({ request, response }) => {
      const { _id, archive, categoryId: _category, ...changes } = await request.json()
      const known = find(_id)
      if (!known) return response(404).json(errorReply('This product is not available!'))
      if (archive) {
        products = products.filter((product) => product._id !== _id)
        return response(200).json({ data: known })
      }
      const size =
        changes.is_stock === 0 ? known.size.map((entry) => ({ ...entry, is_stock: 0 })) : (changes.size ?? known.size)
      const updated: Product = { ...known, ...changes, size, is_stock: changes.is_stock ?? known.is_stock }
      products = products.map((product) => (product._id === _id ? updated : product))
      return response(200).json({ data: updated })
    }),
  ]
}
