// StateChart draws an XState v5 machine's state chart from the machine definition itself, never by hand,
// so the picture cannot drift from the code. Use it in a Machines/<Name> story:
//
//   <StateChart machine={otpMachine} />                       the whole chart
//   <StateChart machine={otpMachine} current="verifying" />   with one state highlighted
//
// What is read from `machine.root`: states and their nesting, each compound state's initial child, final
// states, every transition (events, `after` delays resolved through setup's named delays, `always`, invoked
// actors' onDone/onError, a compound state's onDone) with its guard, targets and actions, and each state's
// invoked actors (id, and src when it differs). Layout: inside every compound state the children stand in
// columns by breadth-first distance from the initial child; each state box lists its outgoing transitions as
// `event [guard]` rows and an arrow runs from the row to the target, routed round other boxes where it can.
// Beneath the picture an accessible table lists every state with each outgoing transition, and a list names
// the events the machine accepts. A story's play function checks all of it with `expectChartOf(canvasElement,
// machine)` from ./state-chart.expect. Hooks: data-slot state-chart, -diagram, -state (data-state-id,
// data-active), -transition (data-source, data-target), -table, -row, -events.
import { useId } from 'react'
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'
import { cn } from '@/ui/cn'

export interface StateChartProps {
  /** Any XState v5 machine (a `setup().createMachine()` result, provided or not). */
  machine: AnyStateMachine
  /** A state value, as in `snapshot.value`, to highlight: `'verifying'` or `{ signedIn: 'idle' }`. */
  current?: StateValue
  className?: string
}

// ---------------------------------------------------------------------------------------------------------
// The model: what the machine says, in plain data.

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
  /** Every state except the machine itself, parents before children. */
  states: ChartState[]
  /** Events the machine accepts from outside (XState's own done/error/after events left out). */
  events: string[]
}

