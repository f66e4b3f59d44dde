// The way most machines take a call that failed: the error kept for the screen (the machine's own `setError`, taking
// `{ error }`) and logged (`logFailure`, base-actions.ts), in the state the transition goes to (one offering a retry).
type ErrorEvent = { event: { error: unknown } }

export function failedInto<const Target extends string>(target: Target) {
  return {
    target,
    actions: [
      { type: 'setError', params: ({ event }: ErrorEvent) => ({ error: event.error }) },
      { type: 'logFailure', params: ({ event }: ErrorEvent) => ({ error: event.error }) },
    ],
  } as const
}
