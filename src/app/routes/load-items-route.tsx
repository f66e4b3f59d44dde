// /load-items: the product form machine with the real API, opened in edit mode by 'Edit product' (spec §2: token,
// productId and edit=true in the query). The token leaves the address bar at once: a bearer token must not stay in
// the browser's history, and the page uses the signed-in session's own. The address then names the product open in
// the form, if any.
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import {
  productFormMachine,
  productFormNotes,
  type ProductFormInput,
} from '@machines/product-form/product-form.machine'
import { pictureUploadMachine } from '@machines/picture-upload/picture-upload.machine'
import { firstMessage } from '@/domain/account'
import type { EditProductQuery } from '@/domain/routes'
import { sessionPageHead } from '@/domain/page-heads'
import { productFormActors } from '@/api/product-form-actors'
import { LoadItemsScreen } from '@/screens/load-items/load-items-screen'
import { notifyWith } from '../notify'
import { useSession } from '../session-provider'
import { useToast } from '../toast-provider'

/** The query 'Edit product' opens the page with (src/app/routes/product-detail-route.tsx editProductHref). */
const TOKEN_PARAM: keyof EditProductQuery = 'token'
const PRODUCT_PARAM: keyof EditProductQuery = 'productId'
const EDIT_PARAM: keyof EditProductQuery = 'edit'
const EDIT_MODE: EditProductQuery['edit'] = 'true'

/** The product the page was opened to edit, if its query asks for edit mode. */
function productToEdit(query: URLSearchParams): string | null {
  return query.get(EDIT_PARAM) === EDIT_MODE ? query.get(PRODUCT_PARAM) || null : null
}

export function LoadItemsRoute() {
  const toast = useToast()
  const session = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  // Read once, as the page opens: the machine decides its mode from what it was opened with.
  const [input] = useState<ProductFormInput>(() => ({
    productId: productToEdit(searchParams),
    hasToken: session.token !== null,
    vendorId: session.user?.vendorId ?? null,
  }))
  // Built once, like the actor it starts.
  const [logic] = useState(() => {
    const actors = productFormActors()
    return productFormMachine.provide({
      actors: {
        ...actors,
        pictureUpload: pictureUploadMachine.provide({ actors: { uploadPictures: actors.uploadPictures } }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('Loading the product form failed', error),
      },
    })
  })
  const [state, send] = useMachine(logic, { input })

  // The token leaves the address at once; once the page has loaded, the address names the product open in the form,
  // so a reload opens the same one (and not one just deleted).
  const search = searchParams.toString()
  const editingId = state.context.editing?._id ?? null
  const loaded = !state.matches('loading') && !state.matches('loadFailed')
  useEffect(() => {
    const next = new URLSearchParams(search)
    next.delete(TOKEN_PARAM)
    if (loaded) {
      next.delete(PRODUCT_PARAM)
      next.delete(EDIT_PARAM)
      if (editingId) {
        next.set(PRODUCT_PARAM, editingId)
        next.set(EDIT_PARAM, EDIT_MODE)
      }
    }
    if (next.toString() !== search) setSearchParams(next, { replace: true })
  }, [search, editingId, loaded, setSearchParams])

  const { context } = state
  return (
    <>
      <title>{sessionPageHead('loadItems').title}</title>
      <LoadItemsScreen
        state={state.value}
        isVendor={session.isVendor}
        categories={context.categories}
        products={context.products}
        editing={context.editing}
        form={context.form}
        pictures={context.pictures.items}
        pictureProblems={context.pictures.problems}
        errors={context.errors}
        refusals={context.refusals}
        progress={context.progress}
        note={context.note ? productFormNotes[context.note] : null}
        errorMessage={state.matches('loadFailed') ? firstMessage(context.error) : undefined}
        send={send}
      />
    </>
  )
}
