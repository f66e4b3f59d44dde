import { describe, expect, it } from 'vitest'
import { getShortestPaths } from '@xstate/graph'
import type { AnyEventObject } from 'xstate'
import { downloadDataMachine } from './download-data.machine'
import { effectsAlong, leafStatesOf, shortestPathPerState } from '../lib/state-paths'

const file = { fileName: 'oja-data-2026-11-27.json', blob: new Blob(['{}']) }
const refusal = new Error('Too many requests')
// Invoked actors do not run during traversal: their outcomes are fed in as the events XState would raise.
const events: AnyEventObject[] = [
  { type: 'data.download' },
  { type: 'xstate.done.actor.exportMyData', output: file },
  { type: 'xstate.error.actor.exportMyData', error: refusal },
]

describe('download my data reachability', () => {
  const reached = shortestPathPerState(getShortestPaths(downloadDataMachine, { events: events as never }))
  const effectsInto = (state: string) => effectsAlong(downloadDataMachine, undefined, reached.get(state)!)

  it('reaches every state by a shortest path', () => {
    expect([...reached.keys()].sort()).toEqual(leafStatesOf(downloadDataMachine.root).sort())
  })

  it('saves the file it was given', () => {
    expect(effectsInto('saved')).toEqual([{ type: 'saveFile', params: file }])
  })

  it('logs a failed download, shown beside the button', () => {
    expect(effectsInto('failed')).toEqual([{ type: 'logFailure', params: { error: refusal } }])
  })
})
