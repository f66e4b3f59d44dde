// The wishlist heart on a product card (spec §2 Wishlist, §4 Wishlist toggle): a toggle button, pressed while the
// product is saved, whose name says which product it saves so a list of cards does not read as many equal hearts.
import { cn } from '@/ui/cn'
import { IconButton, type IconButtonProps } from '@/ui/icon-button'
import { HeartFilledIcon, HeartIcon } from '@/ui/icons'

/** The heart's accessible name. */
export const wishlistToggleLabel = (title: string) => `Save ${title} to wishlist`

export type WishlistToggleProps = Omit<IconButtonProps, 'aria-label' | 'aria-pressed' | 'children' | 'onClick'> & {
  /** The product's title, read in the button's name. */
  productTitle: string
  saved: boolean
  /** A change is under way: the heart waits for the server's answer. */
  busy?: boolean
  onToggle: () => void
}

export function WishlistToggle({
  productTitle,
  saved,
  busy = false,
  onToggle,
  variant = 'outline',
  size = 'sm',
  className,
  ...props
}: WishlistToggleProps) {
  return (
    <IconButton
      aria-label={wishlistToggleLabel(productTitle)}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={busy}
      variant={variant}
      size={size}
      onClick={onToggle}
      className={cn('rounded-full', saved && 'text-sale', className)}
      {...props}
      data-slot="wishlist-toggle"
      data-state={busy ? 'busy' : saved ? 'on' : 'off'}
    >
      {saved ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  )
}
