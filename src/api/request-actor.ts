// The promise actor for API calls that take the actor's AbortSignal. Stopping the actor aborts the request, and
// the aborted run's outcome must go nowhere: xstate drops a late settlement only while the actor is not active,
// but @xstate/react's strict-mode remount stops the actor, restores its snapshot and starts it again (a second
// request) before the abort lands. The first run's AbortError would then fail the restarted actor: a machine's
// onError, or useActor throwing into the route's error boundary. So an aborted run never settles; the run that
// replaced it, if any, reports. A failure of a run that was not aborted still rejects.
import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate'

export function fromRequest<TOutput, TInput = NonReducibleUnknown>(
  request: (input: TInput, signal: AbortSignal) => PromiseLike<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        Promise.resolve(request(input, signal)).then(
          (output) => {
            if (!signal.aborted) resolve(output)
          },
          (error: unknown) => {
            if (!signal.aborted) reject(error)
          },
        )
      }),
  )
}
