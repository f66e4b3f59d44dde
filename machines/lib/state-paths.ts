// What the reachability tests (`*.paths.test.ts`) read from a machine and from @xstate/graph's paths: state
// names as dotted leaf paths ('form.submitting'), the same for a snapshot's value, and the shortest path into
// each state.
import type { AnyStateNode, StateValue } from 'xstate'

/** The leaf states a snapshot's value is in, as dotted paths. */
export function leafKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) => (child ? leafKeys(child).map((leaf) => `${key}.${leaf}`) : [key]))
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
export function shortestPathPerState<P extends { state: { value: StateValue }; steps: readonly unknown[] }>(paths: readonly P[]): Map<string, P> {
  const reached = new Map<string, P>()
  for (const path of paths) {
    const state = leafKeys(path.state.value).join(' + ')
    const known = reached.get(state)
    if (!known || path.steps.length < known.steps.length) reached.set(state, path)
  }
  return reached
}
