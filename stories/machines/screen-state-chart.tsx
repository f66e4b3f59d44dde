// A screen beside its machine's state chart, with the state the screen reports lit. The screen's root carries
// `data-state="<machine state>"` (house rule 4), so the lit state is read from the rendered screen, never
// restated by the story, and follows the screen as a play function or a visitor moves it. Storybook's preview
// wraps every story whose meta has `parameters.stateChart = { machine, slot }` in this (.storybook/preview.tsx).
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'
import { StateChart } from './state-chart'

export interface StateChartParameter {
  /** The id of the machine behind the screen: any machine a `.machine.ts` file under machines/ exports (./charted-machines.ts). */
  machine: string
  /** The `data-slot` of the screen's root, whose `data-state` names the machine's state. */
  slot: string
}

export interface ScreenStateChartProps {
  machine: AnyStateMachine
  slot: string
  children: ReactNode
}

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...statesOf(child)])
}

/** The machine state a screen reports, as a state value, or undefined when the report names none of its states. */
export function reportedValue(machine: AnyStateMachine, reported: string | undefined): StateValue | undefined {
  if (reported === undefined) return undefined
  const states = statesOf(machine.root)
  const node =
    states.find((state) => state.path.join('.') === reported) ?? states.find((state) => state.key === reported)
  if (!node) return undefined
  const [leaf, ...ancestors] = [...node.path].reverse()
  return ancestors.reduce<StateValue>((value, key) => ({ [key]: value }), leaf!)
}

// Dialogs render into a portal outside the story, so the whole document is searched when the story holds none.
function readReport(screen: HTMLElement, slot: string): string | undefined {
  const selector = `[data-slot="${slot}"][data-state]`
  return (screen.querySelector(selector) ?? document.querySelector(selector))?.getAttribute('data-state') ?? undefined
}

export function ScreenStateChart({ machine, slot, children }: ScreenStateChartProps) {
  const screen = useRef<HTMLDivElement>(null)
  const [reported, setReported] = useState<string>()
  useEffect(() => {
    const read = () => setReported(readReport(screen.current!, slot))
    read()
    const observer = new MutationObserver(read)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    })
    return () => observer.disconnect()
  }, [slot])
  const current = reportedValue(machine, reported)

  return (
    <div data-slot="screen-state-chart" className="flex flex-wrap items-start gap-6">
      <div ref={screen} data-slot="screen-state-chart-screen" className="min-w-0 flex-[1_1_320px]">
        {children}
      </div>
      <aside
        data-slot="screen-state-chart-panel"
        aria-label={`State of the ${machine.id} machine`}
        className="flex min-w-0 flex-[1_1_360px] flex-col gap-3 rounded-lg border border-border bg-surface-raised p-3 text-foreground"
      >
        <p
          data-slot="screen-state-chart-reported"
          data-state={current === undefined ? 'unknown' : 'known'}
          className="m-0 text-sm"
        >
          {reported === undefined ? (
            <>The screen reports no state ({`no [data-slot="${slot}"][data-state]`}).</>
          ) : (
            <>
              The screen reports <code className="font-semibold">{reported}</code>
              {current === undefined ? `, which is not a state of the ${machine.id} machine.` : '.'}
            </>
          )}
        </p>
        <StateChart machine={machine} current={current} compact />
      </aside>
    </div>
  )
}