function idOf(node: AnyStateNode): string {
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

function describeState(machine: AnyStateMachine, node: AnyStateNode): ChartState {
  const transitions: ChartTransition[] = []
  for (const [eventType, list] of node.transitions) {
    list.forEach((transition, index) => transitions.push(describeTransition(machine, node, eventType, transition, index)))
  }
  ;(node.always ?? []).forEach((transition, index) =>
    transitions.push(describeTransition(machine, node, '', transition, index)),
  )
  const children = (Object.values(node.states) as AnyStateNode[]).map((child) => describeState(machine, child))
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
  const root = describeState(machine, machine.root)
  const states: ChartState[] = []
  const walk = (state: ChartState) => {
    for (const child of state.children) {
      states.push(child)
      walk(child)
    }
  }
  walk(root)
  const events = (machine.root.events as string[]).filter((event) => !event.startsWith('xstate.'))
  return { id: machine.id, root, states, events }
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

// ---------------------------------------------------------------------------------------------------------
// The layout: sizes from text length in a monospace face, columns by breadth-first distance.

const FONT = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"
const NAME_SIZE = 13
const ROW_SIZE = 12
// Monospace advance is 0.6 em; a little more leaves air at the box edge whatever the face.
const NAME_CHAR = NAME_SIZE * 0.64
const ROW_CHAR = ROW_SIZE * 0.62
const NAME_H = 28
const LINE_H = 18
const PAD_X = 12
const MIN_W = 132
const INNER_LEFT = 40
const INNER_RIGHT = 24
const INNER_TOP = 14
const INNER_BOTTOM = 20
const COL_GAP = 88
const ROW_GAP = 36
const MARGIN = 8

interface Row {
  transition: ChartTransition
  text: string
  /** Shown after the text when no arrow leaves the row. */
  note?: string
}

interface Measured {
  state: ChartState
  name: string
  meta: string[]
  rows: Row[]
  headerHeight: number
  width: number
  height: number
  children: { measured: Measured; dx: number; dy: number }[]
}

export interface PlacedState {
  state: ChartState
  name: string
  meta: string[]
  rows: Row[]
  x: number
  y: number
  width: number
  height: number
  headerHeight: number
  parent?: string
}

function rowsOf(state: ChartState): Row[] {
  return state.transitions.map((transition) => {
    const text = transition.guard ? `${transition.label} [${transition.guard}]` : transition.label
    if (transition.targets.length === 0) return { transition, text, note: '(stays)' }
    if (transition.targets.length === 1 && transition.targets[0] === state.id) {
      return { transition, text, note: '(re-enters)' }
    }
    return { transition, text }
  })
}

function rowWidth(row: Row): number {
  return (row.text.length + (row.note ? row.note.length + 1 : 0)) * ROW_CHAR
}

function isWithin(id: string, ancestor: string): boolean {
  return ancestor === '' || id === ancestor || id.startsWith(`${ancestor}.`)
}

function allTransitions(state: ChartState): ChartTransition[] {
  return [...state.transitions, ...state.children.flatMap(allTransitions)]
}

/** Columns of a compound state's children: breadth-first from the initial child over sibling-level edges. */
function columnsOf(state: ChartState): ChartState[][] {
  const children = state.children
  if (state.type === 'parallel') return children.map((child) => [child])
  const successors = new Map<string, string[]>()
  for (const child of children) {
    const next: string[] = []
    for (const transition of allTransitions(child)) {
      for (const target of transition.targets) {
        const sibling = children.find((candidate) => isWithin(target, candidate.id))
        if (sibling && sibling !== child && !next.includes(sibling.id)) next.push(sibling.id)
      }
    }
    successors.set(child.id, next)
  }
  const column = new Map<string, number>()
  const order: string[] = []
  const spread = (startId: string, startColumn: number) => {
    column.set(startId, startColumn)
    order.push(startId)
    const queue = [startId]
    while (queue.length > 0) {
      const id = queue.shift()!
      for (const next of successors.get(id) ?? []) {
        if (column.has(next)) continue
        column.set(next, column.get(id)! + 1)
        order.push(next)
        queue.push(next)
      }
    }
  }
  spread(state.initial ?? children[0]!.id, 0)
  // States reached only from outside this parent: place them just before the first sibling they lead to.
  for (let rest = children.filter((child) => !column.has(child.id)); rest.length > 0; ) {
    const fed = rest.find((child) => children.some((from) => column.has(from.id) && successors.get(from.id)!.includes(child.id)))
    if (fed) {
      const from = children.filter((c) => column.has(c.id) && successors.get(c.id)!.includes(fed.id))
      spread(fed.id, Math.min(...from.map((c) => column.get(c.id)!)) + 1)
    } else {
      const feeding = rest.find((child) => successors.get(child.id)!.some((id) => column.has(id)))
      const target = feeding ? Math.min(...successors.get(feeding.id)!.filter((id) => column.has(id)).map((id) => column.get(id)!)) - 1 : 0
      spread((feeding ?? rest[0]!).id, target)
    }
    rest = children.filter((child) => !column.has(child.id))
  }
  const least = Math.min(...column.values())
  const columns: ChartState[][] = []
  for (const id of order) {
    const index = column.get(id)! - least
    ;(columns[index] ??= []).push(children.find((child) => child.id === id)!)
  }
  return columns.filter(Boolean)
}

function measure(state: ChartState, machineId: string): Measured {
  const name = state.id === '' ? machineId : state.type === 'history' ? `${state.key} (history)` : state.key
  const meta = state.invokes.map((invoke) =>
    invoke.id === invoke.src ? `invoke ${invoke.id}` : `invoke ${invoke.id} (src ${invoke.src})`,
  )
  const rows = rowsOf(state)
  const headerHeight = NAME_H + meta.length * LINE_H + (rows.length > 0 ? 6 + rows.length * LINE_H : 0) + 6
  const textWidth =
    Math.max(name.length * NAME_CHAR, ...meta.map((line) => line.length * ROW_CHAR), ...rows.map(rowWidth)) + 2 * PAD_X
  if (state.children.length === 0) {
    return { state, name, meta, rows, headerHeight, width: Math.ceil(Math.max(MIN_W, textWidth)), height: headerHeight + 4, children: [] }
  }
  const columns = columnsOf(state).map((column) => column.map((child) => measure(child, machineId)))
  const children: Measured['children'] = []
  let x = INNER_LEFT
  let tallest = 0
  for (const column of columns) {
    let y = headerHeight + INNER_TOP
    let widest = 0
    for (const measured of column) {
      children.push({ measured, dx: x, dy: y })
      y += measured.height + ROW_GAP
      widest = Math.max(widest, measured.width)
    }
    tallest = Math.max(tallest, y - ROW_GAP)
    x += widest + COL_GAP
  }
  const width = Math.ceil(Math.max(textWidth, x - COL_GAP + INNER_RIGHT))
  return { state, name, meta, rows, headerHeight, width, height: tallest + INNER_BOTTOM, children }
}

function place(measured: Measured, x: number, y: number, out: PlacedState[], parent?: string) {
  out.push({
    state: measured.state,
    name: measured.name,
    meta: measured.meta,
    rows: measured.rows,
    x,
    y,
    width: measured.width,
    height: measured.height,
    headerHeight: measured.headerHeight,
    ...(parent !== undefined ? { parent } : {}),
  })
  for (const child of measured.children) place(child.measured, x + child.dx, y + child.dy, out, measured.state.id)
}

function rowY(box: PlacedState, index: number): number {
  return box.y + NAME_H + box.meta.length * LINE_H + 6 + index * LINE_H + LINE_H / 2
}

export interface ChartEdge {
  key: string
  source: string
  target: string
  d: string
}

type Side = 'left' | 'right' | 'top' | 'bottom'
interface Point {
  x: number
  y: number
}
interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const OUTWARD: Record<Side, Point> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, top: { x: 0, y: -1 }, bottom: { x: 0, y: 1 } }
// Small preferences between otherwise equal routes: arrows read best entering from the left.
const END_COST: Record<Side, number> = { left: 0, top: 30, bottom: 40, right: 300 }
const START_COST: Record<Side, number> = { right: 0, left: 40, top: 0, bottom: 0 }

function curve(start: Point, startSide: Side, end: Point, endSide: Side): [Point, Point, Point, Point] {
  const reach = Math.min(160, Math.max(36, Math.hypot(end.x - start.x, end.y - start.y) * 0.4))
  const a = OUTWARD[startSide]
  const b = OUTWARD[endSide]
  return [start, { x: start.x + a.x * reach, y: start.y + a.y * reach }, { x: end.x + b.x * reach, y: end.y + b.y * reach }, end]
}

function pointOn([p0, p1, p2, p3]: [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t
  return {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  }
}

function inside(point: Point, rect: Rect, inset = 0): boolean {
  return (
    point.x > rect.x + inset && point.x < rect.x + rect.width - inset && point.y > rect.y + inset && point.y < rect.y + rect.height - inset
  )
}

function sidePoint(box: PlacedState, side: Side, share: number): Point {
  if (side === 'left' || side === 'right') {
    // A compound state is entered at its name, not somewhere among its children.
    const top = box.y + 8
    const bottom = box.state.children.length > 0 ? box.y + NAME_H + 4 : box.y + box.height - 8
    return { x: side === 'left' ? box.x : box.x + box.width, y: top + (bottom - top) * share }
  }
  const left = box.x + 16
  const right = box.x + Math.min(box.width, 260) - 16
  return { x: left + (right - left) * share, y: side === 'top' ? box.y : box.y + box.height }
}

function toPath([p0, p1, p2, p3]: [Point, Point, Point, Point]): string {
  return `M ${r(p0.x)} ${r(p0.y)} C ${r(p1.x)} ${r(p1.y)}, ${r(p2.x)} ${r(p2.y)}, ${r(p3.x)} ${r(p3.y)}`
}

function r(n: number): number {
  return Math.round(n * 10) / 10
}

/** A right-angled route with rounded corners, for arrows that must thread between columns. */
function elbowPath(points: Point[], radius = 10): string {
  let d = `M ${r(points[0]!.x)} ${r(points[0]!.y)}`
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1]!, points[i]!, points[i + 1]!]
    const into = Math.min(radius, Math.hypot(b.x - a.x, b.y - a.y) / 2)
    const out = Math.min(radius, Math.hypot(c.x - b.x, c.y - b.y) / 2)
    const before = towards(b, a, into)
    const after = towards(b, c, out)
    d += ` L ${r(before.x)} ${r(before.y)} Q ${r(b.x)} ${r(b.y)}, ${r(after.x)} ${r(after.y)}`
  }
  const last = points[points.length - 1]!
  return `${d} L ${r(last.x)} ${r(last.y)}`
}

