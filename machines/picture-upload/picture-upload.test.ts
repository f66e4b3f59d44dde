import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import type { PictureUpload } from '../lib/pictures'
import { pictureUploadMachine } from './picture-upload.machine'

const files = [new File(['front'], 'front.png'), new File(['back'], 'back.png')]

/** The upload under a form-like parent that records what the child tells it, how it ends and with what. */
function start(upload: (input: PictureUpload) => Promise<string[]>) {
  const sent: PictureUpload[] = []
  const told: AnyEventObject[] = []
  const child = pictureUploadMachine.provide({
    actors: {
      uploadPictures: fromPromise(({ input }: { input: PictureUpload }) => {
        sent.push(input)
        return upload(input)
      }),
    },
  })
  const parent = createMachine({
    context: { urls: [] as string[], error: null as unknown },
    initial: 'uploading',
    states: {
      uploading: {
        invoke: {
          src: child,
          input: { files },
          onDone: { target: 'done', actions: ({ context, event }) => void (context.urls = event.output as string[]) },
          onError: { target: 'failed', actions: ({ context, event }) => void (context.error = event.error) },
        },
        on: { 'upload.progress': { actions: ({ event }) => void told.push(event) } },
      },
      done: {},
      failed: {},
    },
  })
  return { parent: createActor(parent).start(), sent, told }
}

describe('the picture upload', () => {
  it('sends the files once, in order, tells the form its progress and ends with the stored URLs', async () => {
    const { parent, sent, told } = start(async ({ onProgress }) => {
      onProgress(0.5)
      onProgress(1)
      return ['/media/front.webp', '/media/back.webp']
    })
    await waitFor(parent, (snapshot) => snapshot.matches('done'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.files).toEqual(files)
    expect(told).toEqual([
      { type: 'upload.progress', fraction: 0.5 },
      { type: 'upload.progress', fraction: 1 },
    ])
    expect(parent.getSnapshot().context.urls).toEqual(['/media/front.webp', '/media/back.webp'])
  })

  it("hands a refused upload's error to the form, with the server's words", async () => {
    const { parent } = start(async () => {
      throw new Error('Pictures must be JPEG, PNG or WebP')
    })
    await waitFor(parent, (snapshot) => snapshot.matches('failed'))
    expect(parent.getSnapshot().context.error).toMatchObject({ message: 'Pictures must be JPEG, PNG or WebP' })
  })
})
