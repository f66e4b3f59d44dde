// /load-items (spec §2 Product upload and edit, §4 Product form): the product form, in upload mode or editing one of
// the vendor's products, with its pictures (previews, order, upload progress), sizes and the stock they add up to;
// in edit mode 'Mark out of stock' and 'Delete product', each confirmed first; the vendor's products beside the form
// on a wide screen and under it on a phone. Props only: the route binds the product form machine (data-state is its
// state name). The spec shows no role check on the page, so a signed-in user who is not a vendor sees the form with a
// note that the store will refuse it.
import { useEffect, useRef, type FormEvent } from 'react'
import { Link } from '@/ui/store-link'
import type { StateValueFrom } from 'xstate'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { Field } from '@/ui/field'
import { InfoIcon } from '@/ui/more-icons'
import { Input } from '@/ui/input'
import { Textarea } from '@/ui/textarea'
import { CategorySelect } from '@/commerce/category-select'
import { PicturePicker, type PicturePickerItem } from '@/commerce/picture-picker'
import { SizeRows, type SizeRowErrors } from '@/commerce/size-rows'
import { VendorProductList } from '@/commerce/vendor-product-list'
import type { FieldErrors } from '@/domain/account-forms'
import type { Category, Product } from '@/domain/contract'
import { GENERIC_ERROR } from '@/domain/messages'
import { pathTo } from '@/domain/routes'
import {
  PRODUCT_LIMITS,
  parseStock,
  productMessages,
  productStock,
  type ProductField,
  type ProductForm,
} from '@/domain/product-form'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@/domain/uploads'
import type { ProductFormEvent, productFormMachine } from '@machines/product-form/product-form.machine'

/** The product form machine's states (machines/product-form): the screen's data-state. */
export type LoadItemsScreenState = StateValueFrom<typeof productFormMachine>

export const UPLOAD_HEADING = 'Upload a product'
export const EDIT_HEADING = 'Edit product'
export const UPLOAD_LABEL = 'Upload product'
export const SAVE_LABEL = 'Save changes'
export const MARK_OUT_OF_STOCK_LABEL = 'Mark out of stock'
export const DELETE_PRODUCT_LABEL = 'Delete product'
export const NEW_PRODUCT_LABEL = 'Upload a new product instead'
export const RETRY_LABEL = 'Try again'
/** The vendor's lines of paid orders (/load-items/orders). */
export const YOUR_ORDERS_LABEL = 'Your orders'
export const PICTURES_HINT = `The first picture is the one shoppers see in the listing. JPEG, PNG or WebP, up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB each.`
export const SIZES_STOCK_HINT = 'With sizes, the stock is the sum of the size stocks.'
export const NOT_VENDOR_NOTE =
  'Your account is not a vendor’s yet, so the store will not save what you send here. Ask the store’s team to make you a vendor.'
export const outOfStockQuestion = (title: string) => `Mark ${title} out of stock?`
export const OUT_OF_STOCK_DETAIL =
  'Its stock, and every size’s, goes to 0. Shoppers see ‘Out of stock’ and can ask to be told when it is back.'
export const deleteQuestion = (title: string) => `Delete ${title}?`
export const DELETE_DETAIL =
  'It leaves every listing and its page says ‘This product is not available!’. Past orders keep it. This cannot be undone.'

export interface LoadItemsScreenProps {
  state: LoadItemsScreenState
  /** Whether the signed-in user is a vendor (spec §6); the page shows a note when not. */
  isVendor: boolean
  categories: readonly Category[]
  /** The vendor's own products, newest first. */
  products: readonly Product[]
  /** The product being edited; null in upload mode. */
  editing: Product | null
  form: ProductForm
  pictures: readonly PicturePickerItem[]
  /** Why picked files were refused. */
  pictureProblems?: readonly string[]
  errors: FieldErrors<ProductField>
  /** Counts the refused submits: each one moves focus to the first problem. */
  refusals: number
  /** Percent of the new pictures sent, while they go up. */
  progress: number | null
  /** A calm note about the page (a product that cannot be edited, nothing to save). */
  note?: string | null
  /** Why the page could not load. */
  errorMessage?: string
  /** The product form machine's `send`: every press and edit on the page is one of its events. */
  send: (event: ProductFormEvent) => void
}

const BUSY_STATES: readonly LoadItemsScreenState[] = ['uploadingPictures', 'saving', 'markingOutOfStock', 'deleting']

/** The first control a refused form should take the vendor to, in the page's order. */
const FIRST_PROBLEM = '[aria-invalid="true"], [data-slot="picture-picker"][data-state="invalid"] input[type="file"]'

