// /staff/categories: the staff categories machine with the real API inside the staff frame; the owner may write.
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffCategoriesMachine } from '@machines/staff-categories/staff-categories.machine'
import { staffCategoriesActors } from '@/api/staff-categories-actors'
import { StaffCategoriesScreen } from '@/screens/staff-categories/staff-categories-screen'
import { useSession } from '../../session-provider'
import { notifyWith } from '../../notify'
import { useToast } from '../../toast-provider'
import { staffCategoriesFirstRequest } from '@/domain/shop-categories'
import { useFirstAnswer } from '../../first-page'
import { StaffFrame } from './staff-page'

export function StaffCategoriesRoute() {
  const toast = useToast()
  const { user } = useSession()
  // A page the server drew for this staff member opens on the categories it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffCategoriesFirstRequest())?.data?.docs
  const [logic] = useState(() =>
    staffCategoriesMachine.provide({
      actors: staffCategoriesActors(),
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        logFailure: (_, { error }) => console.error('A categories call failed', error),
      },
    }),
  )
  const [state, send] = useMachine(logic, { input: { categories: drawn } })
  const { categories, message, dialog, target, image, errors, submitError } = state.context
  return (
    <StaffFrame page="staffCategories">
      <StaffCategoriesScreen
        state={state.value}
        categories={categories}
        message={message}
        dialog={dialog}
        target={target}
        image={image}
        errors={errors}
        submitError={submitError}
        canWrite={user?.staffRole === 'owner'}
        send={send}
      />
    </StaffFrame>
  )
}
