// StateChart draws an XState v5 machine's state chart from the machine definition itself, never by hand, so
// the picture cannot drift from the code. Use it in a Machines/<Name> story:
//
//   <StateChart machine={otpMachine} />                       the whole chart
//   <StateChart machine={otpMachine} current="verifying" />   with one state lit
//
// The table of states and transitions and the list of events render at once; the picture follows when elk has
// laid it out (state-chart-layout.ts), and the canvas's data-state says which: `layingOut`, `laidOut` or
// `failed`. A wide chart shrinks to the width it is given, down to MIN_SCALE, and scrolls sideways beyond that
// inside a focusable region. A story's play function checks all of it with `expectChartOf(canvasElement,
// machine)` from ./state-chart.expect. Hooks: data-slot state-chart, -canvas, -diagram, -state (data-state-id,
// data-active), -label, -transition (data-source, data-target), -initial, -table, -row, -events.
import { useEffect, useId, useMemo, useState } from 'react'
import type { AnyStateMachine, StateValue } from 'xstate'
import { cn } from '@/ui/cn'
import {
  activeStateIds,
  describeMachine,
  type ChartModel,
  type ChartState,
  type ChartTransition,
} from './state-chart-model'
import {
  CHART_FONT,
  LINE_HEIGHT,
  LINE_SIZE,
  NAME_HEIGHT,
  NAME_SIZE,
  PAD_X,
  layoutChart,
  type ChartBox,
  type ChartLayout,
} from './state-chart-layout'

export interface StateChartProps {
  /** Any XState v5 machine (a `setup().createMachine()` result, provided or not). */
  machine: AnyStateMachine
  /** A state value, as in `snapshot.value`, to light: `'verifying'` or `{ signedIn: 'idle' }`. */
  current?: StateValue
  /** Folds the table and the event list under a disclosure, for a chart shown beside a screen. */
  compact?: boolean
  className?: string
}

// Below this the text is too small to read: the chart scrolls instead of shrinking further.
const MIN_SCALE = 0.6

type Laying = { state: 'layingOut' } | { state: 'laidOut'; layout: ChartLayout } | { state: 'failed'; reason: string }

function useLayout(machine: AnyStateMachine, model: ChartModel): Laying {
  const [laying, setLaying] = useState<Laying & { machine?: AnyStateMachine }>({ state: 'layingOut' })
  useEffect(() => {
    let live = true
    layoutChart(machine, model).then(
      (layout) => live && setLaying({ state: 'laidOut', layout, machine }),
      (error: unknown) => live && setLaying({ state: 'failed', reason: String(error), machine }),
    )
    return () => {
      live = false
    }
  }, [machine, model])
  // A new machine shows no stale picture of the previous one while it is laid out.
  return laying.state !== 'layingOut' && laying.machine !== machine ? { state: 'layingOut' } : laying
}

function StateBox({ box, modelId, active }: { box: ChartBox; modelId: string; active: Set<string> }) {
  const isRoot = box.state.id === ''
  const isActive = !isRoot && active.has(box.state.id)
  return (
    <g
      data-slot="state-chart-state"
      data-state-id={box.state.id || modelId}
      data-type={box.state.type}
      data-active={isActive || undefined}
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={isRoot ? 10 : 8}
        className={
          isActive
            ? 'fill-primary-soft stroke-primary'
            : isRoot
              ? 'fill-surface-raised stroke-border-strong'
              : 'fill-surface stroke-border-strong'
        }
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
      {box.lines.length > 0 ? (
        <line
          x1={box.x + PAD_X}
          x2={box.x + box.width - PAD_X}
          y1={box.y + NAME_HEIGHT}
          y2={box.y + NAME_HEIGHT}
          className="stroke-border"
          strokeWidth={1}
        />
      ) : null}
    </g>
  )
}

function StateLabel({ box, modelId, active }: { box: ChartBox; modelId: string; active: Set<string> }) {
  const isRoot = box.state.id === ''
  // A halo in the box's own fill keeps text readable where an arrow passes behind it.
  const halo = isRoot ? 'stroke-surface-raised' : active.has(box.state.id) ? 'stroke-primary-soft' : 'stroke-surface'
  return (
    <g
      data-slot="state-chart-label"
      data-state-id={box.state.id || modelId}
      className={halo}
      strokeWidth={4}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      <text
        x={box.x + PAD_X}
        y={box.y + NAME_HEIGHT / 2 + 1}
        dominantBaseline="middle"
        fontSize={NAME_SIZE}
        fontWeight={700}
        className="fill-foreground"
      >
        {box.name}
      </text>
      {box.lines.map((line, index) => (
        <text
          key={`${index}|${line.text}`}
          x={box.x + PAD_X}
          y={box.y + NAME_HEIGHT + index * LINE_HEIGHT + LINE_HEIGHT / 2 + 3}
          dominantBaseline="middle"
          fontSize={LINE_SIZE}
          fontStyle={line.kind === 'meta' ? 'italic' : undefined}
          className={line.kind === 'meta' ? 'fill-foreground-subtle' : 'fill-foreground'}
        >
          {line.text}
        </text>
      ))}
    </g>
  )
}