function sizeErrors(errors: FieldErrors<ProductField>, count: number): (SizeRowErrors | undefined)[] {
  return Array.from({ length: count }, (_, index) => {
    const title = errors[`size.${index}.title`]
    const stock = errors[`size.${index}.stock`]
    return title || stock ? { title, stock } : undefined
  })
}

export function LoadItemsScreen({
  state,
  isVendor,
  categories,
  products,
  editing,
  form,
  pictures,
  pictureProblems = [],
  errors,
  refusals,
  progress,
  note,
  errorMessage,
  send,
}: LoadItemsScreenProps) {
  const formRef = useRef<HTMLFormElement>(null)
  // After a refused submit, the vendor lands on the first problem (its message is read with it).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>(FIRST_PROBLEM)?.focus()
  }, [refusals])

  const loading = state === 'loading'
  // While the page loads, the empty form is drawn disabled where it will be (no placeholder to swap for it, so nothing
  // moves when it arrives).
  const busy = loading || BUSY_STATES.includes(state)
  const sending = state === 'uploadingPictures' || state === 'saving'
  const hasSizes = form.sizes.length > 0
  const sizesStock = productStock(
    form.sizes.map((size) => ({ is_stock: parseStock(size.stock) ?? 0 })),
    undefined,
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) send({ type: 'form.submit' })
  }

  return (
    <div
      data-slot="load-items"
      data-state={state}
      data-mode={editing ? 'edit' : 'upload'}
      className="@container mx-auto w-full max-w-6xl px-4 py-6"
    >
      <p role="status" className="sr-only">
        {loading
          ? 'Loading the product form'
          : state === 'uploadingPictures'
            ? 'Uploading pictures'
            : state === 'saving'
              ? 'Saving the product'
              : ''}
      </p>

      {state === 'loadFailed' ? (
        <EmptyState
          data-slot="load-items-error"
          role="alert"
          headingLevel={1}
          title={errorMessage || GENERIC_ERROR}
          action={<Button onClick={() => send({ type: 'load.retry' })}>{RETRY_LABEL}</Button>}
        />
      ) : (
        <div className="grid gap-8 @4xl:grid-cols-[minmax(0,1fr)_20rem] @4xl:items-start">
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h1 className="m-0 text-2xl font-bold text-foreground">{editing ? EDIT_HEADING : UPLOAD_HEADING}</h1>
                {isVendor ? (
                  <Link
                    to={pathTo('vendorOrders')}
                    data-slot="load-items-orders-link"
                    className="text-sm font-semibold text-primary underline"
                  >
                    {YOUR_ORDERS_LABEL}
                  </Link>
                ) : null}
              </div>
              {editing ? (
                <p data-slot="load-items-editing" className="m-0 text-sm text-foreground-subtle">
                  {editing.title}
                </p>
              ) : null}
            </div>

            {!isVendor && !loading ? (
              <div
                data-slot="load-items-not-vendor"
                role="note"
                className="flex gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm text-foreground"
              >
                <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                <p className="m-0">
                  <strong>{productMessages.notVendor}.</strong> {NOT_VENDOR_NOTE}
                </p>
              </div>
            ) : null}

            {note ? (
              <div
                data-slot="load-items-note"
                role="status"
                className="flex gap-2 rounded-md border border-border-strong bg-muted p-3 text-sm text-foreground"
              >
                <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                <p className="m-0">{note}</p>
              </div>
            ) : null}

            <form
              ref={formRef}
              data-slot="load-items-form"
              aria-label={editing ? EDIT_HEADING : UPLOAD_HEADING}
              aria-busy={loading || undefined}
              noValidate
              onSubmit={submit}
              className="flex flex-col gap-5"
            >
              <PicturePicker
                label="Pictures"
                items={pictures}
                max={MAX_PRODUCT_IMAGES}
                accept={ACCEPTED_IMAGE_TYPES}
                hint={PICTURES_HINT}
                error={errors.images}
                problems={pictureProblems}
                progress={state === 'uploadingPictures' ? progress : null}
                disabled={busy}
                onAdd={(files) => send({ type: 'pictures.add', files })}
                onRemove={(id) => send({ type: 'picture.remove', id })}
                onMove={(id, offset) => send({ type: 'picture.move', id, offset })}
              />
              <Field label="Title" error={errors.title}>
                <Input
                  value={form.title}
                  maxLength={PRODUCT_LIMITS.title}
                  disabled={busy}
                  onChange={(event) => send({ type: 'field.change', field: 'title', value: event.target.value })}
                />
              </Field>
              <Field label="Category" error={errors.categoryId}>
                <CategorySelect
                  value={form.categoryId}
                  categories={categories}
                  disabled={busy}
                  onValueChange={(categoryId) => send({ type: 'field.change', field: 'categoryId', value: categoryId })}
                />
              </Field>
              <div className="grid gap-4 @md:grid-cols-2">
                <Field label="Original price (₦)" error={errors.originalPrice}>
                  <Input
                    value={form.originalPrice}
                    inputMode="decimal"
                    disabled={busy}
                    onChange={(event) =>
                      send({ type: 'field.change', field: 'originalPrice', value: event.target.value })
                    }
                  />
                </Field>
                <Field
                  label="Discounted price (₦)"
                  hint="What shoppers pay; the same as the original for no discount."
                  error={errors.discountedPrice}
                >
                  <Input
                    value={form.discountedPrice}
                    inputMode="decimal"
                    disabled={busy}
                    onChange={(event) =>
                      send({ type: 'field.change', field: 'discountedPrice', value: event.target.value })
                    }
                  />
                </Field>
              </div>
              <Field label="Description" error={errors.description}>
                <Textarea
                  value={form.description}
                  rows={5}
                  maxLength={PRODUCT_LIMITS.description}
                  disabled={busy}
                  onChange={(event) => send({ type: 'field.change', field: 'description', value: event.target.value })}
                />
              </Field>
              <SizeRows
                sizes={form.sizes}
                errors={sizeErrors(errors, form.sizes.length)}
                max={PRODUCT_LIMITS.sizes}
                disabled={busy}
                onAdd={() => send({ type: 'size.add' })}
                onRemove={(index) => send({ type: 'size.remove', index })}
                onChange={(index, key, value) => send({ type: 'size.change', index, key, value })}
              />
              {hasSizes ? (
                <Field label="Stock" hint={SIZES_STOCK_HINT}>
                  <Input value={String(sizesStock)} readOnly className="w-32 bg-muted" />
                </Field>
              ) : (
                <Field label="Stock" error={errors.stock}>
                  <Input
                    value={form.stock}
                    inputMode="numeric"
                    disabled={busy}
                    className="w-32"
                    onChange={(event) => send({ type: 'field.change', field: 'stock', value: event.target.value })}
                  />
                </Field>
              )}

              <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
                <Button type="submit" size="lg" loading={sending} disabled={busy && !sending}>
                  {editing ? SAVE_LABEL : UPLOAD_LABEL}
                </Button>
                {editing ? (
                  <>
                    <Button
                      variant="outline"
                      disabled={busy || editing.is_stock === 0}
                      onClick={() => send({ type: 'product.markOutOfStock' })}
                    >
                      {MARK_OUT_OF_STOCK_LABEL}
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-danger"
                      disabled={busy}
                      onClick={() => send({ type: 'product.delete' })}
                    >
                      {DELETE_PRODUCT_LABEL}
                    </Button>
                    <Button variant="link" disabled={busy} onClick={() => send({ type: 'product.new' })}>
                      {NEW_PRODUCT_LABEL}
                    </Button>
                  </>
                ) : null}
              </div>
            </form>
          </div>

          {isVendor ? (
            <aside aria-label="Your products" className="min-w-0">
              <VendorProductList
                state={loading ? 'loading' : 'ready'}
                products={products}
                currentId={editing?._id ?? null}
                disabled={busy}
                onEdit={(productId) => send({ type: 'product.pick', productId })}
              />
            </aside>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        data-slot="load-items-confirm"
        open={editing !== null && (state === 'confirmingOutOfStock' || state === 'markingOutOfStock')}
        title={outOfStockQuestion(editing?.title ?? '')}
        description={OUT_OF_STOCK_DETAIL}
        confirmLabel={MARK_OUT_OF_STOCK_LABEL}
        busy={state === 'markingOutOfStock'}
        onConfirm={() => send({ type: 'confirmation.accept' })}
        onCancel={() => send({ type: 'confirmation.cancel' })}
      />
      <ConfirmDialog
        data-slot="load-items-confirm"
        open={editing !== null && (state === 'confirmingDelete' || state === 'deleting')}
        title={deleteQuestion(editing?.title ?? '')}
        description={DELETE_DETAIL}
        confirmLabel={DELETE_PRODUCT_LABEL}
        busy={state === 'deleting'}
        onConfirm={() => send({ type: 'confirmation.accept' })}
        onCancel={() => send({ type: 'confirmation.cancel' })}
      />
    </div>
  )
}
