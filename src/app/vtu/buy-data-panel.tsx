// Buy data and airtime (spec §2 Buy data) as one panel: the buy-data and buy-airtime machines with the real API and
// their screens. The /profile/buy-data page draws it in the profile's frame, and the profile's index can draw it under
// the wallet card (spec §2: /profile (index) is Buy data). After a purchase the page reloads (spec §4), so the wallet's
// balance and transactions are the ledger's again.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { buyAirtimeMachine } from '@machines/buy-airtime/buy-airtime.machine'
import { buyDataMachine, chosenPlan, offeredPlans } from '@machines/buy-data/buy-data.machine'
import { firstMessage } from '@/domain/account'
import { walletMessages } from '@/domain/wallet'
import { buyAirtimeActors, buyDataActors } from '@/api/vtu-actors'
import { dataPlansFirstRequest } from '@/domain/data-plans-page'
import { BuyAirtimeForm } from '@/screens/buy-data/buy-airtime-form'
import { BuyDataScreen } from '@/screens/buy-data/buy-data-screen'
import { notifyWith } from '../notify'
import { useToast } from '../toast-provider'
import { useFirstAnswer } from '../first-page'

export type BuyDataPanelProps = {
  /** What reloading the page does; stories pass a spy. */
  reload?: () => void
  /** The data form's heading level: 2 where the page has its own first heading. */
  headingLevel?: 1 | 2
}

const reloadPage = () => window.location.reload()

export function BuyDataPanel({ reload = reloadPage, headingLevel }: BuyDataPanelProps) {
  const toast = useToast()
  // A page the server drew for the shopper offers the plans it was drawn with (docs/adr/0050).
  const drawnPlans = useFirstAnswer(dataPlansFirstRequest())?.data?.docs
  // Built once, like the actors they start.
  const [logic] = useState(() => {
    const notify = notifyWith(toast)
    return {
      data: buyDataMachine.provide({
        actors: buyDataActors(),
        actions: {
          notify: (_, notice) => notify(notice),
          reload: () => reload(),
          logFailure: (_, { error }) => console.error('Loading the data plans failed', error),
        },
      }),
      airtime: buyAirtimeMachine.provide({
        actors: buyAirtimeActors(),
        actions: { notify: (_, notice) => notify(notice), reload: () => reload() },
      }),
    }
  })
  const [data, sendData] = useMachine(logic.data, { input: { plans: drawnPlans } })
  const [airtime, sendAirtime] = useMachine(logic.airtime)

  return (
    <BuyDataScreen
      headingLevel={headingLevel}
      state={data.value}
      plans={offeredPlans(data.context)}
      phone={data.context.phone}
      network={data.context.network}
      planId={data.context.planId}
      plan={chosenPlan(data.context)}
      formError={data.context.formError}
      errorMessage={
        data.matches('plansFailed') ? firstMessage(data.context.error, walletMessages.dataPlansFailed) : undefined
      }
      send={sendData}
      airtime={
        <BuyAirtimeForm
          state={airtime.value}
          phone={airtime.context.phone}
          amount={airtime.context.amount}
          network={airtime.context.network}
          phoneError={airtime.context.phoneError}
          amountError={airtime.context.amountError}
          onPhoneChange={(phone) => sendAirtime({ type: 'phone.change', phone })}
          onAmountChange={(amount) => sendAirtime({ type: 'amount.change', amount })}
          onPurchase={() => sendAirtime({ type: 'airtime.purchase' })}
        />
      }
    />
  )
}
