// The mobile app promo (spec §1, §9): the signup bonus and referral reward (app only), an Android store link
// and an iOS label reading 'Coming soon'. When it opens is the appPromoModal machine's business.
import type { ComponentProps } from 'react'
import { formatNaira } from '@/domain/money'
import { Button } from '@/ui/button'
import { CheckIcon } from '@/ui/icons'
import { PhoneIcon } from '@/ui/more-icons'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from '@/ui/dialog'
import { StoreBadges } from './store-badges'
import { PLAY_STORE_URL } from './store-links'

/** spec §9: signup bonus 50 naira; referral reward 25 naira (app only). */
export const SIGNUP_BONUS_NAIRA = 50
export const REFERRAL_REWARD_NAIRA = 25

export const APP_PROMO_TITLE = 'Shop faster with the Oja app'

export type AppPromoModalProps = Omit<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange' | 'children'> & {
  open: boolean
  /** Escape, the overlay, the corner button or 'Maybe later'; the machine hears `modal.close`. */
  onClose: () => void
  playStoreHref?: string
  /** Where the dialog mounts; document.body unless given. */
  container?: DialogContentProps['container']
}

export function AppPromoModal({
  open,
  onClose,
  playStoreHref = PLAY_STORE_URL,
  container,
  ...props
}: AppPromoModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      {...props}
    >
      <DialogContent size="sm" container={container} data-slot="app-promo-modal" className="gap-5">
        <div aria-hidden className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <PhoneIcon size={26} />
        </div>
        <DialogHeader>
          <DialogTitle data-slot="app-promo-modal-title" className="text-xl">
            {APP_PROMO_TITLE}
          </DialogTitle>
          <DialogDescription>
            Track orders, save your wishlist and catch price drops first, right from your phone.
          </DialogDescription>
        </DialogHeader>
        <ul data-slot="app-promo-modal-rewards" className="m-0 grid list-none gap-2 p-0 text-sm">
          <li className="flex items-start gap-2 rounded-md bg-sale-soft p-3">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-sale" />
            <span>
              <strong className="text-base text-sale">{formatNaira(SIGNUP_BONUS_NAIRA)} signup bonus</strong> when you
              create your account in the app
            </span>
          </li>
          <li className="flex items-start gap-2 rounded-md bg-sale-soft p-3">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-sale" />
            <span>
              <strong className="text-base text-sale">
                {formatNaira(REFERRAL_REWARD_NAIRA)} for every friend you refer
              </strong>{' '}
              who joins with your referral code
            </span>
          </li>
        </ul>
        <StoreBadges ios="comingSoon" size="sm" playStoreHref={playStoreHref} />
        <Button
          variant="ghost"
          className="-ml-4 justify-self-start text-foreground-subtle hover:text-foreground"
          onClick={onClose}
        >
          Maybe later
        </Button>
      </DialogContent>
    </Dialog>
  )
}
