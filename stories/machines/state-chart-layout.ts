// Lays a machine's state chart out with elkjs's layered algorithm, fed by @xstate/graph's directed graph: every
// state is a node, a compound state is a node holding its children, and each transition between two states that
// do not contain one another is an orthogonal arrow labelled `event [guard]`. Transitions that stay, re-enter
// their own state, or run between a state and one of its own descendants (a machine-wide `on` that restarts a
// child, say) are written as lines inside the source box instead, where an arrow would only run along a border.
// elk's bundle is large and its layout asynchronous, so it is loaded on first use.
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { AnyStateMachine } from 'xstate'
import { describeMachine, idOf, type ChartModel, type ChartState, type ChartTransition } from './state-chart-model'
import { fontFamily } from '../../tailwind.config'

/** The store's own face (tailwind.config.ts), so a chart looks the same on every machine. */
export const CHART_FONT = fontFamily.sans.join(', ')
export const NAME_SIZE = 13
export const LINE_SIZE = 12
export const NAME_HEIGHT = 28
export const LINE_HEIGHT = 18
export const PAD_X = 12
// Boxes are sized by character count: Inter's lower-case letters, digits and dots average well under 0.6 em, so
// 0.6 em and a little more leaves air at the box edge even for a name of wide letters.
const NAME_CHAR = NAME_SIZE * 0.64
const LINE_CHAR = LINE_SIZE * 0.62
const MIN_WIDTH = 120
const LABEL_HEIGHT = 16
const INITIAL_SIZE = 10

export interface ChartLine {
  text: string
  /** `meta`: what the state invokes; `transition`: a transition drawn as text rather than as an arrow. */
  kind: 'meta' | 'transition'
}

export interface ChartBox {
  state: ChartState
  /** What the box is headed with: the state's key, or the machine's id for the outermost box. */
  name: string
  lines: ChartLine[]
  x: number
  y: number
  width: number
  height: number
}

export interface ChartArrow {
  key: string
  source: string
  target: string
  d: string
  label: { text: string; x: number; y: number }
}

export interface ChartInitial {
  /** Id of the initial child the marker points at. */
  target: string
  cx: number
  cy: number
  d: string
}

export interface ChartLayout {
  boxes: ChartBox[]
  arrows: ChartArrow[]
  initials: ChartInitial[]
  width: number
  height: number
}

interface Link {
  key: string
  source: string
  target: string
  transition: ChartTransition
}

const nodeId = (stateId: string) => `state:${stateId}`
const initialId = (stateId: string) => `initial:${stateId}`

function contains(ancestor: string, id: string): boolean {
  return ancestor === '' || id === ancestor || id.startsWith(`${ancestor}.`)
}

/** The innermost state holding two states of which neither holds the other. */
function commonAncestor(a: string, b: string): string {
  const left = a.split('.')
  const right = b.split('.')
  let shared = 0
  while (shared < left.length && left[shared] === right[shared]) shared += 1
  return left.slice(0, shared).join('.')
}

function transitionText(transition: ChartTransition): string {
  return transition.guard ? `${transition.label} [${transition.guard}]` : transition.label
}

/** Every transition as a source→target link: the directed graph's edges, plus `always`, which it leaves out. */
function linksOf(model: ChartModel, machine: AnyStateMachine): Link[] {
  const links: Link[] = []
  const visit = (node: DirectedGraphNode) => {
    for (const edge of node.edges) {
      const transition = model.byDefinition.get(edge.transition)
      if (!transition) continue
      // The graph points a transition without a target back at its source; lineFor tells it from a re-entry.
      links.push({ key: edge.id, source: idOf(edge.source), target: idOf(edge.target), transition })
    }
    node.children.forEach(visit)
  }
  visit(toDirectedGraph(machine))
  for (const state of [model.root, ...model.states]) {
    for (const transition of state.transitions) {
      if (transition.kind !== 'always') continue
      const targets = transition.targets.length > 0 ? transition.targets : [state.id]
      targets.forEach((target, index) =>
        links.push({ key: `${transition.key}|${index}`, source: state.id, target, transition }),
      )
    }
  }
  return links
}

function isArrow(link: Link): boolean {
  return (
    link.transition.targets.length > 0 && !contains(link.source, link.target) && !contains(link.target, link.source)
  )
}

function lineFor(link: Link, model: ChartModel): ChartLine {
  const text = transitionText(link.transition)
  if (link.transition.targets.length === 0) return { kind: 'transition', text: `${text} (stays)` }
  if (link.target === link.source) return { kind: 'transition', text: `${text} (re-enters)` }
  return { kind: 'transition', text: `${text} → ${link.target || model.id}` }
}

function textWidth(name: string, lines: ChartLine[]): number {
  return Math.ceil(
    Math.max(
      MIN_WIDTH,
      name.length * NAME_CHAR + 2 * PAD_X,
      ...lines.map((line) => line.text.length * LINE_CHAR + 2 * PAD_X),
    ),
  )
}

