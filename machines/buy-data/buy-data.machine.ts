// Buy data (spec §2 Buy data, §4 After success of data or airtime purchase, §5 phone network detection, §8): the plans
// load, then Step 1 of 2 takes the phone and a plan (the network detected once the phone has more than 10 digits, the
// plans filtered to it), Step 2 shows the summary with BACK and PURCHASE, and a purchase paid from the wallet is
// followed, 2 s later, by the page reloading so every figure on it is the ledger's again.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { firstMessage } from '@/domain/account'
import type { DataPlan, WalletTransaction } from '@/domain/contract'
import {
  detectNetwork,
  isCompletePhone,
  normalisePhone,
  plansForNetwork,
  shouldDetectNetwork,
  UNKNOWN_NETWORK,
  type DetectedNetwork,
} from '@/domain/phone'
import { walletMessages, WALLET_RELOAD_DELAY_MS } from '@/domain/wallet'
import { baseActions } from '../lib/base-actions'
import { notProvided } from '../lib/not-provided'

/** What PURCHASE sends: the normalised phone and the plan's `_id`. */
export interface BuyDataInput {
  phone: string
  plan: string
}

export interface BuyDataContext {
  plans: DataPlan[]
  /** The phone as the shopper typed it. */
  phone: string
  /** The network once detection has started (spec §5: more than 10 digits), else null. */
  network: DetectedNetwork | null
  planId: string | null
  /** The step's own message (spec §5: 'Please fill the form'), shown with the form. */
  formError: string | null
  error: unknown
}

export type BuyDataEvent =
  | { type: 'phone.change'; phone: string }
  | { type: 'plan.choose'; planId: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'data.purchase' }
  | { type: 'plans.retry' }

/** The plans Step 1 offers: those of the detected network, all while it is not known (spec §5). */
export function offeredPlans(context: Pick<BuyDataContext, 'plans' | 'network'>): DataPlan[] {
  return plansForNetwork(context.plans, context.network ?? UNKNOWN_NETWORK)
}

/** The chosen plan, when it is still one Step 1 offers. */
export function chosenPlan(context: Pick<BuyDataContext, 'plans' | 'network' | 'planId'>): DataPlan | null {
  return offeredPlans(context).find((plan) => plan._id === context.planId) ?? null
}

function networkOf(phone: string): DetectedNetwork | null {
  return shouldDetectNetwork(phone) ? detectNetwork(phone) : null
}

/** The plans the page was drawn with, when the server drew it for the shopper (docs/adr/0050): offered, not asked
 *  again. */
export interface BuyDataMachineInput {
  plans?: DataPlan[] | null
}

export const buyDataMachine = setup({
  types: {
    context: {} as BuyDataContext,
    events: {} as BuyDataEvent,
    input: {} as BuyDataMachineInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    // GET api/wallets/fetchDataPlan
    loadPlans: fromPromise<DataPlan[]>(notProvided('loadPlans')),
    // POST api/wallets/buyDataPlan { phone, plan }
    buyDataPlan: fromPromise<WalletTransaction, BuyDataInput>(notProvided('buyDataPlan')),
  },
  actions: {
    ...baseActions,
    /** spec §4: the page reloads after a purchase. */
    reload: () => notProvided('reload')(),
    setPlans: assign((_, plans: DataPlan[]) => ({ plans })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    // A plan of another network than the new number's is no longer a choice.
    changePhone: assign(({ context, event }) => {
      if (event.type !== 'phone.change') return {}
      const network = networkOf(event.phone)
      const planId = chosenPlan({ ...context, network }) ? context.planId : null
      return { phone: event.phone, network, planId, formError: null }
    }),
    choosePlan: assign(({ event }) => (event.type === 'plan.choose' ? { planId: event.planId, formError: null } : {})),
    askToFillTheForm: assign({ formError: walletMessages.fillTheForm }),
    clearForm: assign({ phone: '', network: null, planId: null, formError: null }),
  },
  guards: {
    isDrawn: ({ context }) => context.plans.length > 0,
    isOfferedPlan: ({ context, event }) =>
      event.type === 'plan.choose' && offeredPlans(context).some((plan) => plan._id === event.planId),
    // spec §5: a phone is required; the contract takes a whole Nigerian number and a plan.
    isFilled: ({ context }) => isCompletePhone(normalisePhone(context.phone)) && chosenPlan(context) !== null,
  },
  delays: {
    reloadDelay: WALLET_RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'buyData',
  context: ({ input }) => ({
    plans: input?.plans ?? [],
    phone: '',
    network: null,
    planId: null,
    formError: null,
    error: null,
  }),
  initial: 'opening',
  states: {
    // Passed through at once: to Step 1 with the plans the server drew the page with, or to loading them.
    opening: { always: [{ guard: 'isDrawn', target: 'choosing' }, { target: 'loadingPlans' }] },
    loadingPlans: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: { target: 'choosing', actions: { type: 'setPlans', params: ({ event }) => event.output } },
        onError: {
          target: 'plansFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                message: firstMessage(event.error, walletMessages.dataPlansFailed),
              }),
            },
          ],
        },
      },
    },
    plansFailed: {
      on: { 'plans.retry': { target: 'loadingPlans', actions: { type: 'setError', params: { error: null } } } },
    },
    // Step 1 of 2: phone and plan.
    choosing: {
      on: {
        'phone.change': { actions: 'changePhone' },
        'plan.choose': { guard: 'isOfferedPlan', actions: 'choosePlan' },
        'step.continue': [{ guard: 'isFilled', target: 'reviewing' }, { actions: 'askToFillTheForm' }],
      },
    },
    // Step 2: the summary with BACK and PURCHASE.
    reviewing: {
      on: {
        'step.back': 'choosing',
        'data.purchase': 'purchasing',
      },
    },
    purchasing: {
      tags: ['busy'],
      invoke: {
        id: 'buyDataPlan',
        src: 'buyDataPlan',
        input: ({ context }) => ({ phone: normalisePhone(context.phone), plan: context.planId ?? '' }),
        onDone: {
          target: 'purchased',
          actions: { type: 'notify', params: { kind: 'success', message: walletMessages.dataPurchased } },
        },
        // spec §8: the server's first message (e.g. 'Insufficient funds. please add more funds'); the summary stays.
        onError: {
          target: 'reviewing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: firstMessage(event.error) }) },
        },
      },
    },
    // spec §4: the page reloads after 2 s.
    purchased: {
      entry: 'clearForm',
      after: { reloadDelay: { target: 'reloading', actions: 'reload' } },
    },
    reloading: {},
  },
})

export type BuyDataSnapshot = SnapshotFrom<typeof buyDataMachine>
