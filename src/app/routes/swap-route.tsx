// /swap: the swap-form machine with the real API; a recorded request goes to /request-success, which names the inbox
// the confirmation went to.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMachine } from '@xstate/react'
import { swapFormMachine, swapFormStateOf } from '@machines/swap-form/swap-form.machine'
import { pictureUploadMachine } from '@machines/picture-upload/picture-upload.machine'
import { swapFormActors } from '@/api/swap-actors'
import { sessionPageHead } from '@/domain/page-heads'
import { SwapScreen } from '@/screens/swap/swap-screen'
import { notifyWith } from '../notify'
import { useSession } from '../session-provider'
import { useToast } from '../toast-provider'

export function SwapRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const { user } = useSession()
  // Built once, like the actor it starts; the route guard has a signed-in shopper here already.
  const [logic] = useState(() => {
    const actors = swapFormActors()
    return swapFormMachine.provide({
      actors: {
        ...actors,
        pictureUpload: pictureUploadMachine.provide({ actors: { uploadPictures: actors.uploadPhotos } }),
      },
      actions: {
        notify: (_, notice) => notifyWith(toast)(notice),
        // Back from the thank-you page would open a form already sent.
        navigate: (_, { to }) => void navigate(to, { replace: true, state: { email: user?.email } }),
        logFailure: (_, { error }) => console.error('A swap request failed', error),
      },
    })
  })
  const [state, send] = useMachine(logic)
  const { form, errors, photos, progress, suggestions } = state.context

  return (
    <>
      <title>{sessionPageHead('swap').title}</title>
      <SwapScreen
        state={swapFormStateOf(state)}
        form={form}
        errors={errors}
        photos={photos}
        progress={progress}
        suggestions={suggestions}
        send={send}
      />
    </>
  )
}
