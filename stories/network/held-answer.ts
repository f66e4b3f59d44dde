// A pretend server's answer that a story's play can hold back while it looks at the waiting state ('sending',
// 'submitting', 'verifying'). A fixed delay made that look a race on a busy machine: the answer could come before
// the check. Unheld, an answer comes after the usual short delay, so the story still works by hand.
export interface HeldAnswer {
  /** What the pretend server awaits before it answers. */
  wait(): Promise<void>
  /** Hold the next answers back until `release()`. */
  hold(): void
  /** Let the held answers come, and stop holding. */
  release(): void
}

export function heldAnswer(delayMs = 150): HeldAnswer {
  let holding = false
  const held = new Set<() => void>()
  return {
    wait: () =>
      holding
        ? new Promise<void>((resolve) => held.add(resolve))
        : new Promise<void>((resolve) => setTimeout(resolve, delayMs)),
    hold: () => {
      holding = true
    },
    release: () => {
      holding = false
      for (const resolve of held) resolve()
      held.clear()
    },
  }
}