function towards(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1
  return { x: from.x + ((to.x - from.x) / length) * distance, y: from.y + ((to.y - from.y) / length) * distance }
}

function polylineSamples(points: Point[]): Point[] {
  const samples: Point[] = []
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!]
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 8))
    for (let step = 1; step <= steps; step++) samples.push({ x: a.x + ((b.x - a.x) * step) / steps, y: a.y + ((b.y - a.y) * step) / steps })
  }
  return samples
}

// An arrow is either one smooth curve between two sides, or an elbow: along the row, down or up a gap beside
// the target, and into its side (or straight down or up onto its top or bottom).
type Route =
  | { kind: 'curve'; startSide: Side; endSide: Side }
  | { kind: 'elbow'; startSide: Side; endSide: Side; gapX?: number; laneY?: number; busX?: number }

function routeGeometry(start: Point, route: Route, end: Point): { d: string; samples: Point[] } {
  if (route.kind === 'curve') {
    const points = curve(start, route.startSide, end, route.endSide)
    const samples = Array.from({ length: 48 }, (_, i) => pointOn(points, (i + 1) / 48))
    return { d: toPath(points), samples }
  }
  let points: Point[]
  if (route.laneY !== undefined) {
    // Out of the row (to a bus column beside a compound state's rows), along a lane, onto the target.
    const out = route.busX ?? start.x + 14
    points = [start, { x: out, y: start.y }, { x: out, y: route.laneY }, { x: end.x, y: route.laneY }, end]
  } else if (route.gapX !== undefined) {
    points = [start, { x: route.gapX, y: start.y }, { x: route.gapX, y: end.y }, end]
  } else {
    points = [start, { x: end.x, y: start.y }, end]
  }
  return { d: elbowPath(points), samples: polylineSamples(points) }
}

