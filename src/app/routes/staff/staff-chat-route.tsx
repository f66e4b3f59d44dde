// /staff/chat: the staff chat machine with the real API and its streams inside the staff frame (docs/adr/0036).
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { staffChatMachine } from '@machines/staff-chat/staff-chat.machine'
import { staffChatActors } from '@/api/chat-actors'
import { StaffChatScreen } from '@/screens/staff-chat/staff-chat-screen'
import { staffChatFirstRequest } from '@/domain/staff-chat-page'
import { useFirstAnswer } from '../../first-page'
import { StaffFrame } from './staff-page'

export function StaffChatRoute() {
  // A page the server drew for the staff member opens on the conversations it was drawn with (docs/adr/0050).
  const drawn = useFirstAnswer(staffChatFirstRequest())?.data
  const [logic] = useState(() =>
    staffChatMachine.provide({
      actors: staffChatActors(),
      actions: { logFailure: (_, { error }) => console.error('Loading the chat console failed', error) },
    }),
  )
  const [state, send] = useMachine(logic, { input: { conversations: drawn?.docs } })
  const { conversations, openId, conversation, messages, draft, message } = state.context
  return (
    <StaffFrame page="staffChat">
      <StaffChatScreen
        state={state.value}
        conversations={conversations}
        openId={openId}
        shopper={conversation?.shopper ?? null}
        messages={messages}
        draft={draft}
        message={message}
        send={send}
      />
    </StaffFrame>
  )
}
