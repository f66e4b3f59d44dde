// What the reachability tests (`*.paths.test.ts`) read from a machine and from @xstate/graph's paths: state
// names as dotted leaf paths ('form.submitting'), the same for a snapshot's value, and the shortest path into
// each state, what a machine did along a path and where the path left it.
import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'

/** The leaf states a snapshot's value is in, as dotted paths. */
export function leafKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) =>
    child ? leafKeys(child).map((leaf) => `${key}.${leaf}`) : [key],
  )
}

/** Every leaf state a machine declares, as dotted paths. */
export function leafStatesOf(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[]
  if (children.length === 0) return [node.path.join('.')]
  return children.flatMap(leafStatesOf)
}

/**
 * Several snapshots share a state and differ in context: the shortest way into each state, keyed by its leaf
 * states (joined with ' + ' for parallel states).
 */
export function shortestPathPerState<P extends { state: { value: StateValue }; steps: readonly unknown[] }>(
  paths: readonly P[],
): Map<string, P> {
  const reached = new Map<string, P>()
  for (const path of paths) {
    const state = leafKeys(path.state.value).join(' + ')
    const known = reached.get(state)
    if (!known || path.steps.length < known.steps.length) reached.set(state, path)
  }
  return reached
}

/** One action a machine ran that is not XState's own: a slot the app fills (notify, navigate, logFailure …). */
export interface Effect {
  type: string
  params: unknown
}

/**
 * What the machine did along a path (its first step is the start): the slot actions it ran, in order, with their
 * parameters. Worked out with XState's pure transitions, so no actor and no fake runs; assigns are not effects.
 */
export function effectsAlong<T extends AnyStateMachine>(
  machine: T,
  input: InputFrom<T>,
  path: { steps: readonly { event: AnyEventObject }[] },
): Effect[] {
  const effects: Effect[] = []
  const record = (actions: readonly { type: string; params?: unknown }[]) => {
    for (const action of actions)
      if (!action.type.startsWith('xstate.')) effects.push({ type: action.type, params: action.params })
  }
  let [snapshot, actions] = initialTransition(machine, input as never)
  record(actions)
  for (const step of path.steps.slice(1)) {
    ;[snapshot, actions] = transition(machine, snapshot, step.event as never)
    record(actions)
  }
  return effects
}

/**
 * Where a path leaves the machine (its first step is the start): the snapshot after its last event, worked out with
 * XState's pure transitions. For a path that is not one of the shortest ones, such as a shortest path with a step added.
 */
export function snapshotAlong<T extends AnyStateMachine>(
  machine: T,
  input: InputFrom<T>,
  path: { steps: readonly { event: AnyEventObject }[] },
): SnapshotFrom<T> {
  let [snapshot] = initialTransition(machine, input as never)
  for (const step of path.steps.slice(1)) [snapshot] = transition(machine, snapshot, step.event as never)
  return snapshot as SnapshotFrom<T>
}

/**
 * What the machine announced along a path (its first step is the start): the events it emitted to whoever subscribed
 * (`emit`), in order. effectsAlong leaves these out with XState's other own actions.
 */
export function emittedAlong<T extends AnyStateMachine>(
  machine: T,
  input: InputFrom<T>,
  path: { steps: readonly { event: AnyEventObject }[] },
): AnyEventObject[] {
  const emitted: AnyEventObject[] = []
  const record = (actions: readonly { type: string; params?: unknown }[]) => {
    for (const action of actions)
      if (action.type === 'xstate.emit') emitted.push((action.params as { event: AnyEventObject }).event)
  }
  let [snapshot, actions] = initialTransition(machine, input as never)
  record(actions)
  for (const step of path.steps.slice(1)) {
    ;[snapshot, actions] = transition(machine, snapshot, step.event as never)
    record(actions)
  }
  return emitted
}
