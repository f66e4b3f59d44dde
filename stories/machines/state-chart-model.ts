// What a state chart shows, read from an XState v5 machine definition: states and their nesting, each compound
// state's initial child, final states, every transition (events, `after` delays resolved through setup's named
// delays, `always`, invoked actors' onDone/onError, a compound state's onDone) with its guard, targets and
// actions, and each state's invoked actors. The picture (state-chart-layout.ts) and the table (state-chart.tsx)
// both read this model, so neither restates the machine.
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'

export type ChartTransitionKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'snapshot' | 'stateDone'

export interface ChartTransition {
  /** Unique within the chart. */
  key: string
  /** Id of the state the transition leaves ('' for the machine itself). */
  source: string
  kind: ChartTransitionKind
  /** The raw event type XState matches on. */
  event: string
  /** The event as a reader would say it: `code.submit`, `after otpDelay (1000 ms)`, `done: signIn`. */
  label: string
  guard?: string
  /** Ids of the target states; empty when the transition only runs actions. */
  targets: string[]
  actions: string[]
}

export interface ChartState {
  /** Dot path from the machine root (`signedIn.idle`); '' for the machine itself. */
  id: string
  key: string
  type: AnyStateNode['type']
  /** Id of the initial child, for compound states. */
  initial?: string
  invokes: { id: string; src: string }[]
  children: ChartState[]
  transitions: ChartTransition[]
}

export interface ChartModel {
  id: string
  root: ChartState
  /** Each of the machine's transition definitions, as read here: the directed graph's edges carry these. */
  byDefinition: Map<unknown, ChartTransition>
  /** Every state except the machine itself, parents before children. */
  states: ChartState[]
  /** Events the machine accepts from outside (XState's own done/error/after events left out). */
  events: string[]
}

export function idOf(node: AnyStateNode): string {
  return node.path.join('.')
}

function nameOf(fn: { name?: string }, fallback: string): string {
  // Inline arrow functions take the property name they were written under ('guard', 'actions').
  return fn.name && !['guard', 'actions', 'action', 'anonymous'].includes(fn.name) ? fn.name : fallback
}

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    // and(), or(), not() keep their operands in `guards`.
    const combined = guard as { name?: string; guards?: unknown[] }
    if (Array.isArray(combined.guards)) {
      return `${combined.name || 'guard'}(${combined.guards.map((inner) => guardLabel(inner) ?? '?').join(', ')})`
    }
    return nameOf(combined, 'inline guard')
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'guard'
}

export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    // Built-in actions (assign, raise, sendTo ...) carry their type, e.g. 'xstate.assign'.
    const builtIn = action as { type?: unknown; name?: string }
    if (typeof builtIn.type === 'string') return builtIn.type.replace(/^xstate\./, '')
    return nameOf(builtIn, 'inline action')
  }
  if (action && typeof action === 'object' && 'type' in action) return String(action.type)
  return 'action'
}

function describeTransition(
  machine: AnyStateMachine,
  node: AnyStateNode,
  eventType: string,
  transition: { guard?: unknown; target?: readonly AnyStateNode[]; actions: readonly unknown[] },
  index: number,
): ChartTransition {
  let kind: ChartTransitionKind = 'event'
  let label = eventType
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (eventType === '') {
    kind = 'always'
    label = 'always'
  } else if (actor) {
    kind = actor[1] === 'done' ? 'done' : 'error'
    label = `${actor[1]}: ${actor[2]}`
  } else if (eventType.startsWith('xstate.snapshot.')) {
    kind = 'snapshot'
    label = `snapshot: ${eventType.slice('xstate.snapshot.'.length)}`
  } else if (eventType.startsWith('xstate.done.state.')) {
    kind = 'stateDone'
    label = 'done (final child reached)'
  } else if (eventType.startsWith('xstate.after.')) {
    kind = 'after'
    const delayed = node.after.find((candidate) => candidate.eventType === eventType)
    const delay = delayed?.delay
    if (typeof delay === 'number') label = `after ${delay} ms`
    else if (typeof delay === 'string') {
      const named = (machine.implementations.delays as Record<string, unknown>)[delay]
      label = typeof named === 'number' ? `after ${delay} (${named} ms)` : `after ${delay}`
    } else label = 'after (computed delay)'
  } else if (eventType === '*') {
    label = 'any event'
  }
  const guard = guardLabel(transition.guard)
  return {
    key: `${idOf(node) || '(root)'}|${eventType}|${index}`,
    source: idOf(node),
    kind,
    event: eventType,
    label,
    ...(guard ? { guard } : {}),
    targets: (transition.target ?? []).map(idOf),
    actions: transition.actions.map(actionLabel),
  }
}

function describeState(
  machine: AnyStateMachine,
  node: AnyStateNode,
  byDefinition: Map<unknown, ChartTransition>,
): ChartState {
  const transitions: ChartTransition[] = []
  const add = (eventType: string, transition: Parameters<typeof describeTransition>[3], index: number) => {
    const described = describeTransition(machine, node, eventType, transition, index)
    transitions.push(described)
    byDefinition.set(transition, described)
  }
  for (const [eventType, list] of node.transitions)
    list.forEach((transition, index) => add(eventType, transition, index))
  ;(node.always ?? []).forEach((transition, index) => add('', transition, index))
  const children = (Object.values(node.states) as AnyStateNode[]).map((child) =>
    describeState(machine, child, byDefinition),
  )
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined
  return {
    id: idOf(node),
    key: node.key,
    type: node.type,
    ...(initialTarget ? { initial: idOf(initialTarget) } : {}),
    invokes: node.invoke.map((definition) => ({
      id: definition.id,
      src: typeof definition.src === 'string' ? definition.src : definition.id,
    })),
    children,
    transitions,
  }
}

/** Reads the chart model from a machine. Exported for anyone who wants the facts without the picture. */
export function describeMachine(machine: AnyStateMachine): ChartModel {
  const byDefinition = new Map<unknown, ChartTransition>()
  const root = describeState(machine, machine.root, byDefinition)
  const states: ChartState[] = []
  const walk = (state: ChartState) => {
    for (const child of state.children) {
      states.push(child)
      walk(child)
    }
  }
  walk(root)
  const events = (machine.root.events as string[]).filter((event) => !event.startsWith('xstate.'))
  return { id: machine.id, root, byDefinition, states, events }
}

/** Every state id that is active for a state value, ancestors included. */
export function activeStateIds(value: StateValue | undefined): Set<string> {
  const active = new Set<string>()
  const visit = (current: StateValue, prefix: string) => {
    if (typeof current === 'string') {
      active.add(prefix ? `${prefix}.${current}` : current)
      return
    }
    for (const [key, child] of Object.entries(current)) {
      const id = prefix ? `${prefix}.${key}` : key
      active.add(id)
      if (child) visit(child, id)
    }
  }
  if (value !== undefined) visit(value, '')
  return active
}