/** The name, invoke and row texts of a box, leaving out one row (the one an arrow leaves from). */
function textRects(box: PlacedState, exceptRow: number): Rect[] {
  const rects: Rect[] = [
    { x: box.x + PAD_X - 2, y: box.y, width: box.name.length * NAME_CHAR + 4, height: NAME_H },
    ...box.meta.map((line, index) => ({
      x: box.x + PAD_X - 2,
      y: box.y + NAME_H + index * LINE_H - 4,
      width: line.length * ROW_CHAR + 4,
      height: LINE_H,
    })),
  ]
  box.rows.forEach((row, index) => {
    if (index === exceptRow) return
    rects.push({ x: box.x + PAD_X - 2, y: rowY(box, index) - LINE_H / 2, width: rowWidth(row) + 4, height: LINE_H })
  })
  return rects
}

function edgesOf(boxes: PlacedState[]): ChartEdge[] {
  const byId = new Map(boxes.map((box) => [box.state.id, box]))
  const chart = boxes[0]!
  type Pending = { key: string; source: PlacedState; target: PlacedState; start: Point; route: Route }
  const pending: Pending[] = []

  // What an arrow should not cross: other states (only the name and rows of a compound state, its children
  // count on their own), its own two boxes away from the ends, and the edge of the chart.
  const cost = (samples: Point[], source: PlacedState, target: PlacedState, rowIndex: number) => {
    const obstacles: Rect[] = boxes
      .filter((box) => !isWithin(source.state.id, box.state.id) && !isWithin(target.state.id, box.state.id))
      .map((box) => (box.state.children.length > 0 ? { ...box, height: box.headerHeight } : box))
    if (source.state.children.length > 0) obstacles.push(...textRects(source, rowIndex))
    let hits = 0
    let length = 0
    samples.forEach((point, i) => {
      const previous = samples[i - 1]
      if (previous) length += Math.hypot(point.x - previous.x, point.y - previous.y)
      if (obstacles.some((rect) => inside(point, rect, 2))) hits += 1
      // A compound state's own rows lead into its children, so only a plain state guards its inside.
      if (i > 3 && source.state.children.length === 0 && inside(point, source, 2)) hits += 1
      if (i < samples.length - 4 && inside(point, target, 2)) hits += 1
      if (!inside(point, chart, 4)) hits += 1
    })
    return hits * 1000 + length
  }

  for (const box of boxes) {
    box.rows.forEach((row, index) => {
      if (row.note) return
      const compound = box.state.children.length > 0
      const y = rowY(box, index)
      // A compound state's rows sit in its header above its children, so their arrows leave from the text.
      const starts: { point: Point; side: Side }[] = compound
        ? [{ point: { x: box.x + PAD_X + rowWidth(row) + 6, y }, side: 'right' }]
        : [
            { point: { x: box.x + box.width, y }, side: 'right' },
            { point: { x: box.x, y }, side: 'left' },
          ]
      row.transition.targets.forEach((targetId, targetIndex) => {
        const target = byId.get(targetId)
        if (!target) return
        const routes: { start: { point: Point; side: Side }; route: Route; extra: number }[] = []
        for (const start of starts) {
          for (const endSide of ['left', 'top', 'bottom', 'right'] as const) {
            routes.push({ start, route: { kind: 'curve', startSide: start.side, endSide }, extra: 0 })
          }
          const gapX = target.x - Math.min(24, (target.x - start.point.x) / 2)
          if (start.side === 'right' && gapX > start.point.x + 8) {
            routes.push({ start, route: { kind: 'elbow', startSide: 'right', endSide: 'left', gapX }, extra: 20 })
          }
          const middle = sidePoint(target, 'top', 0.5)
          if (start.side === 'right' && middle.x > start.point.x + 16) {
            const endSide = target.y > start.point.y ? 'top' : 'bottom'
            routes.push({ start, route: { kind: 'elbow', startSide: 'right', endSide }, extra: 20 })
          }
          if (compound) {
            // Rows of a compound state each take a bus column right of the longest row, the top row
            // furthest out, and a lane of their own just above the children, so they never cross.
            const longest = Math.max(...box.rows.map(rowWidth))
            const busX = box.x + PAD_X + longest + 14 + 12 * (box.rows.length - 1 - index)
            const laneY = box.y + box.headerHeight + 2 + Math.min(10, 4 * index)
            if (target.y > laneY) {
              routes.push({ start, route: { kind: 'elbow', startSide: 'right', endSide: 'top', laneY, busX }, extra: 10 })
            }
          }
          if (start.side === 'right' && !compound) {
            const below = target.y - (box.y + box.height)
            const above = box.y - (target.y + target.height)
            if (below > 12) {
              const laneY = box.y + box.height + Math.min(below / 2, 20)
              routes.push({ start, route: { kind: 'elbow', startSide: 'right', endSide: 'top', laneY }, extra: 40 })
            } else if (above > 12) {
              const laneY = box.y - Math.min(above / 2, 20)
              routes.push({ start, route: { kind: 'elbow', startSide: 'right', endSide: 'bottom', laneY }, extra: 40 })
            }
          }
        }
        let best: { score: number; start: { point: Point; side: Side }; route: Route } | undefined
        for (const candidate of routes) {
          const { samples } = routeGeometry(candidate.start.point, candidate.route, sidePoint(target, candidate.route.endSide, 0.5))
          const score =
            cost(samples, box, target, index) + START_COST[candidate.start.side] + END_COST[candidate.route.endSide] + candidate.extra
          if (!best || score < best.score) best = { score, start: candidate.start, route: candidate.route }
        }
        pending.push({ key: `${row.transition.key}|${targetIndex}`, source: box, target, start: best!.start.point, route: best!.route })
      })
    })
  }

  // Arrows into the same side of a box spread along it, in the order they arrive from.
  const groups = new Map<string, Pending[]>()
  for (const item of pending) {
    const group = `${item.target.state.id}|${item.route.endSide}`
    groups.set(group, [...(groups.get(group) ?? []), item])
  }
  const edges: ChartEdge[] = []
  for (const group of groups.values()) {
    const vertical = group[0]!.route.endSide === 'left' || group[0]!.route.endSide === 'right'
    group.sort((a, b) => (vertical ? a.start.y - b.start.y : a.start.x - b.start.x))
    group.forEach((item, index) => {
      const end = sidePoint(item.target, item.route.endSide, (index + 1) / (group.length + 1))
      edges.push({
        key: item.key,
        source: item.source.state.id,
        target: item.target.state.id,
        d: routeGeometry(item.start, item.route, end).d,
      })
    })
  }
  return edges
}

