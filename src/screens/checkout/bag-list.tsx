// Checkout's 'In Your Bag' (spec §2 Checkout): the lines the order is for, each with its picture, size, quantity and
// what it comes to at the discounted price. Read only: the cart is where lines change.
import { Image } from '@/ui/image'
import type { CartItem } from '@/domain/contract'
import { pricedLine } from '@/domain/cart'
import { formatNaira, koboToNaira } from '@/domain/money'

export const BAG_HEADING = 'In Your Bag'

export function BagList({ items }: { items: readonly CartItem[] }) {
  return (
    <section data-slot="bag-list" aria-labelledby="bag-list-heading" className="grid gap-3">
      <h2 id="bag-list-heading" className="m-0 text-lg font-bold">
        {BAG_HEADING}
      </h2>
      <ul className="m-0 grid list-none gap-3 p-0">
        {items.map((line) => (
          <li key={line._id} data-slot="bag-list-line" className="flex items-center gap-3 text-sm">
            <Image
              src={line.productId.images[0]}
              srcSet={line.productId.imageVariants[0]?.srcSet}
              sizes={line.productId.imageVariants[0]?.srcSet ? '56px' : undefined}
              alt=""
              width={56}
              height={56}
              rounded="md"
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate font-medium">{line.productId.title}</span>
              <span className="text-foreground-subtle">
                {line.size ? `${line.size} · ` : ''}Qty {line.qty}
              </span>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">
              {formatNaira(koboToNaira(pricedLine(line).discountedPrice * line.qty))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