function ChartPicture({
  layout,
  model,
  active,
  title,
}: {
  layout: ChartLayout
  model: ChartModel
  active: Set<string>
  title: string
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const arrowId = `state-chart-arrow-${uid}`
  const { width, height } = layout
  return (
    <svg
      data-slot="state-chart-diagram"
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} ${height}`}
      fontFamily={CHART_FONT}
      style={{ width: '100%', maxWidth: width, minWidth: Math.ceil(width * MIN_SCALE), height: 'auto' }}
    >
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="fill-foreground-subtle" />
        </marker>
      </defs>
      {layout.boxes.map((box) => (
        <StateBox key={`box-${box.state.id}`} box={box} modelId={model.id} active={active} />
      ))}
      {layout.initials.map((initial) => (
        <g key={`initial-${initial.target}`} data-slot="state-chart-initial" data-state-id={initial.target}>
          <circle cx={initial.cx} cy={initial.cy} r={5} className="fill-foreground" />
          <path
            d={initial.d}
            fill="none"
            className="stroke-foreground"
            strokeWidth={1.5}
            markerEnd={`url(#${arrowId})`}
          />
        </g>
      ))}
      {layout.arrows.map((arrow) => (
        <path
          key={arrow.key}
          data-slot="state-chart-transition"
          data-source={arrow.source || model.id}
          data-target={arrow.target || model.id}
          d={arrow.d}
          fill="none"
          className="stroke-foreground-subtle"
          strokeWidth={1.25}
          markerEnd={`url(#${arrowId})`}
        />
      ))}
      {layout.boxes.map((box) => (
        <StateLabel key={`label-${box.state.id}`} box={box} modelId={model.id} active={active} />
      ))}
      <g className="stroke-surface" strokeWidth={4} strokeLinejoin="round" paintOrder="stroke">
        {layout.arrows.map((arrow) => (
          <text
            key={`label-${arrow.key}`}
            x={arrow.label.x}
            y={arrow.label.y}
            dominantBaseline="middle"
            fontSize={LINE_SIZE}
            className="fill-foreground"
          >
            {arrow.label.text}
          </text>
        ))}
      </g>
    </svg>
  )
}

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
  for (const invoke of state.invokes)
    notes.push(invoke.id === invoke.src ? `invokes ${invoke.id}` : `invokes ${invoke.id} (src ${invoke.src})`)
  return notes
}

export function StateChart({ machine, current, compact, className }: StateChartProps) {
  const model = useMemo(() => describeMachine(machine), [machine])
  const laying = useLayout(machine, model)
  const active = activeStateIds(current)
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const title = `State chart of the ${model.id} machine`
  const parentOf = new Map<string, ChartState>()
  for (const state of [model.root, ...model.states]) for (const child of state.children) parentOf.set(child.id, state)
  // The machine's own transitions apply in any state; it gets a row only when it has some.
  const tableStates = model.root.transitions.length > 0 ? [model.root, ...model.states] : model.states

  const details = (
    <>
      <table data-slot="state-chart-table" className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{`States and transitions of ${model.id}`}</caption>
        <thead>
          <tr className="border-b border-border-strong">
            <th scope="col" className="px-2 py-1.5">
              State
            </th>
            <th scope="col" className="px-2 py-1.5">
              Event
            </th>
            <th scope="col" className="px-2 py-1.5">
              Guard
            </th>
            <th scope="col" className="px-2 py-1.5">
              Target
            </th>
            <th scope="col" className="px-2 py-1.5">
              Actions
            </th>
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
                  <th
                    scope="row"
                    rowSpan={rows.length}
                    aria-current={isActive ? 'true' : undefined}
                    className="px-2 py-1.5 font-normal"
                  >
                    <code className="font-semibold">{isRoot ? model.id : state.id}</code>
                    {notes.length > 0 ? (
                      <span className="block text-xs text-foreground-subtle"> {notes.join(', ')}</span>
                    ) : null}
                    {isActive ? <span className="block text-xs font-semibold text-primary"> current</span> : null}
                  </th>
                ) : null}
                {transition ? (
                  <>
                    <td className="px-2 py-1.5">
                      <code>{transition.label}</code>
                    </td>
                    <td className="px-2 py-1.5">{transition.guard ? <code>{transition.guard}</code> : '—'}</td>
                    <td className="px-2 py-1.5">
                      <code>{targetText(model, transition)}</code>
                    </td>
                    <td className="px-2 py-1.5">
                      {transition.actions.length > 0 ? <code>{transition.actions.join(', ')}</code> : '—'}
                    </td>
                  </>
                ) : (
                  <td colSpan={4} className="px-2 py-1.5 text-foreground-subtle">
                    No outgoing transitions
                  </td>
                )}
              </tr>
            ))
          })}
        </tbody>
      </table>

      <section data-slot="state-chart-events" aria-labelledby={`state-chart-events-${uid}`}>
        <h2
          id={`state-chart-events-${uid}`}
          className="mb-2 text-base font-semibold"
        >{`Events ${model.id} accepts`}</h2>
        <ul className="flex flex-wrap gap-2">
          {model.events.map((event) => (
            <li key={event} className="rounded-sm border border-border bg-surface-raised px-2 py-0.5 text-sm">
              <code>{event}</code>
            </li>
          ))}
        </ul>
      </section>
    </>
  )

  return (
    <div data-slot="state-chart" className={cn('flex flex-col gap-6 text-foreground', className)}>
      <div
        data-slot="state-chart-canvas"
        data-state={laying.state}
        role="group"
        aria-label={title}
        aria-busy={laying.state === 'layingOut' || undefined}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border bg-surface focus-visible:outline-2 focus-visible:outline-primary"
      >
        {laying.state === 'laidOut' ? (
          <ChartPicture layout={laying.layout} model={model} active={active} title={title} />
        ) : (
          <p className="p-4 text-sm text-foreground-subtle">
            {laying.state === 'failed' ? `The chart could not be laid out: ${laying.reason}` : 'Laying out the chart…'}
          </p>
        )}
      </div>
      {compact ? (
        <details data-slot="state-chart-details" className="flex flex-col gap-4">
          <summary className="cursor-pointer text-sm font-semibold">States, transitions and events</summary>
          <div className="mt-4 flex flex-col gap-6">{details}</div>
        </details>
      ) : (
        details
      )}
    </div>
  )
}