/** Positions of every state box, for anyone who needs the geometry (the root box is the machine itself). */
export function layoutMachine(model: ChartModel): { boxes: PlacedState[]; edges: ChartEdge[]; width: number; height: number } {
  const measured = measure(model.root, model.id)
  const boxes: PlacedState[] = []
  place(measured, MARGIN, MARGIN, boxes)
  return { boxes, edges: edgesOf(boxes), width: measured.width + 2 * MARGIN, height: measured.height + 2 * MARGIN }
}

// ---------------------------------------------------------------------------------------------------------
// The view.

function targetText(model: ChartModel, transition: ChartTransition): string {
  if (transition.targets.length === 0) return '(stays)'
  return transition.targets.map((target) => (target === '' ? model.id : target)).join(', ')
}

function stateNotes(state: ChartState, parent: ChartState | undefined): string[] {
  const notes: string[] = []
  if (parent?.initial === state.id) notes.push('initial')
  if (state.type === 'final') notes.push('final')
  if (state.type === 'parallel') notes.push('parallel')
  if (state.type === 'history') notes.push('history')
  for (const invoke of state.invokes) notes.push(invoke.id === invoke.src ? `invokes ${invoke.id}` : `invokes ${invoke.id} (src ${invoke.src})`)
  return notes
}

