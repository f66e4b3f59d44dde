// The checks every Machines/<Name> chart story makes. The machine is walked here independently of the
// chart's own reading of it, so a state, transition or event the chart drops fails the story.
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...statesOf(child)])
}

function transitionCount(node: AnyStateNode): number {
  let count = node.always?.length ?? 0
  for (const list of node.transitions.values()) count += list.length
  return count
}

export async function expectChartOf(canvasElement: HTMLElement, machine: AnyStateMachine) {
  const canvas = within(canvasElement)
  const states = statesOf(machine.root)
  await expect(states.length).toBeGreaterThan(0)

  // The picture is laid out after the first render; the first layout also loads elk.
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="state-chart-canvas"]')).toHaveAttribute('data-state', 'laidOut'),
    { timeout: 10_000 },
  )
  const picture = canvas.getByRole('img', { name: `State chart of the ${machine.id} machine` })
  await expect(picture).toBeVisible()

  const rowHeaders = canvas.getAllByRole('rowheader').map((header) => header.querySelector('code')?.textContent)
  const drawn = canvasElement.querySelectorAll('[data-slot="state-chart-label"]')
  const drawnNames = new Map(
    [...drawn].map((label) => [label.getAttribute('data-state-id'), label.querySelector('text')?.textContent]),
  )
  for (const state of states) {
    const id = state.path.join('.')
    await expect(rowHeaders, `table row for ${id}`).toContain(id)
    await expect(drawnNames.get(id), `box for ${id}`).toBe(state.key)
  }

  // Every arrow elk laid out has a route.
  for (const arrow of canvasElement.querySelectorAll('[data-slot="state-chart-transition"]')) {
    await expect(
      arrow.getAttribute('d'),
      `route of ${arrow.getAttribute('data-source')} → ${arrow.getAttribute('data-target')}`,
    ).toMatch(/^M [\d.]+ [\d.]+ L /)
  }

  // Every transition has one row in the table (the machine's own included).
  const expectedRows = [machine.root, ...states].reduce((sum, node) => sum + transitionCount(node), 0)
  const transitionRows = canvasElement.querySelectorAll('[data-slot="state-chart-row"] td:not([colspan])')
  await expect(transitionRows.length / 4).toBe(expectedRows)

  const events = (machine.root.events as string[]).filter((event) => !event.startsWith('xstate.'))
  // A machine driven only by its own actors (home) accepts no events: the list is then empty.
  const listed = within(canvasElement.querySelector<HTMLElement>('[data-slot="state-chart-events"]')!)
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
  await expect(listed).toEqual(events)

  // The diagram can be wider than the screen: keyboard users reach it to scroll it.
  const diagram = canvas.getByRole('group', { name: `State chart of the ${machine.id} machine` })
  // All of a wide chart can be seen: it shrinks to fit its region, or the region scrolls to its right edge.
  const pictureWidth = picture.getBoundingClientRect().width
  await expect(pictureWidth <= diagram.clientWidth + 1 || diagram.scrollWidth >= Math.floor(pictureWidth)).toBe(true)
  await expect(getComputedStyle(diagram).overflowX).toBe('auto')
  ;(document.activeElement as HTMLElement | null)?.blur()
  await userEvent.tab()
  await expect(diagram).toHaveFocus()
}
