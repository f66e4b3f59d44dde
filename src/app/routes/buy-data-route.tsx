// /profile/buy-data (spec §2 Buy data): the buy-data panel (data and airtime) inside the profile's frame.
import { sessionPageHead } from '@/domain/page-heads'
import { ProfileLayout } from '@/screens/profile/profile-layout'
import { BuyDataPanel, type BuyDataPanelProps } from '../vtu/buy-data-panel'

export type BuyDataRouteProps = BuyDataPanelProps

export function BuyDataRoute(props: BuyDataRouteProps) {
  return (
    <>
      <title>{sessionPageHead('buyData').title}</title>
      <ProfileLayout current="profileBuyData">
        <BuyDataPanel {...props} />
      </ProfileLayout>
    </>
  )
}
