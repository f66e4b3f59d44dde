// One line of the cart (spec §2 Cart, §3 Cart item): the product's picture and title (linking to it), the size, the
// catalogue's prices for one, how many, and a way to take the line out.
import type { ComponentProps } from 'react'
import { Link } from '@/ui/store-link'
import { cn } from '@/ui/cn'
import { Image } from '@/ui/image'
import { TrashIcon } from '@/ui/more-icons'
import { Price } from './price'
import { QuantityStepper } from './quantity-stepper'

export type CartLineProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  title: string
  /** The product's first picture; a missing one shows the placeholder. */
  image?: string
  /** `url 400w, url 800w`: the browser downloads the file that fits the 88px box, not the largest. */
  imageSrcSet?: string
  /** The product's page. */
  href: string
  size?: string | null
  /** The catalogue's prices for one, in naira. */
  originalPrice: number
  discountedPrice: number
  qty: number
  onIncrement: () => void
  onDecrement: () => void
  onRemove: () => void
  /** False once the line holds all the stock there is. */
  canIncrement?: boolean
  /** The line's buttons wait while a change runs. */
  disabled?: boolean
  /** This line's change is the one under way. */
  busy?: boolean
}

export function removeLineLabel(title: string): string {
  return `Remove ${title} from the cart`
}

export function CartLine({
  title,
  image,
  imageSrcSet,
  href,
  size,
  originalPrice,
  discountedPrice,
  qty,
  onIncrement,
  onDecrement,
  onRemove,
  canIncrement = true,
  disabled = false,
  busy = false,
  className,
  ...props
}: CartLineProps) {
  return (
    <article
      data-slot="cart-line"
      data-state={busy ? 'busy' : disabled ? 'disabled' : 'idle'}
      aria-label={title}
      className={cn(
        '@container/line flex gap-3 rounded-lg border border-border bg-surface p-3 text-foreground',
        className,
      )}
      {...props}
    >
      <Image
        src={image}
        srcSet={imageSrcSet}
        sizes={imageSrcSet ? '88px' : undefined}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        data-slot="cart-line-image"
      />
      <div
        data-slot="cart-line-body"
        className="flex min-w-0 flex-1 flex-col gap-2 @lg/line:flex-row @lg/line:items-center @lg/line:gap-4"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link
            to={href}
            className="line-clamp-2 text-sm font-semibold text-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-primary @lg/line:text-base"
          >
            {title}
          </Link>
          {size ? (
            <p data-slot="cart-line-size" className="m-0 text-xs text-foreground-subtle">
              Size: <span className="font-medium text-foreground">{size}</span>
            </p>
          ) : null}
          <Price data-slot="cart-line-price" size="sm" original={originalPrice} discounted={discountedPrice} />
        </div>
        <div className="flex items-center justify-between gap-3 @lg/line:justify-end">
          <QuantityStepper
            size="sm"
            title={title}
            qty={qty}
            onIncrement={onIncrement}
            onDecrement={onDecrement}
            canIncrement={canIncrement}
            disabled={disabled}
            busy={busy}
          />
          <button
            type="button"
            data-slot="cart-line-remove"
            aria-label={removeLineLabel(title)}
            disabled={disabled || busy}
            onClick={onRemove}
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-danger transition-colors hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4"
          >
            <TrashIcon />
            <span aria-hidden>Remove</span>
          </button>
        </div>
      </div>
    </article>
  )
}