function headerHeight(lines: ChartLine[]): number {
  return NAME_HEIGHT + lines.length * LINE_HEIGHT + (lines.length > 0 ? 6 : 0)
}

// The whole chart: layered left to right, nested states laid out with their parents, arrows at right angles.
const LAYERED: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
  // Every position in one space, so the picture needs no sums of parent offsets.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
}

/** Lays the chart out; resolves with every box, arrow and initial marker in one coordinate space. */
export async function layoutChart(
  machine: AnyStateMachine,
  model: ChartModel = describeMachine(machine),
): Promise<ChartLayout> {
  const links = linksOf(model, machine)
  const linesOf = new Map<string, ChartLine[]>()
  const nameOf = (state: ChartState) => (state.id === '' ? model.id : state.key)
  for (const state of [model.root, ...model.states]) {
    const meta = state.invokes.map((invoke): ChartLine => ({
      kind: 'meta',
      text: invoke.id === invoke.src ? `invoke ${invoke.id}` : `invoke ${invoke.id} (src ${invoke.src})`,
    }))
    if (state.type === 'history') meta.unshift({ kind: 'meta', text: 'history' })
    linesOf.set(state.id, [
      ...meta,
      ...links.filter((link) => link.source === state.id && !isArrow(link)).map((link) => lineFor(link, model)),
    ])
  }

  // Each arrow belongs to the innermost state holding both its ends, as elk expects of nested graphs.
  const arrows = links.filter(isArrow)
  const edgesIn = new Map<string, ElkExtendedEdge[]>()
  const addEdge = (container: string, edge: ElkExtendedEdge) =>
    edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge])
  for (const link of arrows) {
    const text = transitionText(link.transition)
    addEdge(commonAncestor(link.source, link.target), {
      id: `edge:${link.key}`,
      sources: [nodeId(link.source)],
      targets: [nodeId(link.target)],
      labels: [{ text, width: Math.ceil(text.length * LINE_CHAR) + 4, height: LABEL_HEIGHT }],
    })
  }
  for (const state of [model.root, ...model.states]) {
    if (state.initial)
      addEdge(state.id, {
        id: `edge:${initialId(state.id)}`,
        sources: [initialId(state.id)],
        targets: [nodeId(state.initial)],
      })
  }

  const toNode = (state: ChartState): ElkNode => {
    const lines = linesOf.get(state.id)!
    const width = textWidth(nameOf(state), lines)
    const header = headerHeight(lines)
    if (state.children.length === 0) return { id: nodeId(state.id), width, height: header + 6 }
    const children = state.children.map(toNode)
    if (state.initial) children.unshift({ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE })
    return {
      id: nodeId(state.id),
      layoutOptions: {
        // Arrows run forward from the initial marker, a depth-first walk of the chart; only the ones that come back
        // point left. elk reads this per compound state, not from the root.
        'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
        'elk.padding': `[top=${header + 12},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${header + 24})`,
      },
      children,
      edges: edgesIn.get(state.id) ?? [],
    }
  }

  const graph: ElkNode = { id: 'chart', layoutOptions: LAYERED, children: [toNode(model.root)] }

  const { default: ELK } = await import('elkjs/lib/elk.bundled.js')
  const laid = await new ELK().layout(graph)

  const placed = new Map<string, ElkNode>()
  const laidEdges = new Map<string, ElkExtendedEdge>()
  const walk = (node: ElkNode) => {
    placed.set(node.id, node)
    for (const edge of node.edges ?? []) laidEdges.set(edge.id, edge)
    node.children?.forEach(walk)
  }
  walk(laid)
  const boxes = [model.root, ...model.states].map((state): ChartBox => {
    const node = placed.get(nodeId(state.id))!
    return {
      state,
      name: nameOf(state),
      lines: linesOf.get(state.id)!,
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
    }
  })
  const pathOf = (edge: ElkExtendedEdge | undefined) =>
    (edge?.sections ?? [])
      .map((section) =>
        [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
          .map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
          .join(' '),
      )
      .join(' ')
  return {
    boxes,
    arrows: arrows.map((link) => {
      const edge = laidEdges.get(`edge:${link.key}`)
      const label = edge?.labels?.[0]
      return {
        key: link.key,
        source: link.source,
        target: link.target,
        d: pathOf(edge),
        label: { text: transitionText(link.transition), x: (label?.x ?? 0) + 2, y: (label?.y ?? 0) + LABEL_HEIGHT / 2 },
      }
    }),
    initials: [model.root, ...model.states]
      .filter((state) => state.initial)
      .map((state) => {
        const marker = placed.get(initialId(state.id))!
        return {
          target: state.initial!,
          cx: (marker.x ?? 0) + INITIAL_SIZE / 2,
          cy: (marker.y ?? 0) + INITIAL_SIZE / 2,
          d: pathOf(laidEdges.get(`edge:${initialId(state.id)}`)),
        }
      }),
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
  }
}
