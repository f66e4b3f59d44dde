// The sign-in machine bound to the Login screen's props, for the /login route and the stories alike. Also hands
// back `send`, for the Google token the route gets from the identity provider.
import { useMachine } from '@xstate/react'
import type { signInMachine, SignInInput } from '@machines/sign-in/sign-in.machine'
import type { LoginScreenProps } from './login-screen'

type BoundProps = Pick<
  LoginScreenProps,
  | 'state'
  | 'email'
  | 'password'
  | 'errors'
  | 'serverError'
  | 'keepSignedIn'
  | 'onKeepSignedInChange'
  | 'onFieldChange'
  | 'onSubmit'
>

/** `logic`: the sign-in machine with its actors and actions provided. */
export function useLoginScreen(logic: typeof signInMachine, input: SignInInput = {}) {
  const [snapshot, send] = useMachine(logic, { input })
  const screen: BoundProps = {
    // The success substates (sending the code, redirected) all read as success on the screen.
    state: typeof snapshot.value === 'string' ? snapshot.value : 'success',
    email: snapshot.context.email,
    password: snapshot.context.password,
    errors: snapshot.context.errors,
    serverError: snapshot.context.serverError,
    keepSignedIn: snapshot.context.keepSignedIn,
    onKeepSignedInChange: (checked) => send({ type: 'keepSignedIn.change', checked }),
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onSubmit: () => send({ type: 'form.submit' }),
  }
  return [screen, send] as const
}
