// The product detail page's container (spec §2 Product detail): the product-page machine loads the product
// named by the slug in the URL, the selected-size machine holds the size, the page title and meta description
// follow the product, and visitors who reach for the cart, the wishlist or the availability request get the
// sign-in modal (spec §6).
import { lazy, Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { canEditProduct, firstMessage } from '@/domain/account'
import type { Product } from '@/domain/contract'
import { firstPageRequests } from '@/domain/first-page'
import { productHead } from '@/domain/page-head'
import { offersAvailabilityRequest } from '@/domain/availability-offer'
import { pathTo, type EditProductQuery } from '@/domain/routes'
import { productPageActors } from '@/api/product-actors'
import { ProductDetailScreen } from '@/screens/product-detail/product-detail-screen'
import { productPageMachine } from '@machines/product-page/product-page.machine'
import { selectedSizeMachine } from '@machines/selected-size/selected-size.machine'
import { useSession } from '../session-provider'
import { useFirstAnswer } from '../first-page'
import { DeferredSizePicker } from './deferred-size-picker'
import { useAddToCart } from '../cart/use-add-to-cart'
import { useWishlistHearts } from '../wishlist/use-wishlist-hearts'
import type { AvailabilityRequest } from '../availability/use-availability-request'

// The availability request's machinery comes down only for a product that is out of stock (./availability-wiring).
const AvailabilityWiring = lazy(() => import('../availability/availability-wiring'))
const noAvailabilityRequest: AvailabilityRequest = { status: { state: 'idle' }, request: () => undefined }

/** spec §2: a vendor's 'Edit product' (on their own shop's products) opens the upload page in edit mode for this product. */
export function editProductHref(token: string, productId: string): string {
  const query: EditProductQuery = { token, productId, edit: 'true' }
  return pathTo('loadItems', undefined, new URLSearchParams({ ...query }).toString())
}

/** Sets the page title and meta description (the store's page always has one) while the product is shown, and puts
 *  the store's back after. */
function useProductHead(product: Product | null) {
  useEffect(() => {
    if (!product) return
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    const before = [document.title, meta?.content ?? ''] as const
    const head = productHead(product)
    document.title = head.title
    if (meta) meta.content = head.description
    return () => {
      document.title = before[0]
      if (meta) meta.content = before[1]
    }
  }, [product])
}

export function ProductDetailRoute() {
  const [productPageLogic] = useState(() => productPageMachine.provide({ actors: productPageActors() }))
  const { productId: slug = '' } = useParams()
  const session = useSession()
  // The product the server drew this page with, if it is this page (ADR 0005).
  const drawn = useFirstAnswer(firstPageRequests.getProductBySlug(slug))
  // Read once per visit: relative times ('2 days ago') do not need to tick while the page is open. A page the
  // server drew keeps the server's instant, so 'Price updated' reads as it was drawn.
  const [now] = useState(() => new Date(drawn ? drawn.renderedAt : Date.now()))

  const [page, sendPage] = useMachine(
    productPageLogic.provide({
      // spec §8: a failed product load is logged; the screen offers a retry.
      actions: { reportError: (_, { error }) => console.error('Loading the product failed', error) },
    }),
    { input: drawn ? { slug, product: drawn.data } : { slug } },
  )

  // Another product opened from this page: the route stays mounted and only the slug changes.
  useEffect(() => {
    sendPage({ type: 'product.change', slug })
  }, [slug, sendPage])

  const product = page.matches('found') ? page.context.product : null

  // spec §4 Selected size: a new (or no) product clears the size; leaving the page ends the machine with it.
  const [sizes, sendSize] = useMachine(selectedSizeMachine, { input: { product: null } })
  useEffect(() => {
    sendSize({ type: 'product.change', product })
  }, [product, sendSize])

  useProductHead(product)
  const cartButton = useAddToCart(product, sizes.context.size)
  const hearts = useWishlistHearts()
  const [availability, setAvailability] = useState<AvailabilityRequest | null>(null)
  // spec §2, §5: offered for an out-of-stock product, and for one with sizes sold out (then about the size chosen here).
  const asksAvailability = product !== null && offersAvailabilityRequest(product)
  const [askedVariant, setAskedVariant] = useState<{ productId: string; title: string } | null>(null)
  const variant = product && askedVariant?.productId === product._id ? askedVariant.title : null
  // After the first render: the page the server drew, and its hydration, have no availability wiring.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // A press before the wiring's chunk has come is kept, and the button spins, until it has (ADR 0015).
  const [pressWaiting, setPressWaiting] = useState(false)
  useEffect(() => {
    if (!availability || !pressWaiting) return
    setPressWaiting(false)
    availability.request()
  }, [availability, pressWaiting])
  const availabilityStatus: AvailabilityRequest['status'] = !asksAvailability
    ? noAvailabilityRequest.status
    : pressWaiting
      ? { state: 'requesting' }
      : (availability?.status ?? noAvailabilityRequest.status)
  const onAvailabilityRequest = !asksAvailability
    ? noAvailabilityRequest.request
    : (availability?.request ?? (() => setPressWaiting(true)))

  const editHref =
    product && canEditProduct(session.user, product) && session.token
      ? editProductHref(session.token, product._id)
      : undefined

  return (
    <>
      <ProductDetailScreen
        state={page.value}
        product={product}
        now={now}
        selectedSize={sizes.context.size}
        onSizeSelect={(title) => sendSize({ type: 'size.select', title })}
        renderSizePicker={(picker) => <DeferredSizePicker {...picker} drawn={drawn !== undefined} />}
        // The cart button, the wishlist heart and the availability request belong to their machines, which plug in
        // here (state and handlers); a visitor's press asks them to sign in first.
        inCart={cartButton.inCart}
        cartBusy={cartButton.cartBusy}
        onCartClick={cartButton.onCartClick}
        inWishlist={product ? hearts.isSaved(product._id) : false}
        wishlistBusy={product ? hearts.isBusy(product._id) : false}
        onWishlistToggle={() => (product ? hearts.toggle(product) : undefined)}
        availability={availabilityStatus}
        onAvailabilityRequest={onAvailabilityRequest}
        availabilityVariant={variant}
        onAvailabilityVariantChange={(title) =>
          product ? setAskedVariant({ productId: product._id, title }) : undefined
        }
        editHref={editHref}
        onRetry={() => sendPage({ type: 'product.retry' })}
        errorMessage={firstMessage(page.context.error)}
      />
      {asksAvailability && hydrated ? (
        <Suspense fallback={null}>
          <AvailabilityWiring product={product} variant={variant} onChange={setAvailability} />
        </Suspense>
      ) : null}
    </>
  )
}
