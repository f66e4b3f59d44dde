// One scheduler for the store's background rounds (ADR 0014): settling pending payouts, retrying due refunds, clearing
// ended throttling windows, sweeping unused uploads. Each round runs on its own timer, never twice at once in one
// process, and only when this process takes the round's turn in the database (round_turns), so N store processes on
// one PostgreSQL run each round about once per interval between them. The rows a round works on are claimed as well
// (FOR UPDATE SKIP LOCKED with a claimed-until time), so rounds that do overlap (run by hand, or a turn that ran out
// while a slow round was still going) never do a piece of work twice, and a round that dies mid-way leaves its rows to
// a later round once their claim runs out. On embedded PGlite (one process) the same code runs; the turn is always free.
import { randomUUID } from 'node:crypto'
import type { RoundTurnsRepo } from './db/repos/round-turns.repo'

export interface Round {
  name: string
  /** How often it runs across all processes; false: never by itself (it still runs by hand). */
  everyMs: number | false
  /** The round's work; what it resolves with is for the caller that ran it by hand (tests, logs). */
  run(): Promise<unknown>
}

type Log = { error(details: object, message: string): void }

export interface SchedulerDeps {
  /** Rounds known from the start; the areas add theirs with `add` before the app is ready. */
  rounds?: Round[]
  turns: RoundTurnsRepo
  now: () => Date
  log: Log
}

/** A turn lasts a little less than the interval, so the next tick (here or in another process) finds it free. */
const TURN_SHARE = 0.9

export function scheduler({ rounds: initial = [], turns, now, log }: SchedulerDeps) {
  const rounds = [...initial]
  const holder = randomUUID()
  const running = new Map<string, Promise<unknown>>()
  const timers = new Set<NodeJS.Timeout>()
  let stopped = false

  /** Runs the round now unless it is running here already (then its run is the answer). */
  function runNow(round: Round): Promise<unknown> {
    const current = running.get(round.name)
    if (current) return current
    const run = round.run().finally(() => running.delete(round.name))
    running.set(round.name, run)
    return run
  }

  async function tick(round: Round, everyMs: number): Promise<void> {
    if (running.has(round.name)) return
    const at = now()
    if (!(await turns.take(round.name, holder, at, new Date(at.getTime() + everyMs * TURN_SHARE)))) return
    await runNow(round)
  }

  function schedule(round: Round, everyMs: number) {
    if (stopped) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      void tick(round, everyMs)
        .catch((error: unknown) => log.error({ err: error, round: round.name }, 'a background round failed'))
        .finally(() => schedule(round, everyMs))
    }, everyMs)
    timer.unref()
    timers.add(timer)
  }

  const byName = (name: string): Round => {
    const round = rounds.find((candidate) => candidate.name === name)
    if (!round) throw new Error(`no round named ${name}`)
    return round
  }

  return {
    get names(): string[] {
      return rounds.map((round) => round.name)
    },

    /** Adds a round; it runs from `start` on (added after it, only by hand). */
    add(round: Round): void {
      if (rounds.some((known) => known.name === round.name))
        throw new Error(`a round named ${round.name} already exists`)
      rounds.push(round)
    },

    /** Starts every round that has an interval. */
    start(): void {
      for (const round of rounds) if (round.everyMs !== false) schedule(round, round.everyMs)
    },

    /** Runs one round now, in this process, whoever holds its turn (tests, and an operator's nudge). */
    run(name: string): Promise<unknown> {
      return runNow(byName(name))
    },

    /** Runs every round now, at once. */
    async runAll(): Promise<Record<string, unknown>> {
      const results = await Promise.all(rounds.map(async (round) => [round.name, await runNow(round)] as const))
      return Object.fromEntries(results)
    },

    /** Stops the timers and waits for the rounds still running. */
    async stop(): Promise<void> {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...running.values()])
    },
  }
}

export type Scheduler = ReturnType<typeof scheduler>
