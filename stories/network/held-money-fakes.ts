// Money that needs a person (docs/adr/0032), answered over a sample of held refunds and withdrawals in memory as the
// server answers them: each action once (the item leaves the list; a second answers 409), or refused to staff who are
// not the owner; and the wallet float beside the provider's balance, or the provider silent.
import type { HeldMoney, HeldMoneyOverview } from '@machines/staff-money/staff-money.machine'
import { heldMoneyActions, heldMoneyMessages, nextHeldState, type WalletFloat } from '@/domain/held-money'
import { orderStatusMessages } from '@/domain/order-status'
import { errorReply, http } from './network-fakes'

const RETRIES = Array.from({ length: 10 }, (_, index) => ({
  at: new Date(Date.UTC(2026, 10, 20, 9, 1 + index * 4)).toISOString(),
  kind: 'refused' as const,
  note: 'Refund declined: the issuing bank did not respond',
  actor: null,
}))

export const HELD_MONEY: HeldMoney[] = [
  {
    kind: 'orderRefund',
    id: '65f1c0ffee0000000000a001',
    state: 'held',
    amount: 184_500,
    fee: 0,
    what: 'Card refund for order OJA-7Q2K9 (cancel: Out of stock after payment)',
    shopper: 'ada.obi@gmail.com',
    orderId: '65f1c0ffee0000000000b001',
    reason: 'The payment provider refused it too often',
    attempts: 10,
    createdAt: '2026-11-20T09:00:00.000Z',
    heldAt: '2026-11-20T09:37:00.000Z',
    events: [
      { at: '2026-11-20T09:00:00.000Z', kind: 'created', note: null, actor: null },
      ...RETRIES,
      { at: '2026-11-20T09:37:00.000Z', kind: 'held', note: 'Refused 10 times', actor: null },
    ],
    actions: ['retry', 'toWallet', 'settle'],
  },
  {
    kind: 'refusedOrder',
    id: '65f1c0ffee0000000000b002',
    state: 'held',
    amount: 23_999.5,
    fee: 0,
    what: 'Refund of refused order oja_tx_5f1a2b',
    shopper: 'chinedu.okafor@yahoo.com',
    orderId: '65f1c0ffee0000000000b002',
    reason: 'The payment provider refused it too often',
    attempts: 10,
    createdAt: '2026-11-21T14:20:00.000Z',
    heldAt: '2026-11-21T18:02:00.000Z',
    events: [
      { at: '2026-11-21T14:20:00.000Z', kind: 'created', note: null, actor: null },
      { at: '2026-11-21T18:02:00.000Z', kind: 'refused', note: 'Transaction already refunded', actor: null },
      { at: '2026-11-21T18:02:00.000Z', kind: 'held', note: 'Refused 10 times', actor: null },
    ],
    actions: ['retry', 'toWallet', 'settle'],
  },
  {
    kind: 'withdrawal',
    id: '65f1c0ffee0000000000c001',
    state: 'held',
    amount: 50_000,
    fee: 850,
    what: 'Withdrawal to NGOZI EZE, Access Bank 0690000032',
    shopper: 'ngozi.eze@gmail.com',
    orderId: null,
    reason: 'The bank: the bank never answered for its transfer',
    attempts: 0,
    createdAt: '2026-11-24T08:15:00.000Z',
    heldAt: '2026-11-25T08:16:00.000Z',
    events: [
      { at: '2026-11-24T08:15:00.000Z', kind: 'created', note: null, actor: null },
      {
        at: '2026-11-25T08:16:00.000Z',
        kind: 'held',
        note: 'the bank never answered for its transfer',
        actor: null,
      },
    ],
    actions: ['retry', 'toWallet', 'settle'],
  },
]

export const WALLET_FLOAT: WalletFloat = {
  wallets: 1_254_300.75,
  provider: 1_980_115.2,
  providerMode: 'sandbox',
  providerMessage: null,
  difference: 725_814.45,
}

export const SILENT_PROVIDER: WalletFloat = {
  ...WALLET_FLOAT,
  provider: null,
  providerMessage: heldMoneyMessages.providerUnavailable,
  difference: null,
}

export interface HeldMoneyServer {
  items?: HeldMoney[]
  float?: WalletFloat
  notOwner?: boolean
  /** Every action answers 409, as when another owner acted first. */
  conflict?: boolean
}

export function heldMoneyHandlers({
  items = HELD_MONEY,
  float = WALLET_FLOAT,
  notOwner = false,
  conflict = false,
}: HeldMoneyServer = {}) {
  let held = [...items]
  return [
    http.get('/api/staff/held-money', ({ response }) => {
      if (notOwner) return response(403).json(errorReply(orderStatusMessages.notOwner))
      const overview: HeldMoneyOverview = { items: held, float }
      return response(200).json({ data: overview })
    }),
    http.post('/api/staff/held-money/{kind}/{id}', async ({ params, request, response }) => {
      if (notOwner) return response(403).json(errorReply(orderStatusMessages.notOwner))
      const body = await request.json()
      const item = held.find((candidate) => candidate.kind === params.kind && candidate.id === params.id)
      if (conflict || !item) return response(409).json(errorReply(heldMoneyMessages.notHeld))
      if (body.action === 'settle' && (body.reference?.trim().length ?? 0) < 3)
        return response(400).json(errorReply(heldMoneyMessages.referenceNeeded))
      const state = nextHeldState('held', body.action) ?? 'held'
      held = held.filter((candidate) => candidate !== item)
      return response(200).json({ data: { ...item, state, actions: heldMoneyActions(state) } })
    }),
  ]
}
