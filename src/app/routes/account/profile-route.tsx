// /profile (index): the signed-in shopper's summary, the wallet balance card, Buy data (the index child, spec §2) and
// the wallet's transactions, inside the profile's frame. Rendered inside <RequireSession>, so a user is present. Add Funds and Withdraw are fetched when they
// are opened; checkout's 'Fund wallet' (?fund=checkout) opens Add Funds at once and returns to checkout once credited.
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { walletMachine } from '@machines/wallet/wallet.machine'
import { walletTransactionsMachine } from '@machines/wallet-transactions/wallet-transactions.machine'
import { walletActors, walletTransactionsActors } from '@/api/wallet-actors'
import { firstMessage } from '@/domain/account'
import { nairaToKobo } from '@/domain/money'
import { pathTo } from '@/domain/routes'
import { walletMessages } from '@/domain/wallet'
import { WalletCard } from '@/commerce/wallet-card'
import { Skeleton } from '@/ui/skeleton'
import { ProfileScreen } from '@/screens/profile/profile-screen'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { Deferred } from '@/screens/deferred'
// The transactions come with the page: their list shares its file with their machine's (a paged list, like a vendor's
// orders), so a file of their own would cost a request for a few hundred bytes.
import { WalletTransactions } from '@/screens/wallet/wallet-transactions'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import type { PaymentScriptOptions } from '../../payment/flutterwave-checkout'
import { FUND_FROM_CHECKOUT, FUND_PARAM } from '@/domain/wallet'
import { sessionPageHead } from '@/domain/page-heads'

const AddFunds = lazy(async () => ({ default: (await import('../../wallet/add-funds')).AddFunds }))
const Withdraw = lazy(async () => ({ default: (await import('../../wallet/withdraw')).Withdraw }))
// The index child, Buy data: below the wallet, so it comes when the shopper scrolls towards it (BelowTheFold).
const BuyDataPanel = lazy(async () => ({ default: (await import('../../vtu/buy-data-panel')).BuyDataPanel }))
// Fund by bank transfer (docs/adr/0042) and the shopper's swap requests (docs/adr/0033): one file, fetched when the
// first of them comes near the viewport.
const panels = () => import('../../profile/profile-panels')
const FundByTransferPanel = lazy(async () => ({ default: (await panels()).FundByTransferPanel }))
const MySwapRequestsPanel = lazy(async () => ({ default: (await panels()).MySwapRequestsPanel }))

export type ProfileRouteProps = {
  /** Where the card checkout's global comes from; stories pass a fake checkout. */
  checkout?: PaymentScriptOptions
}

type OpenDialog = 'addFunds' | 'withdraw' | null

/**
 * A part whose code is fetched apart from the page: its placeholder in the server's drawing of the page and in the
 * takeover's first render (the server cannot wait for the code, docs/adr/0050), the part itself from the next render.
 */
function Later({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return <Suspense fallback={fallback}>{mounted ? children : fallback}</Suspense>
}

/**
 * A panel below the wallet: its placeholder (drawn by the server too, docs/adr/0050) until its place comes near the
 * viewport, then its code is fetched and it is drawn; on a phone the page's first view is the summary and the wallet
 * card, so a visit that does not scroll fetches nothing for them (docs/adr/0051).
 */
function BelowTheFold({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return (
    <Deferred placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </Deferred>
  )
}

export function ProfileRoute({ checkout }: ProfileRouteProps) {
  const { user } = useSession()
  const toast = useToast()
  const [searchParams, setSearchParams] = useSearchParams()
  const fromCheckout = searchParams.get(FUND_PARAM) === FUND_FROM_CHECKOUT
  // Built once, like the actors they start.
  const [walletLogic] = useState(() =>
    walletMachine.provide({
      actors: walletActors(),
      actions: { logFailure: (_, { error }) => console.error('Loading the wallet failed', error) },
    }),
  )
  const [transactionsLogic] = useState(() =>
    walletTransactionsMachine.provide({
      actors: walletTransactionsActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('Loading the wallet transactions failed', error),
      },
    }),
  )
  const [wallet, sendWallet] = useMachine(walletLogic)
  const [transactions, sendTransactions] = useMachine(transactionsLogic, { input: {} })
  const [open, setOpen] = useState<OpenDialog>(fromCheckout ? 'addFunds' : null)

  const reload = useCallback(() => {
    sendWallet({ type: 'wallet.reload' })
    sendTransactions({ type: 'list.reload' })
  }, [sendWallet, sendTransactions])

  // A shopper who left to send a bank transfer to their wallet's account (or to pay in another tab) comes back to
  // the balance and transactions as they are now: the transfer's webhook may have credited it meanwhile.
  useEffect(() => {
    const returned = () => {
      if (document.visibilityState === 'visible') reload()
    }
    document.addEventListener('visibilitychange', returned)
    return () => document.removeEventListener('visibilitychange', returned)
  }, [reload])

  const close = useCallback(() => {
    setOpen(null)
    // A shopper who gives up on funding from checkout stays on the profile, without the request in the address.
    if (fromCheckout) setSearchParams({}, { replace: true })
  }, [fromCheckout, setSearchParams])

  // Logging out on another route of this tab clears the user a moment before the guard redirects.
  if (!user) return null
  const balance = wallet.context.wallet?.balance ?? null
  return (
    <>
      <title>{sessionPageHead('profile').title}</title>
      <ProfileLayout current="profile">
        <ProfileScreen
          user={user}
          className="max-w-none p-0"
          wallet={
            <>
              <WalletCard
                state={wallet.value}
                balance={balance}
                errorMessage={firstMessage(wallet.context.error, walletMessages.noWallet)}
                notices={wallet.context.wallet?.notices ?? []}
                onDismissNotices={() => sendWallet({ type: 'notices.dismiss' })}
                onAddFunds={() => setOpen('addFunds')}
                onWithdraw={() => setOpen('withdraw')}
                onRetry={() => sendWallet({ type: 'wallet.reload' })}
              />
              <BelowTheFold placeholder={<Skeleton className="mt-4 h-32 w-full" />}>
                <FundByTransferPanel className="mt-4" />
              </BelowTheFold>
            </>
          }
          buyData={
            <BelowTheFold placeholder={<Skeleton className="h-64 w-full" />}>
              <BuyDataPanel headingLevel={2} />
            </BelowTheFold>
          }
          transactions={
            <WalletTransactions
              state={transactions.value}
              transactions={transactions.context.items}
              canLoadMore={transactions.can({ type: 'list.more' })}
              errorMessage={firstMessage(transactions.context.error, walletMessages.transactionsFailed)}
              onMore={() => sendTransactions({ type: 'list.more' })}
              onRetry={() => sendTransactions({ type: 'list.retry' })}
            />
          }
          swapRequests={
            <BelowTheFold placeholder={<Skeleton className="h-32 w-full" />}>
              <MySwapRequestsPanel />
            </BelowTheFold>
          }
        />
      </ProfileLayout>
      {open === 'addFunds' ? (
        <Later fallback={null}>
          <AddFunds
            returnTo={fromCheckout ? pathTo('checkout') : null}
            onFunded={reload}
            onClosed={close}
            checkout={checkout}
          />
        </Later>
      ) : null}
      {open === 'withdraw' && balance !== null ? (
        <Suspense fallback={null}>
          <Withdraw balance={nairaToKobo(balance)} onReload={reload} onClosed={close} />
        </Suspense>
      ) : null}
    </>
  )
}
