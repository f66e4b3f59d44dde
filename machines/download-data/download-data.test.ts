import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { downloadDataMachine, type DataFile } from './download-data.machine'
import { deferred } from '../lib/deferred'

const file: DataFile = { fileName: 'oja-data-2026-11-27.json', blob: new Blob(['{}'], { type: 'application/json' }) }

function start(answer: () => Promise<DataFile> = async () => file) {
  const exportMyData = vi.fn(answer)
  const saveFile = vi.fn<(saved: DataFile) => void>()
  const logFailure = vi.fn()
  const actor = createActor(
    downloadDataMachine.provide({
      actors: { exportMyData: fromPromise(() => exportMyData()) },
      actions: { saveFile: (_, saved) => saveFile(saved), logFailure },
    }),
  ).start()
  return { actor, exportMyData, saveFile, logFailure }
}

describe('download my data', () => {
  it('fetches the export once however often it is pressed meanwhile, then saves it under its name', async () => {
    const answer = deferred<DataFile>()
    const { actor, exportMyData, saveFile } = start(() => answer.promise)
    actor.send({ type: 'data.download' })
    actor.send({ type: 'data.download' })
    expect(actor.getSnapshot().value).toBe('downloading')
    answer.resolve(file)
    await waitFor(actor, (s) => s.matches('saved'))
    expect(exportMyData).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(file)
  })

  it("shows the server's refusal and tries again on the next press", async () => {
    let refuse = true
    const { actor, saveFile, logFailure } = start(async () => {
      if (refuse) throw new Error('Too many requests. Try again in a minute')
      return file
    })
    actor.send({ type: 'data.download' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('Too many requests. Try again in a minute')
    expect(logFailure).toHaveBeenCalledTimes(1)
    expect(saveFile).not.toHaveBeenCalled()

    refuse = false
    actor.send({ type: 'data.download' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('saved'))
    expect(saveFile).toHaveBeenCalledTimes(1)
  })
})