function haloOf(box: PlacedState, active: Set<string>): string {
  if (box.state.id === '') return 'stroke-surface-raised'
  return active.has(box.state.id) ? 'stroke-primary-soft' : 'stroke-surface'
}

export function StateChart({ machine, current, className }: StateChartProps) {
  const model = describeMachine(machine)
  const { boxes, edges, width, height } = layoutMachine(model)
  const active = activeStateIds(current)
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const arrowId = `state-chart-arrow-${uid}`
  const titleId = `state-chart-title-${uid}`
  const parentOf = new Map<string, ChartState>()
  for (const state of [model.root, ...model.states]) for (const child of state.children) parentOf.set(child.id, state)
  const byId = new Map(boxes.map((box) => [box.state.id, box]))
  // The machine's own transitions apply in any state; it gets a row only when it has some.
  const tableStates = model.root.transitions.length > 0 ? [model.root, ...model.states] : model.states

  return (
    <div data-slot="state-chart" className={cn('flex flex-col gap-6 text-foreground', className)}>
      <div
        data-slot="state-chart-canvas"
        role="group"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border bg-surface focus-visible:outline-2 focus-visible:outline-primary"
      >
        <svg
          data-slot="state-chart-diagram"
          role="img"
          aria-labelledby={titleId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          fontFamily={FONT}
        >
          <title id={titleId}>{`State chart of the ${model.id} machine`}</title>
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="fill-foreground-subtle" />
            </marker>
          </defs>

          {boxes.map((box) => {
            const isActive = box.state.id !== '' && active.has(box.state.id)
            const isRoot = box.state.id === ''
            return (
              <g
                key={`box-${box.state.id}`}
                data-slot="state-chart-state"
                data-state-id={box.state.id || model.id}
                data-type={box.state.type}
                data-active={isActive || undefined}
              >
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  rx={isRoot ? 10 : 8}
                  className={cn(
                    isActive ? 'fill-primary-soft stroke-primary' : isRoot ? 'fill-surface-raised stroke-border-strong' : 'fill-surface stroke-border-strong',
                  )}
                  strokeWidth={isActive ? 2.5 : 1.25}
                  strokeDasharray={box.state.type === 'history' ? '4 3' : undefined}
                />
                {box.state.type === 'final' ? (
                  <rect
                    x={box.x + 4}
                    y={box.y + 4}
                    width={box.width - 8}
                    height={box.height - 8}
                    rx={5}
                    fill="none"
                    className={isActive ? 'stroke-primary' : 'stroke-border-strong'}
                    strokeWidth={1.25}
                  />
                ) : null}
                {box.rows.length > 0 ? (
                  <line
                    x1={box.x + PAD_X}
                    x2={box.state.children.length > 0 ? box.x + box.width - PAD_X : box.x + box.width}
                    y1={box.y + NAME_H + box.meta.length * LINE_H + 2}
                    y2={box.y + NAME_H + box.meta.length * LINE_H + 2}
                    className="stroke-border"
                    strokeWidth={1}
                  />
                ) : null}
              </g>
            )
          })}

          {boxes
            .filter((box) => box.state.type === 'compound' && box.state.initial)
            .map((box) => {
              const first = byId.get(box.state.initial!)
              if (!first) return null
              const cy = first.y + NAME_H / 2
              return (
                <g key={`initial-${box.state.id}`} data-slot="state-chart-initial" data-state-id={first.state.id}>
                  <circle cx={first.x - 24} cy={cy} r={5} className="fill-foreground" />
                  <line
                    x1={first.x - 19}
                    y1={cy}
                    x2={first.x - 1}
                    y2={cy}
                    className="stroke-foreground"
                    strokeWidth={1.5}
                    markerEnd={`url(#${arrowId})`}
                  />
                </g>
              )
            })}

          {edges.map((edge) => (
            <path
              key={edge.key}
              data-slot="state-chart-transition"
              data-source={edge.source || model.id}
              data-target={edge.target || model.id}
              d={edge.d}
              fill="none"
              className="stroke-foreground-subtle"
              strokeWidth={1.25}
              markerEnd={`url(#${arrowId})`}
            />
          ))}

          {boxes.map((box) => (
            <g
              key={`text-${box.state.id}`}
              data-slot="state-chart-label"
              data-state-id={box.state.id || model.id}
              // A halo in the box's own fill breaks any arrow that passes behind the text.
              className={haloOf(box, active)}
              strokeWidth={4}
              strokeLinejoin="round"
              paintOrder="stroke"
            >
              <text x={box.x + PAD_X} y={box.y + NAME_H / 2 + 1} dominantBaseline="middle" fontSize={NAME_SIZE} fontWeight={700} className="fill-foreground">
                {box.name}
              </text>
              {box.meta.map((line, index) => (
                <text
                  key={line}
                  x={box.x + PAD_X}
                  y={box.y + NAME_H + index * LINE_H + LINE_H / 2 - 2}
                  dominantBaseline="middle"
                  fontSize={ROW_SIZE}
                  fontStyle="italic"
                  className="fill-foreground-subtle"
                >
                  {line}
                </text>
              ))}
              {box.rows.map((row, index) => (
                <text
                  key={row.transition.key}
                  x={box.x + PAD_X}
                  y={rowY(box, index) + 1}
                  dominantBaseline="middle"
                  fontSize={ROW_SIZE}
                  className="fill-foreground"
                >
                  {row.text}
                  {row.note ? <tspan className="fill-foreground-subtle">{` ${row.note}`}</tspan> : null}
                </text>
              ))}
            </g>
          ))}
        </svg>
      </div>

      <table data-slot="state-chart-table" className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{`States and transitions of ${model.id}`}</caption>
        <thead>
          <tr className="border-b border-border-strong">
            <th scope="col" className="px-2 py-1.5">State</th>
            <th scope="col" className="px-2 py-1.5">Event</th>
            <th scope="col" className="px-2 py-1.5">Guard</th>
            <th scope="col" className="px-2 py-1.5">Target</th>
            <th scope="col" className="px-2 py-1.5">Actions</th>
          </tr>
        </thead>
        <tbody>
          {tableStates.map((state) => {
            const isRoot = state.id === ''
            const notes = isRoot ? ['any state'] : stateNotes(state, parentOf.get(state.id))
            const isActive = !isRoot && active.has(state.id)
            const rows = state.transitions.length > 0 ? state.transitions : [undefined]
            return rows.map((transition, index) => (
              <tr
                key={`${state.id}|${transition?.key ?? 'none'}`}
                data-slot="state-chart-row"
                data-state-id={state.id || model.id}
                className={cn('border-b border-border align-top', isActive && 'bg-primary-soft')}
              >
                {index === 0 ? (
                  <th scope="row" rowSpan={rows.length} aria-current={isActive ? 'true' : undefined} className="px-2 py-1.5 font-normal">
                    <code className="font-semibold">{isRoot ? model.id : state.id}</code>
                    {notes.length > 0 ? <span className="block text-xs text-foreground-subtle"> {notes.join(', ')}</span> : null}
                    {isActive ? <span className="block text-xs font-semibold text-primary"> current</span> : null}
                  </th>
                ) : null}
                {transition ? (
                  <>
                    <td className="px-2 py-1.5"><code>{transition.label}</code></td>
                    <td className="px-2 py-1.5">{transition.guard ? <code>{transition.guard}</code> : '—'}</td>
                    <td className="px-2 py-1.5"><code>{targetText(model, transition)}</code></td>
                    <td className="px-2 py-1.5">{transition.actions.length > 0 ? <code>{transition.actions.join(', ')}</code> : '—'}</td>
                  </>
                ) : (
                  <td colSpan={4} className="px-2 py-1.5 text-foreground-subtle">No outgoing transitions</td>
                )}
              </tr>
            ))
          })}
        </tbody>
      </table>

      <section data-slot="state-chart-events" aria-labelledby={`${titleId}-events`}>
        <h2 id={`${titleId}-events`} className="mb-2 text-base font-semibold">{`Events ${model.id} accepts`}</h2>
        <ul className="flex flex-wrap gap-2">
          {model.events.map((event) => (
            <li key={event} className="rounded-sm border border-border bg-surface-raised px-2 py-0.5 text-sm">
              <code>{event}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
