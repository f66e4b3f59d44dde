// A journey through several screens for a Flows/ story, built from the screens' own stories: each step renders one
// composed screen story, and the flow runs that story's play function on it, so the flow and the screen story
// cannot disagree about what the shopper sees on that screen. The screen stories stand their router's navigation
// in with a spy, so the journey moves on where the app's router would, once a step's play function has seen the
// machine ask for the next page.
import { useSyncExternalStore, type ComponentType } from 'react'
import { composeStories } from '@storybook/react-vite'
import preview from '../../.storybook/preview'

export interface JourneyStep {
  /** The address the screen lives at, as the shopper's browser would show it. */
  path: string
  /** A composed screen story; one that needs what an earlier step settled (the address signed up with, the text
   *  searched for) is rendered with those args, and the flow runs its play with the same args. */
  Screen: ComponentType
}

/** The screen stories of a module, composed with the project's decorators (router, toasts) as Storybook renders them. */
export function composeScreens<Module extends Parameters<typeof composeStories>[0]>(module: Module) {
  // Under Vitest the project's annotations are registered for every composed story already (passing them again
  // would wrap each screen in a second router); Storybook's own page registers none.
  const registered = (globalThis as { globalProjectAnnotations?: unknown }).globalProjectAnnotations !== undefined
  return composeStories(module, registered ? undefined : preview)
}

type SetUp = (context: never) => unknown

/**
 * Runs screen stories' own set-up (their meta's or story's `beforeEach`) for a flow, from the flow's own
 * beforeEach: a composed story's `load()` would also run the project's set-up, which clears the page under the
 * flow. Returns one clean-up for them all.
 */
export async function setUpScreens(context: unknown, hooks: Array<SetUp | SetUp[] | undefined>) {
  const cleanups: (() => unknown)[] = []
  for (const hook of hooks.flat()) {
    if (!hook) continue
    // The hooks are typed for their own story's args; the flow's context is what Storybook would hand them.
    const cleanup = await hook(context as never)
    if (typeof cleanup === 'function') cleanups.push(cleanup as () => unknown)
  }
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
}

export function createJourney(steps: readonly JourneyStep[]) {
  let current = 0
  const listeners = new Set<() => void>()
  const moveTo = (index: number) => {
    current = index
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  function Journey() {
    const index = useSyncExternalStore(subscribe, () => current)
    const { path, Screen } = steps[index]!
    return (
      <div data-slot="journey" data-step={path} className="flex flex-col gap-4">
        <nav aria-label="Journey">
          <ol className="m-0 flex list-none flex-wrap gap-2 p-0 text-sm">
            {steps.map((step, position) => (
              <li
                key={step.path}
                aria-current={position === index ? 'step' : undefined}
                className="rounded-sm border border-border px-2 py-0.5 aria-[current=step]:border-primary aria-[current=step]:font-semibold"
              >
                <code>{step.path}</code>
              </li>
            ))}
          </ol>
        </nav>
        {/* A fresh screen per step, as a page change gives. */}
        <Screen key={path} />
      </div>
    )
  }

  return {
    Journey,
    /** Back to the first screen; a flow's beforeEach calls it so a re-run starts over. */
    restart: () => moveTo(0),
    /** Moves to the screen at `path`, as the app's router does when a machine navigates there. */
    go: (path: string) => {
      const index = steps.findIndex((step) => step.path === path)
      if (index < 0) throw new Error(`This journey has no step at ${path}`)
      moveTo(index)
    },
  }
}
