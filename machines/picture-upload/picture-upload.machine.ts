// A form's picture upload (the product form's images, the swap form's photos; ADR 0020): the files go up together
// through the upload slot (src/api/upload-images.ts), the share sent so far is told to the form that invoked it as
// `upload.progress` (the form keeps it), and the stored pictures' URLs, in the order sent, are its output. A failed upload is not
// caught here: XState hands the upload's error to the form as this child's error (its `onError`), with the server's
// words in it, and the form says so in its own way.
import { assign, fromPromise, sendParent, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'
import type { PictureUpload, UploadProgressEvent } from '../lib/pictures'

export interface PictureUploadInput {
  /** The files to send, in the order they will be shown. */
  files: File[]
}

export interface PictureUploadContext {
  files: File[]
  /** The stored pictures' URLs, once sent. */
  urls: string[]
}

export const pictureUploadMachine = setup({
  types: {
    context: {} as PictureUploadContext,
    events: {} as UploadProgressEvent,
    input: {} as PictureUploadInput,
    output: {} as string[],
  },
  actors: {
    // POST api/products/pushimgs or api/swap/photos: the stored pictures' URLs, in the order sent.
    uploadPictures: fromPromise<string[], PictureUpload>(notProvided('uploadPictures')),
  },
  actions: {
    /** Tells the form how much is sent. */
    reportProgress: sendParent(({ event }) => event),
    setUrls: assign((_, urls: string[]) => ({ urls })),
  },
}).createMachine({
  id: 'pictureUpload',
  context: ({ input }) => ({ files: input.files, urls: [] }),
  initial: 'uploading',
  states: {
    uploading: {
      on: { 'upload.progress': { actions: 'reportProgress' } },
      invoke: {
        id: 'uploadPictures',
        src: 'uploadPictures',
        input: ({ context, self }) => ({
          files: context.files,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: { target: 'uploaded', actions: { type: 'setUrls', params: ({ event }) => event.output } },
      },
    },
    uploaded: { type: 'final' },
  },
  output: ({ context }) => context.urls,
})
