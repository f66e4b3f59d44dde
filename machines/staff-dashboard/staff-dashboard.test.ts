// The owner's dashboard (docs/adr/0037): loaded as the page opens, refreshed on demand with the figures kept while the
// new ones come, a 403 shown in the server's words and never retried, any other failure logged and offered again.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StaffDashboard } from '@/domain/staff-dashboard'
import { deferred } from '../lib/deferred'
import { staffDashboardMachine } from './staff-dashboard.machine'

const dashboard = { today: '2026-11-28' } as StaffDashboard

function start(load: () => Promise<StaffDashboard>, drawn?: StaffDashboard) {
  const loadDashboard = vi.fn(load)
  const logFailure = vi.fn()
  const logic = staffDashboardMachine.provide({
    actors: { loadDashboard: fromPromise<StaffDashboard>(() => loadDashboard()) },
    actions: { logFailure: (_, failure) => logFailure(failure) },
  })
  return { actor: createActor(logic, { input: { dashboard: drawn } }).start(), loadDashboard, logFailure }
}

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status, messages: [message] })

describe('the owner dashboard', () => {
  it('loads as it opens and shows what came', async () => {
    const { actor, loadDashboard } = start(async () => dashboard)
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(actor.getSnapshot().context.dashboard).toBe(dashboard)
    expect(loadDashboard).toHaveBeenCalledTimes(1)
  })

  it('shows the dashboard the server drew the page with, without asking again (docs/adr/0050)', () => {
    const { actor, loadDashboard } = start(async () => dashboard, dashboard)
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context.dashboard).toBe(dashboard)
    expect(loadDashboard).not.toHaveBeenCalled()
  })

  it('keeps the figures while a refresh loads, then shows the new ones', async () => {
    const next = deferred<StaffDashboard>()
    let calls = 0
    const { actor } = start(() => (calls++ === 0 ? Promise.resolve(dashboard) : next.promise))
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    actor.send({ type: 'dashboard.refresh' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(actor.getSnapshot().context.dashboard).toBe(dashboard)
    const newer = { today: '2026-11-29' } as StaffDashboard
    next.resolve(newer)
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(actor.getSnapshot().context.dashboard).toBe(newer)
  })

  it("shows a non-owner the server's words, with nothing to retry and nothing logged", async () => {
    const { actor, logFailure } = start(() => Promise.reject(refusal(403, "Only the store's owner can see this.")))
    await waitFor(actor, (snapshot) => snapshot.matches('denied'))
    expect(actor.getSnapshot().context.message).toBe("Only the store's owner can see this.")
    expect(logFailure).not.toHaveBeenCalled()
  })

  it('logs a failure and loads again on retry', async () => {
    let calls = 0
    const { actor, logFailure, loadDashboard } = start(() =>
      calls++ === 0
        ? Promise.reject(refusal(500, 'Something went wrong. Please try again.'))
        : Promise.resolve(dashboard),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(logFailure).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.message).toBe('Something went wrong. Please try again.')
    actor.send({ type: 'dashboard.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(loadDashboard).toHaveBeenCalledTimes(2)
  })
})
