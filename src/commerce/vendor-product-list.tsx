// The vendor's own products beside the upload form (issue: a vendor picks one of theirs to edit): each with its first
// picture, title, price, and its stock or 'Out of stock', and an 'Edit' button named after the product. Loading shows
// placeholders; an empty list says where new products will appear.
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Image } from '@/ui/image'
import { Skeleton } from '@/ui/skeleton'
import { Price } from './price'
import { OUT_OF_STOCK_LABEL } from './product-tags'

export const VENDOR_PRODUCTS_HEADING = 'Your products'
export const NO_VENDOR_PRODUCTS = 'No products yet'
export const NO_VENDOR_PRODUCTS_HINT = 'Products you upload appear here, newest first, to edit later.'
export const editProductLabel = (title: string) => `Edit ${title}`
export const inStockLabel = (count: number) => `${count.toLocaleString('en-NG')} in stock`

export interface VendorProductItem {
  _id: string
  title: string
  images: readonly string[]
  imageVariants?: readonly { srcSet: string }[]
  original_price: number
  discounted_price: number
  is_stock: number
}

export interface VendorProductListProps {
  state: 'loading' | 'ready'
  products: readonly VendorProductItem[]
  /** The product open in the form, marked as the current one. */
  currentId?: string | null
  disabled?: boolean
  onEdit: (productId: string) => void
  className?: string
}

function LoadingRows() {
  return (
    <ul data-slot="vendor-product-list-skeleton" aria-hidden className="m-0 flex list-none flex-col gap-2 p-0">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-md border border-border p-2">
          <Skeleton className="size-14 rounded-md" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-24" />
          </span>
        </li>
      ))}
    </ul>
  )
}

export function VendorProductList({
  state,
  products,
  currentId = null,
  disabled = false,
  onEdit,
  className,
}: VendorProductListProps) {
  const listState = state === 'loading' ? 'loading' : products.length === 0 ? 'empty' : 'ready'
  return (
    <div
      data-slot="vendor-product-list"
      data-state={listState}
      aria-busy={state === 'loading' || undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <h2 className="m-0 text-lg font-semibold text-foreground">
        {VENDOR_PRODUCTS_HEADING}
        {listState === 'ready' ? (
          <span className="ml-2 text-sm font-normal text-foreground-subtle">({products.length})</span>
        ) : null}
      </h2>
      {listState === 'loading' ? <LoadingRows /> : null}
      {listState === 'empty' ? (
        <div
          data-slot="vendor-product-list-empty"
          className="rounded-md border border-dashed border-border-strong p-4 text-sm"
        >
          <p className="m-0 font-medium text-foreground">{NO_VENDOR_PRODUCTS}</p>
          <p className="m-0 mt-1 text-foreground-subtle">{NO_VENDOR_PRODUCTS_HINT}</p>
        </div>
      ) : null}
      {listState === 'ready' ? (
        <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={VENDOR_PRODUCTS_HEADING}>
          {products.map((product) => {
            const current = product._id === currentId
            const srcSet = product.imageVariants?.[0]?.srcSet
            return (
              <li
                key={product._id}
                data-slot="vendor-product-list-item"
                data-state={current ? 'current' : 'idle'}
                aria-current={current || undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md border p-2',
                  current ? 'border-primary bg-muted' : 'border-border',
                )}
              >
                <Image
                  src={product.images[0]}
                  srcSet={srcSet}
                  sizes={srcSet ? '56px' : undefined}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="m-0 truncate text-sm font-medium text-foreground" title={product.title}>
                    {product.title}
                  </p>
                  <Price original={product.original_price} discounted={product.discounted_price} size="sm" />
                  <p
                    data-slot="vendor-product-list-stock"
                    className={cn(
                      'm-0 text-xs',
                      product.is_stock > 0 ? 'text-foreground-subtle' : 'font-semibold text-danger',
                    )}
                  >
                    {product.is_stock > 0 ? inStockLabel(product.is_stock) : OUT_OF_STOCK_LABEL}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={editProductLabel(product.title)}
                  disabled={disabled || current}
                  onClick={() => onEdit(product._id)}
                >
                  Edit
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
